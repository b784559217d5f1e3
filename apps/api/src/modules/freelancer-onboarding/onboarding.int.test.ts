import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREELANCER_MSG as M, MSG, UPLOAD_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedReference } from '../../seed/reference.js';
import { freelancerPreferences, uploads, userJobLevels, users } from '../../db/schema/index.js';

/** Decision 0033: complete-profile/2, complete-profile and edit-personal-information, allowed and refused. */

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id access_token } }`;
const ONBOARD = `mutation($input: FreelancerOnboardingInput!) {
  completeFreelancerOnboarding(input: $input) { id avatar bio location payroll_status hear_us hear_us_additional job_levels { id key } }
}`;
const DETAILS = `mutation($input: FullerOnboardingInput!) {
  completeFreelancerDetails(input: $input) {
    id notice_period notice_period_unit right_to_work start_timing ethnicity referee_1 referee_2 languages { id name } positions { id name }
  }
}`;
const PERSONAL = `mutation($input: PersonalInformationInput!) {
  updatePersonalInformation(input: $input) { id first_name last_name email phone address_1 address_2 city state country zip jobtitle pronouns job_levels { id } }
}`;
const LISTS = `query($id: ID!) { user(id: $id) { id job_levels { id } languages { id } positions { id } notice_period_unit start_timing } }`;

let t: TestApp;
const token: Record<string, string> = {};
const ref = { levels: [] as string[], languages: [] as { id: string; name: string }[], positions: [] as string[] };

beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.deps.db);
  for (const account of ['employer', 'freelancer', 'agency', 'guest', 'admin'] as const) token[account] = await t.login(`${account}@demo.test`);
  const lists = await t.gql('{ allJoblevels { id } languages { id name } positions { id } }', {});
  ref.levels = lists.data.allJoblevels.map((l: { id: string }) => l.id);
  ref.languages = lists.data.languages;
  ref.positions = lists.data.positions.map((p: { id: string }) => p.id);
});
afterAll(async () => t.close());

async function newFreelancer(tag: string) {
  const email = `${tag}-${randomBytes(3).toString('hex')}@example.test`;
  const res = await t.gql(REGISTER, {
    input: {
      type: 'FREELANCER', email, password: 'Secret-pass1', first_name: 'Fran', last_name: 'Lance', address_1: '1 Lane',
      city: 'York', state: 'North Yorkshire', zip: 'YO1 1AA', country: 'GB', phone: '01904 000000',
    },
  });
  return { id: Number(res.data.register.id), token: res.data.register.access_token as string, email };
}

async function recordedPhoto(): Promise<string> {
  const key = `${randomBytes(16).toString('hex')}.png`;
  await t.deps.db.insert(uploads).values({ key, content_type: 'image/png', size: 10, purpose: 'photo' });
  return `/uploads/${key}`;
}

const fieldErrors = (res: { errors?: { extensions: { code: string; fields?: Record<string, string> } }[] }) => {
  expect(res.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  return res.errors![0]!.extensions.fields!;
};
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;

const onboarding = async (extra: Record<string, unknown> = {}) => ({
  avatar: await recordedPhoto(), bio: '  I design stages.  ', job_levels: ref.levels.slice(0, 2), location: 'HYBRID',
  payroll_status: '2', hear_us: 'recommendation', hear_us_additional: 'A friend', ...extra,
});
const details = (extra: Record<string, unknown> = {}) => ({
  languages: ref.languages.slice(0, 3).map((l) => l.id), notice_period: 4, notice_period_unit: 'WEEKS', right_to_work: '1',
  start_date: '2', ethnicity: 'Prefer not to say', referee_1: 'Ann Ref', referee_2: '', positions: ref.positions.slice(0, 2), ...extra,
});
const personal = (extra: Record<string, unknown> = {}) => ({
  first_name: 'Frances', last_name: 'Lancer', email: undefined as string | undefined, phone: '+44 1904 111111', address_1: '2 Lane',
  address_2: 'Flat 3', city: 'Leeds', state: 'West Yorkshire', country: 'gb', zip: 'LS1 1AA', jobtitle: 'Set designer',
  pronouns: 'She/Her', job_levels: ref.levels.slice(0, 3), ...extra,
});

describe('completeFreelancerOnboarding (complete-profile/2)', () => {
  it('saves the photo, bio, role levels, work location, payroll and how they heard of us', async () => {
    const f = await newFreelancer('onboard');
    const input = await onboarding();
    const res = await t.gql(ONBOARD, { input }, f.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.completeFreelancerOnboarding).toMatchObject({
      avatar: input.avatar, bio: 'I design stages.', location: 'HYBRID', payroll_status: '2', hear_us: 'recommendation',
      hear_us_additional: 'A friend', job_levels: ref.levels.slice(0, 2).map((id) => ({ id })),
    });
  });

  it('clears the extra field for a source that does not ask it', async () => {
    const f = await newFreelancer('onboard-google');
    const res = await t.gql(ONBOARD, { input: await onboarding({ hear_us: 'google', hear_us_additional: 'ignored' }) }, f.token);
    expect(res.data.completeFreelancerOnboarding.hear_us_additional).toBeNull();
  });

  it("answers each field's message for an empty submission, and changes nothing", async () => {
    const f = await newFreelancer('onboard-empty');
    const res = await t.gql(ONBOARD, { input: { bio: ' ' } }, f.token);
    expect(fieldErrors(res)).toEqual({
      'input.avatar': UPLOAD_MSG.invalidImage,
      'input.bio': M.bioEmpty,
      'input.location': M.location,
      'input.payroll_status': M.payroll,
      'input.hear_us': M.hearUs,
    });
    expect(fieldErrors(await t.gql(ONBOARD, { input: { ...(await onboarding()), bio: undefined } }, f.token))).toEqual({ 'input.bio': M.bioMissing });
    const [row] = await t.deps.db.select({ bio: users.bio }).from(users).where(eq(users.id, f.id));
    expect(row!.bio).toBeNull();
  });

  it('refuses a bio over 1000 characters, a 3rd role level, an unknown level and a photo nobody uploaded', async () => {
    const f = await newFreelancer('onboard-limits');
    expect(fieldErrors(await t.gql(ONBOARD, { input: await onboarding({ bio: 'x'.repeat(1001) }) }, f.token))).toEqual({ 'input.bio': MSG.bioTooLong });
    expect(fieldErrors(await t.gql(ONBOARD, { input: await onboarding({ job_levels: ref.levels.slice(0, 3) }) }, f.token))).toEqual({
      'input.job_levels': M.onboardingLevelsMax,
    });
    expect(fieldErrors(await t.gql(ONBOARD, { input: await onboarding({ job_levels: ['999999'] }) }, f.token))).toEqual({
      'input.job_levels': M.unknownChoice,
    });
    const stray = `/uploads/${randomBytes(16).toString('hex')}.png`;
    expect(fieldErrors(await t.gql(ONBOARD, { input: await onboarding({ avatar: stray }) }, f.token))).toEqual({ 'input.avatar': UPLOAD_MSG.invalidImage });
    expect(await t.deps.db.$count(userJobLevels, eq(userJobLevels.user_id, f.id))).toBe(0);
  });

  it('is refused to a company, an agency, a guest, an administrator (FORBIDDEN) and a visitor', async () => {
    const input = await onboarding();
    for (const who of ['employer', 'agency', 'guest', 'admin'] as const) {
      expect(codeOf(await t.gql(ONBOARD, { input }, token[who])), who).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql(ONBOARD, { input }))).toBe('UNAUTHENTICATED');
  });
});

describe('completeFreelancerDetails (complete-profile)', () => {
  it('saves languages, notice period and unit, right to work, start date, ethnicity, references and positions', async () => {
    const f = await newFreelancer('details');
    const res = await t.gql(DETAILS, { input: details() }, f.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.completeFreelancerDetails).toMatchObject({
      notice_period: '4', notice_period_unit: 'WEEKS', right_to_work: '1', start_timing: '2', ethnicity: 'Prefer not to say',
      referee_1: 'Ann Ref', referee_2: null,
    });
    expect(res.data.completeFreelancerDetails.languages.map((l: { id: string }) => l.id).sort()).toEqual(details().languages.sort());
    expect(res.data.completeFreelancerDetails.positions).toHaveLength(2);
    // Saved again: the lists are replaced, the preferences row updated.
    const again = await t.gql(DETAILS, { input: details({ languages: [ref.languages[5]!.id], notice_period_unit: 'DAYS', positions: [] }) }, f.token);
    expect(again.data.completeFreelancerDetails).toMatchObject({ notice_period_unit: 'DAYS', languages: [{ id: ref.languages[5]!.id }], positions: [] });
    expect(await t.deps.db.$count(freelancerPreferences, eq(freelancerPreferences.user_id, f.id))).toBe(1);
  });

  it("answers each required field's message", async () => {
    const f = await newFreelancer('details-empty');
    expect(fieldErrors(await t.gql(DETAILS, { input: {} }, f.token))).toEqual({
      'input.notice_period': M.noticePeriod,
      'input.notice_period_unit': M.noticePeriodUnit,
      'input.right_to_work': M.rightToWork,
      'input.start_date': M.startDate,
    });
  });

  it('refuses a notice period outside 1 to 31, an 11th language, a 6th position and an unknown ethnicity', async () => {
    const f = await newFreelancer('details-limits');
    for (const n of [0, 32]) expect(fieldErrors(await t.gql(DETAILS, { input: details({ notice_period: n }) }, f.token))).toEqual({ 'input.notice_period': M.noticePeriod });
    const eleven = ref.languages.slice(0, 11).map((l) => l.id);
    expect(eleven).toHaveLength(11);
    expect(fieldErrors(await t.gql(DETAILS, { input: details({ languages: eleven }) }, f.token))).toEqual({ 'input.languages': M.languagesMax });
    expect(fieldErrors(await t.gql(DETAILS, { input: details({ positions: ref.positions.slice(0, 6) }) }, f.token))).toEqual({ 'input.positions': M.positionsMax });
    expect(fieldErrors(await t.gql(DETAILS, { input: details({ ethnicity: 'Martian' }) }, f.token))).toEqual({ 'input.ethnicity': M.unknownChoice });
    // Ten is fine.
    expect((await t.gql(DETAILS, { input: details({ languages: eleven.slice(0, 10) }) }, f.token)).errors).toBeUndefined();
  });

  it('is refused to a company, an agency, a guest, an administrator and a visitor', async () => {
    for (const who of ['employer', 'agency', 'guest', 'admin'] as const) {
      expect(codeOf(await t.gql(DETAILS, { input: details() }, token[who])), who).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql(DETAILS, { input: details() }))).toBe('UNAUTHENTICATED');
  });
});

describe('updatePersonalInformation (edit-personal-information)', () => {
  it('saves the name, phone, address, latest job title, pronouns and up to 3 role levels', async () => {
    const f = await newFreelancer('personal');
    const res = await t.gql(PERSONAL, { input: personal({ email: f.email }) }, f.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updatePersonalInformation).toMatchObject({
      first_name: 'Frances', email: f.email, address_2: 'Flat 3', country: 'GB', jobtitle: 'Set designer', pronouns: 'She/Her', phone: '+441904111111',
    });
    expect(res.data.updatePersonalInformation.job_levels).toHaveLength(3);
    // In E.164, a national number read in the profile's country.
    const national = await t.gql(PERSONAL, { input: personal({ email: f.email, phone: '07700 900123' }) }, f.token);
    expect(national.data.updatePersonalInformation.phone).toBe('+447700900123');
  });

  it("answers the spec's messages, and refuses a 4th role level and a bad phone", async () => {
    const f = await newFreelancer('personal-empty');
    const empty = { first_name: '', last_name: '', email: '', phone: '', address_1: '', city: '', state: '', country: '', zip: '', jobtitle: '' };
    expect(fieldErrors(await t.gql(PERSONAL, { input: empty }, f.token))).toEqual({
      'input.first_name': MSG.firstName, 'input.last_name': MSG.lastName, 'input.email': MSG.emailRequired, 'input.phone': MSG.phone,
      'input.address_1': 'Please enter an address', 'input.city': 'Please enter city', 'input.state': 'Please enter an county',
      'input.country': 'Please enter country', 'input.zip': 'Please enter postcode / zip code', 'input.jobtitle': 'Please enter your last job title',
    });
    expect(fieldErrors(await t.gql(PERSONAL, { input: personal({ email: f.email, job_levels: ref.levels.slice(0, 4) }) }, f.token))).toEqual({
      'input.job_levels': M.editLevelsMax,
    });
    expect(fieldErrors(await t.gql(PERSONAL, { input: personal({ email: f.email, phone: 'call me' }) }, f.token))).toEqual({ 'input.phone': MSG.phone });
  });

  it("refuses another account's email, and a new email without the current password", async () => {
    const f = await newFreelancer('personal-email');
    expect(fieldErrors(await t.gql(PERSONAL, { input: personal({ email: 'EMPLOYER@demo.test' }) }, f.token))).toEqual({ 'input.email': MSG.emailTaken });
    const fresh = `new-${f.email}`;
    expect(Object.keys(fieldErrors(await t.gql(PERSONAL, { input: personal({ email: fresh }) }, f.token)))).toEqual(['input.current_password']);
    const res = await t.gql(PERSONAL, { input: { ...personal({ email: fresh }), current_password: 'Secret-pass1' } }, f.token);
    expect(res.data.updatePersonalInformation.email).toBe(fresh);
  });

  it('is refused to a company, an agency, a guest, an administrator and a visitor', async () => {
    for (const who of ['employer', 'agency', 'guest', 'admin'] as const) {
      expect(codeOf(await t.gql(PERSONAL, { input: personal({ email: 'x@example.test' }) }, token[who])), who).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql(PERSONAL, { input: personal({ email: 'x@example.test' }) }))).toBe('UNAUTHENTICATED');
  });
});

describe('the lists on User (profile audience, decision 0017)', () => {
  it('are read by the person and an administrator, not by another freelancer or an employer while the profile is not browsable', async () => {
    const f = await newFreelancer('lists');
    await t.gql(DETAILS, { input: details() }, f.token);
    const own = await t.gql(LISTS, { id: String(f.id) }, f.token);
    expect(own.data.user).toMatchObject({ notice_period_unit: 'WEEKS', start_timing: '2' });
    expect(own.data.user.languages).toHaveLength(3);
    const admin = await t.gql(LISTS, { id: String(f.id) }, token.admin);
    expect(admin.data.user.positions).toHaveLength(2);
    // Not approved yet: not browsable, so an employer without an application is refused the card.
    expect(codeOf(await t.gql(LISTS, { id: String(f.id) }, token.employer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(LISTS, { id: String(f.id) }, token.freelancer))).toBe('FORBIDDEN');
  });

  it('are read by an employer once the profile is browsable, and never by a visitor', async () => {
    const f = await newFreelancer('lists-active');
    await t.gql(DETAILS, { input: details() }, f.token);
    await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, f.id));
    const employer = await t.gql(LISTS, { id: String(f.id) }, token.employer);
    expect(employer.data.user.languages).toHaveLength(3);
    expect(employer.data.user.notice_period_unit).toBe('WEEKS');
    expect(codeOf(await t.gql(LISTS, { id: String(f.id) }))).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/uploads with the purpose photo', () => {
  async function upload(tok: string | undefined, bytes: Buffer) {
    const fd = new FormData();
    fd.append('purpose', 'photo');
    fd.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
    const body = new Response(fd);
    const res = await t.app.inject({
      method: 'POST', url: '/api/uploads',
      headers: { 'content-type': body.headers.get('content-type')!, ...(tok ? { authorization: `Bearer ${tok}` } : {}) },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    return { status: res.statusCode, body: res.json() };
  }
  const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();

  it("takes a freelancer's photo, and refuses a file that is not an image", async () => {
    const ok = await upload(token.freelancer, await png());
    expect(ok.status).toBe(201);
    expect(ok.body.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const bad = await upload(token.freelancer, Buffer.from('not an image at all'));
    expect(bad.status).toBe(422);
  });

  it('refuses the photo purpose to a company and a visitor', async () => {
    expect((await upload(token.employer, await png())).status).toBe(403);
    expect((await upload(undefined, await png())).status).toBe(401);
  });
});
