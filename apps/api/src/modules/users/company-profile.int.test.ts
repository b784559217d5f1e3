import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MSG, MSG, UPLOAD_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { uploads, users } from '../../db/schema/index.js';

/** Decision 0024: the company's onboarding step 3, its profile edit (owner and guest admin) and company-profile/{id}. */

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id access_token } }`;
const UPDATE = `mutation($input: UpdateUserInput!, $form: ProfileForm) {
  updateUser(input: $input, form: $form) { id bio description avatar can_use_logo company email isProfileComplete { complete missing } }
}`;
const UPDATE_TEAM = `mutation($teamId: ID!, $input: UpdateTeamInput!) { updateTeam(teamId: $teamId, input: $input) { id company city avatar email } }`;
const PROFILE = `query($id: ID!) { companyProfile(id: $id) { id company avatar city state country bio description } }`;

let t: TestApp;
const id: Record<string, number> = {};
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const account of ['employer', 'member', 'guest', 'freelancer', 'agency', 'inactive'] as const) {
    token[account] = await t.login(`${account}@demo.test`);
    id[account] = Number((await t.gql('{ me { id } }', {}, token[account])).data.me.id);
  }
});
afterAll(async () => t.close());

/** An upload row as POST /api/uploads records it (the bytes do not matter to these rules). */
async function recordedLogo(): Promise<string> {
  const key = `${randomBytes(16).toString('hex')}.png`;
  await t.deps.db.insert(uploads).values({ key, content_type: 'image/png', size: 10, purpose: 'logo' });
  return `/uploads/${key}`;
}

/** A new company, as step 2 leaves it: no logo, no 'What sets you apart'. */
async function newCompany(tag: string) {
  const res = await t.gql(REGISTER, {
    input: {
      type: 'COMPANY', email: `${tag}-${randomBytes(3).toString('hex')}@example.test`, password: 'Secret-pass1',
      first_name: 'Nina', last_name: 'New', company: 'Acme', position: 'CEO', address_1: '2 Road', city: 'Leeds',
      state: 'West Yorkshire', zip: 'LS1 1AA', country: 'GB', phone: '0113 496 0000',
    },
  });
  return { id: Number(res.data.register.id), token: res.data.register.access_token as string };
}

const fieldErrors = (res: { errors?: { extensions: { code: string; fields?: Record<string, string> } }[] }) => {
  expect(res.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  return res.errors![0]!.extensions.fields!;
};

describe('updateUser with the COMPANY_ONBOARDING form', () => {
  it('completes the profile: logo, bio, what sets you apart and the consent', async () => {
    const company = await newCompany('onboard');
    const before = await t.gql('{ me { isProfileComplete { complete missing } } }', {}, company.token);
    expect(before.data.me.isProfileComplete.missing).toEqual(['bio', 'avatar', 'description', 'can_use_logo']);

    const avatar = await recordedLogo();
    const input = { avatar, bio: '  We build things.  ', description: 'Speed', can_use_logo: false };
    const res = await t.gql(UPDATE, { input, form: 'COMPANY_ONBOARDING' }, company.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateUser).toMatchObject({
      bio: 'We build things.', description: 'Speed', avatar, can_use_logo: false,
      isProfileComplete: { complete: true, missing: [] },
    });
  });

  it("answers each field's message for an empty submission, and changes nothing", async () => {
    const company = await newCompany('onboard-empty');
    const res = await t.gql(UPDATE, { input: { bio: ' ', description: '' }, form: 'COMPANY_ONBOARDING' }, company.token);
    expect(fieldErrors(res)).toEqual({
      'input.avatar': COMPANY_MSG.logoRequired,
      'input.bio': COMPANY_MSG.bioRequired,
      'input.description': COMPANY_MSG.apartRequired,
      'input.can_use_logo': COMPANY_MSG.consentRequired,
    });
    const [row] = await t.deps.db.select({ bio: users.bio }).from(users).where(eq(users.id, company.id));
    expect(row!.bio).toBeNull();
  });

  it('holds What sets you apart to 250 and the bio to 1000 characters', async () => {
    const company = await newCompany('onboard-long');
    const input = { avatar: await recordedLogo(), bio: 'b'.repeat(1001), description: 'd'.repeat(251), can_use_logo: true };
    expect(fieldErrors(await t.gql(UPDATE, { input, form: 'COMPANY_ONBOARDING' }, company.token))).toEqual({
      'input.bio': MSG.bioTooLong,
      'input.description': COMPANY_MSG.apartTooLong,
    });
    const ok = await t.gql(UPDATE, { input: { ...input, bio: 'b'.repeat(1000), description: 'd'.repeat(250) }, form: 'COMPANY_ONBOARDING' }, company.token);
    expect(ok.errors).toBeUndefined();
  });

  it('takes only a logo the server stored', async () => {
    const company = await newCompany('onboard-logo');
    const base = { bio: 'Bio', description: 'Apart', can_use_logo: true };
    for (const avatar of ['https://elsewhere.test/logo.png', `/uploads/${'a'.repeat(32)}.png`]) {
      const res = await t.gql(UPDATE, { input: { ...base, avatar }, form: 'COMPANY_ONBOARDING' }, company.token);
      expect(fieldErrors(res), avatar).toEqual({ 'input.avatar': UPLOAD_MSG.invalidImage });
    }
  });

  it('is the company account\'s form only: refused to a freelancer, a guest admin and a member; a visitor is unauthenticated', async () => {
    const input = { avatar: await recordedLogo(), bio: 'Bio', description: 'Apart', can_use_logo: true };
    for (const account of ['freelancer', 'guest', 'member', 'agency'] as const) {
      const res = await t.gql(UPDATE, { input, form: 'COMPANY_ONBOARDING' }, token[account]);
      expect(res.errors?.[0]?.extensions.code, account).toBe('FORBIDDEN');
    }
    const [guest] = await t.deps.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id.guest!));
    expect(guest!.avatar).toBeNull();
    const visitor = await t.gql(UPDATE, { input, form: 'COMPANY_ONBOARDING' });
    expect(visitor.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('writes the logo and the consent through a form only', async () => {
    const res = await t.gql(UPDATE, { input: { avatar: await recordedLogo(), can_use_logo: true } }, token.freelancer);
    expect(res.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('updateUser with the COMPANY_PROFILE form (edit-profile by the owner)', () => {
  const profile = async () => ({
    avatar: await recordedLogo(), company: 'Acme Two', bio: 'About us', description: 'Apart', address_1: '3 Road',
    address_2: '', city: 'York', state: 'North Yorkshire', country: 'fr', zip: 'YO1 1AA', phone: '01904 000000',
  });

  it('saves every field; the email unchanged needs no password', async () => {
    const company = await newCompany('edit');
    const email = (await t.gql('{ me { email } }', {}, company.token)).data.me.email;
    const res = await t.gql(UPDATE, { input: { ...(await profile()), email }, form: 'COMPANY_PROFILE' }, company.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateUser).toMatchObject({ company: 'Acme Two', email });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, company.id));
    // A UK number, read in France: no French number, so kept as typed (the console flags it).
    expect(row).toMatchObject({ country: 'FR', address_2: null, phone: '01904 000000', city: 'York' });
  });

  it("answers the spec's messages for the required fields and the 1000-character limit", async () => {
    const company = await newCompany('edit-empty');
    const input = { avatar: '', company: '', bio: 'b'.repeat(1001), description: 'd'.repeat(1001), address_1: '', city: '', state: '', country: '', zip: '', phone: '1', email: '' };
    expect(fieldErrors(await t.gql(UPDATE, { input, form: 'COMPANY_PROFILE' }, company.token))).toEqual({
      'input.avatar': UPLOAD_MSG.invalidImage,
      'input.company': COMPANY_MSG.employerName,
      'input.bio': COMPANY_MSG.bioAndDescriptionTooLong,
      'input.description': COMPANY_MSG.bioAndDescriptionTooLong,
      'input.address_1': MSG.address,
      'input.city': MSG.city,
      'input.state': MSG.county,
      'input.country': COMPANY_MSG.country,
      'input.zip': MSG.postcode,
      'input.phone': MSG.phone,
      'input.email': COMPANY_MSG.emailRequired,
    });
  });

  it("refuses another account's email with 'Email already exists!', and a new one without the current password", async () => {
    const company = await newCompany('edit-email');
    const taken = await t.gql(UPDATE, { input: { ...(await profile()), email: 'Agency@demo.test' }, form: 'COMPANY_PROFILE' }, company.token);
    expect(taken.errors[0]).toMatchObject({ message: MSG.emailTaken, extensions: { code: 'EMAIL_TAKEN', fields: { 'input.email': MSG.emailTaken } } });
    const fresh = `moved-${randomBytes(3).toString('hex')}@example.test`;
    const noPassword = await t.gql(UPDATE, { input: { ...(await profile()), email: fresh }, form: 'COMPANY_PROFILE' }, company.token);
    expect(Object.keys(fieldErrors(noPassword))).toEqual(['input.current_password']);
    const moved = await t.gql(UPDATE, { input: { ...(await profile()), email: fresh, current_password: 'Secret-pass1' }, form: 'COMPANY_PROFILE' }, company.token);
    expect(moved.data.updateUser.email).toBe(fresh);
  });

  it('is refused to a guest admin, who edits the team through updateTeam', async () => {
    const res = await t.gql(UPDATE, { input: { ...(await profile()), email: 'guest@demo.test' }, form: 'COMPANY_PROFILE' }, token.guest);
    expect(res.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('updateTeam (edit-profile by a guest admin)', () => {
  const input = async () => ({
    avatar: await recordedLogo(), company: 'Northwind Studio Ltd', bio: 'About', description: 'Apart', address_1: '1 High Street',
    city: 'Bath', state: 'Somerset', country: 'GB', zip: 'BA1 1AA', phone: '+44 20 7946 0000',
  });

  it("lets a guest admin edit the active company team's account", async () => {
    const res = await t.gql(UPDATE_TEAM, { teamId: String(id.employer), input: await input() }, token.guest);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateTeam).toMatchObject({ id: String(id.employer), company: 'Northwind Studio Ltd', city: 'Bath', email: 'employer@demo.test' });
    // The team's phone in E.164.
    const [row] = await t.deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, id.employer!));
    expect(row!.phone).toBe('+442079460000');
  });

  it('refuses a member, a freelancer and another team, changing nothing', async () => {
    const [before] = await t.deps.db.select().from(users).where(eq(users.id, id.employer!));
    const payload = { ...(await input()), company: 'Hijacked' };
    for (const account of ['member', 'freelancer'] as const) {
      const res = await t.gql(UPDATE_TEAM, { teamId: String(id.employer), input: payload }, token[account]);
      expect(res.errors[0].extensions.code, account).toBe('FORBIDDEN');
    }
    // The owner of another company names this team: not found, as is a team the guest is not active in.
    const other = await t.gql(UPDATE_TEAM, { teamId: String(id.employer), input: payload }, token.inactive);
    expect(other.errors[0].extensions.code).toBe('NOT_FOUND');
    const agencyTeam = await t.gql(UPDATE_TEAM, { teamId: String(id.agency), input: payload }, token.guest);
    expect(agencyTeam.errors[0].extensions.code).toBe('NOT_FOUND');
    const [after] = await t.deps.db.select().from(users).where(eq(users.id, id.employer!));
    expect(after!.company).toBe(before!.company);
  });

  it('does not take the email', async () => {
    const res = await t.gql(UPDATE_TEAM, { teamId: String(id.employer), input: { ...(await input()), email: 'x@example.test' } }, token.guest);
    expect(res.errors[0].message).toMatch(/email/);
  });
});

describe('companyProfile(id)', () => {
  it('shows an approved company to freelancers, agencies and other companies: the public fields only', async () => {
    for (const account of ['freelancer', 'agency', 'inactive'] as const) {
      const res = await t.gql(PROFILE, { id: String(id.employer) }, token[account]);
      expect(res.errors, account).toBeUndefined();
      expect(res.data.companyProfile).toMatchObject({ id: String(id.employer), company: expect.any(String), city: expect.any(String), country: 'GB' });
    }
    const extra = await t.gql(`query($id: ID!) { companyProfile(id: $id) { email } }`, { id: String(id.employer) }, token.freelancer);
    expect(extra.errors[0].message).toMatch(/Cannot query field "email"/);
  });

  it('is not found for a company awaiting approval (but its own people see it), a person, or an unknown id', async () => {
    for (const target of [id.inactive, id.freelancer, id.agency, id.member, 999_999]) {
      const res = await t.gql(PROFILE, { id: String(target) }, token.freelancer);
      expect(res.errors[0], String(target)).toMatchObject({ message: COMPANY_MSG.notFound, extensions: { code: 'NOT_FOUND' } });
    }
    const own = await t.gql(PROFILE, { id: String(id.inactive) }, token.inactive);
    expect(own.data.companyProfile.id).toBe(String(id.inactive));
  });

  it('needs a session', async () => {
    const res = await t.gql(PROFILE, { id: String(id.employer) });
    expect(res.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
