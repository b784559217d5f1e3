import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_MSG, UPLOAD_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { genres, services, uploads, userGenres, users, userServices, userTeams } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { seedReference } from '../../seed/reference.js';
import { servicesOfUsers } from './service.js';

/**
 * Decision 0050: completeAgencyProfile, updateAgencyProfile, updateAgencyAccount and agencyAccount act on the
 * viewer's active agency team, for its admins only (owner, guest admin); each refusal changes nothing.
 */

const ACCOUNT_FIELDS = `id agency_name avatar bio website agency_locations agency_phones services { id name } genres { id name } email_verified needsOnboarding address_1 city state zip country`;
const COMPLETE = `mutation($input: CompleteAgencyProfileInput!) { completeAgencyProfile(input: $input) { ${ACCOUNT_FIELDS} } }`;
const PROFILE = `mutation($input: UpdateAgencyProfileInput!) { updateAgencyProfile(input: $input) { ${ACCOUNT_FIELDS} } }`;
const ACCOUNT = `mutation($input: UpdateAgencyAccountInput!) { updateAgencyAccount(input: $input) { ${ACCOUNT_FIELDS} } }`;
const READ = `{ agencyAccount { ${ACCOUNT_FIELDS} } }`;

type Role = 'owner' | 'guestAdmin' | 'guestMember' | 'otherAgency' | 'company' | 'freelancer' | 'visitor';
const ROLES: Role[] = ['owner', 'guestAdmin', 'guestMember', 'otherAgency', 'company', 'freelancer', 'visitor'];

let t: TestApp;
let serviceIds: number[];
let genreIds: number[];
let made = 0;
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code ?? 'OK';
const fieldsOf = (res: { errors?: { extensions: { fields?: Record<string, string> } }[] }) => res.errors?.[0]?.extensions.fields ?? {};

async function recordedLogo(): Promise<string> {
  const key = `${randomBytes(16).toString('hex')}.png`;
  await t.deps.db.insert(uploads).values({ key, content_type: 'image/png', size: 10, purpose: 'logo' });
  return `/uploads/${key}`;
}

/** An agency team of its own (INACTIVE as a new sign-up is), with a guest admin and a guest member, each signed in. */
async function makeAgency() {
  const db = t.deps.db;
  const n = ++made;
  const person = async (values: Omit<typeof users.$inferInsert, 'password_hash'>) => {
    const [row] = await db.insert(users).values({ password_hash: 'x', status: 'ACTIVE', ...values }).returning({ id: users.id });
    return { id: row!.id, token: await issueToken(db, row!.id, { ip: '127.0.0.1' }) };
  };
  const owner = await person({ email: `agency${n}@example.com`, type: 'AGENCY', status: 'INACTIVE', agency_name: `Agency ${n}`, country: 'GB', first_name: 'Ada' });
  await db.insert(userTeams).values({ user_id: owner.id, team_id: owner.id, role: 'admin', active: true });
  const guestAdmin = await person({ email: `agency${n}-admin@example.com`, type: 'GUEST', first_name: 'Gus' });
  await db.insert(userTeams).values({ user_id: guestAdmin.id, team_id: owner.id, role: 'admin', active: true });
  const guestMember = await person({ email: `agency${n}-member@example.com`, type: 'GUEST', first_name: 'Meg' });
  await db.insert(userTeams).values({ user_id: guestMember.id, team_id: owner.id, role: 'member', active: true });
  return { owner, guestAdmin, guestMember };
}

async function onboarding() {
  return {
    avatar: await recordedLogo(),
    agency_name: 'Bright & Bold',
    agency_locations: ['London, UK', 'Leeds, UK'],
    bio: 'We make websites.\nAnd films.',
    agency_phones: ['07700 900123', '+33 6 12 34 56 78'],
    services: serviceIds.slice(0, 2).map(String),
    genres: genreIds.slice(0, 1).map(String),
  };
}

async function tokensFor(agency: Awaited<ReturnType<typeof makeAgency>>): Promise<Record<Role, string | undefined>> {
  const other = await makeAgency();
  return {
    owner: agency.owner.token,
    guestAdmin: agency.guestAdmin.token,
    guestMember: agency.guestMember.token,
    otherAgency: other.owner.token,
    company: await t.login('employer@demo.test'),
    freelancer: await t.login('freelancer@demo.test'),
    visitor: undefined,
  };
}

const rowOf = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const choicesOf = async (id: number) => ({
  services: (await t.deps.db.select().from(userServices).where(eq(userServices.user_id, id))).map((r) => r.service_id).sort(),
  genres: (await t.deps.db.select().from(userGenres).where(eq(userGenres.user_id, id))).map((r) => r.genre_id).sort(),
});

beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.deps.db);
  serviceIds = (await t.deps.db.select({ id: services.id }).from(services).orderBy(asc(services.sort_order))).map((r) => r.id);
  genreIds = (await t.deps.db.select({ id: genres.id }).from(genres).orderBy(asc(genres.id)).limit(5)).map((r) => r.id);
});
afterAll(async () => t.close());

describe('who may call each operation', () => {
  const expected = (role: Role) =>
    role === 'visitor' ? 'UNAUTHENTICATED' : role === 'owner' || role === 'guestAdmin' ? 'OK' : 'FORBIDDEN';

  for (const [name, query] of [['completeAgencyProfile', COMPLETE], ['updateAgencyProfile', PROFILE]] as const) {
    it(`${name}: the team's owner and guest admins; members, other groups and visitors refused, nothing written`, async () => {
      const agency = await makeAgency();
      const tokens = await tokensFor(agency);
      for (const role of ROLES) {
        if (role === 'owner' || role === 'guestAdmin' || role === 'otherAgency') continue;
        const before = await rowOf(agency.owner.id);
        const res = await t.gql(query, { input: await onboarding() }, tokens[role]);
        expect(codeOf(res), `${name} as ${role}`).toBe(expected(role));
        expect(await rowOf(agency.owner.id)).toEqual(before);
        expect(await choicesOf(agency.owner.id)).toEqual({ services: [], genres: [] });
      }
      // Another agency's admin writes its own team, never this one.
      const other = await t.gql(query, { input: { ...(await onboarding()), agency_name: 'Other' } }, tokens.otherAgency);
      expect(codeOf(other)).toBe('OK');
      expect(other.data[name].id).not.toBe(String(agency.owner.id));
      expect((await rowOf(agency.owner.id)).agency_name).toBe(`Agency ${made - 1}`);
      for (const role of ['owner', 'guestAdmin'] as const) {
        const res = await t.gql(query, { input: { ...(await onboarding()), agency_name: `By ${role}` } }, tokens[role]);
        expect(codeOf(res), `${name} as ${role}: ${JSON.stringify(res.errors)}`).toBe('OK');
        expect(res.data[name]).toMatchObject({ id: String(agency.owner.id), agency_name: `By ${role}` });
      }
    });
  }

  it('updateAgencyAccount and agencyAccount: the same audience', async () => {
    const agency = await makeAgency();
    const tokens = await tokensFor(agency);
    const input = {
      avatar: await recordedLogo(), bio: '<p>About us</p>', agency_name: 'Renamed', address_1: '1 Lane', city: 'York',
      state: 'North Yorkshire', country: 'gb', zip: 'YO1 1AA', agency_phones: [],
    };
    for (const role of ROLES) {
      const before = await rowOf(agency.owner.id);
      const read = await t.gql(READ, {}, tokens[role]);
      const res = await t.gql(ACCOUNT, { input: { ...input, agency_name: `Renamed by ${role}` } }, tokens[role]);
      if (role === 'owner' || role === 'guestAdmin') {
        expect(read.data.agencyAccount.id).toBe(String(agency.owner.id));
        expect(res.data.updateAgencyAccount).toMatchObject({ id: String(agency.owner.id), agency_name: `Renamed by ${role}`, country: 'GB' });
      } else if (role === 'otherAgency') {
        expect(read.data.agencyAccount.id).not.toBe(String(agency.owner.id));
        expect(await rowOf(agency.owner.id)).toEqual(before);
      } else {
        expect(codeOf(read), `agencyAccount as ${role}`).toBe(expected(role));
        expect(codeOf(res), `updateAgencyAccount as ${role}`).toBe(expected(role));
        expect(await rowOf(agency.owner.id)).toEqual(before);
      }
    }
  });

  it("a guest acting for a company team, though an agency's member, is refused", async () => {
    // guest@demo.test: admin of the demo company (active), member of the demo agency.
    const res = await t.gql(READ, {}, await t.login('guest@demo.test'));
    expect(codeOf(res)).toBe('FORBIDDEN');
  });
});

describe('completeAgencyProfile', () => {
  it('stores the onboarding: phones in E.164, locations, the plain bio as HTML, the lists synced; the dashboard is done with it', async () => {
    const agency = await makeAgency();
    const before = (await t.gql(READ, {}, agency.owner.token)).data.agencyAccount;
    expect(before.needsOnboarding).toBe(true);
    const input = await onboarding();
    const res = await t.gql(COMPLETE, { input }, agency.owner.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.completeAgencyProfile).toMatchObject({
      agency_name: 'Bright & Bold',
      agency_locations: ['London, UK', 'Leeds, UK'],
      agency_phones: ['+447700900123', '+33612345678'],
      bio: 'We make websites.<br>And films.',
      needsOnboarding: false,
      email_verified: false,
    });
    expect(await choicesOf(agency.owner.id)).toEqual({ services: serviceIds.slice(0, 2).sort(), genres: genreIds.slice(0, 1) });
    const row = await rowOf(agency.owner.id);
    expect(row.agency_phone).toEqual([{ attributes: { phone: '+447700900123' } }, { attributes: { phone: '+33612345678' } }]);
    // Escaped, not interpreted.
    const html = await t.gql(COMPLETE, { input: { ...input, bio: '<script>alert(1)</script>' } }, agency.owner.token);
    expect(html.data.completeAgencyProfile.bio).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("refuses each missing or bad field with the spec's message and writes nothing", async () => {
    const agency = await makeAgency();
    const before = await rowOf(agency.owner.id);
    const res = await t.gql(COMPLETE, { input: { agency_locations: [], services: [], genres: [] } }, agency.owner.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(res)).toMatchObject({
      'input.avatar': AGENCY_MSG.logoRequired,
      'input.agency_name': AGENCY_MSG.agencyName,
      'input.agency_locations': AGENCY_MSG.location,
      'input.bio': AGENCY_MSG.bioRequired,
      'input.services': AGENCY_MSG.services,
      'input.genres': AGENCY_MSG.genres,
    });
    const base = await onboarding();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bio: 'b'.repeat(1001) }, 'input.bio', 'Bio must be less than 1000 characters'],
      [{ agency_locations: ['A', 'B', 'C'] }, 'input.agency_locations', AGENCY_MSG.locationsMax],
      [{ agency_phones: ['01', '02', '03', '04', '05'].map((p) => `${p}13 496 0000`) }, 'input.agency_phones', AGENCY_MSG.phonesMax],
      [{ agency_phones: ['call me'] }, 'input.agency_phones.0', 'Please enter a valid phone number'],
      [{ services: ['999999'] }, 'input.services', AGENCY_MSG.services],
      [{ genres: ['abc'] }, 'input.genres', AGENCY_MSG.genres],
      [{ avatar: 'https://elsewhere.test/logo.png' }, 'input.avatar', UPLOAD_MSG.invalidImage],
      // The address's shape is right, but we never recorded such an upload.
      [{ avatar: `/uploads/${'a'.repeat(32)}.png` }, 'input.avatar', UPLOAD_MSG.invalidImage],
    ];
    for (const [change, field, message] of cases) {
      const bad = await t.gql(COMPLETE, { input: { ...base, ...change } }, agency.owner.token);
      expect(fieldsOf(bad)[field], JSON.stringify(change)).toBe(message);
    }
    // 1000 characters exactly are fine.
    const ok = await t.gql(COMPLETE, { input: { ...base, bio: 'b'.repeat(1000) } }, agency.owner.token);
    expect(ok.errors).toBeUndefined();
    expect(before.bio).toBeNull();
  });
});

describe('updateAgencyProfile', () => {
  it('without services or categories: the messages, nothing saved', async () => {
    const agency = await makeAgency();
    await t.gql(COMPLETE, { input: await onboarding() }, agency.owner.token);
    const before = await rowOf(agency.owner.id);
    const choices = await choicesOf(agency.owner.id);
    const res = await t.gql(PROFILE, { input: { ...(await onboarding()), agency_name: 'Changed', services: [], genres: [] } }, agency.owner.token);
    expect(fieldsOf(res)).toMatchObject({ 'input.services': AGENCY_MSG.services, 'input.genres': AGENCY_MSG.genres });
    expect(await rowOf(agency.owner.id)).toEqual(before);
    expect(await choicesOf(agency.owner.id)).toEqual(choices);
    const noName = await t.gql(PROFILE, { input: { ...(await onboarding()), agency_name: ' ' } }, agency.owner.token);
    expect(fieldsOf(noName)['input.agency_name']).toBe(AGENCY_MSG.editName);
  });

  it('sanitises about us (script and handlers removed, formatting kept), checks the website, replaces the lists', async () => {
    const agency = await makeAgency();
    const res = await t.gql(
      PROFILE,
      {
        input: {
          ...(await onboarding()),
          bio: '<p onclick="steal()">We <strong>build</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
          website: 'https://bright.studio',
          agency_locations: ['Bristol'],
          services: [String(serviceIds[3])],
          genres: genreIds.slice(1, 3).map(String),
        },
      },
      agency.guestAdmin.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateAgencyProfile).toMatchObject({
      bio: '<p>We <strong>build</strong></p>', website: 'https://bright.studio', agency_locations: ['Bristol'],
    });
    expect(await choicesOf(agency.owner.id)).toEqual({ services: [serviceIds[3]], genres: genreIds.slice(1, 3).sort() });
    const bad = await t.gql(PROFILE, { input: { ...(await onboarding()), website: 'javascript:alert(1)' } }, agency.owner.token);
    expect(fieldsOf(bad)['input.website']).toBe('Please enter a valid website address');
    // 1000 characters of text with markup around them are fine (the text is counted); 1001 are refused.
    const formatted = await t.gql(PROFILE, { input: { ...(await onboarding()), bio: `<p><strong>${'x'.repeat(1000)}</strong></p>` } }, agency.owner.token);
    expect(formatted.errors).toBeUndefined();
    const long = await t.gql(PROFILE, { input: { ...(await onboarding()), bio: `<p><strong>${'x'.repeat(1001)}</strong></p>` } }, agency.owner.token);
    expect(fieldsOf(long)['input.bio']).toBe('Bio must be less than 1000 characters');
  });
});

describe('updateAgencyAccount', () => {
  it("stores the address and phones (in the account's country), keeps the sign-in email, refuses a missing field", async () => {
    const agency = await makeAgency();
    const input = {
      avatar: await recordedLogo(), bio: 'About', agency_name: 'Acct', address_1: '1 Rue', address_2: '', city: 'Paris',
      state: 'IDF', country: 'FR', zip: '75001', agency_phones: ['06 12 34 56 78'],
    };
    const res = await t.gql(ACCOUNT, { input }, agency.owner.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateAgencyAccount).toMatchObject({ agency_phones: ['+33612345678'], city: 'Paris', bio: 'About' });
    const row = await rowOf(agency.owner.id);
    expect(row.email).toBe(`agency${made}@example.com`);
    expect(row.address_2).toBeNull();
    const bad = await t.gql(ACCOUNT, { input: { ...input, bio: '', agency_name: '', address_1: '' } }, agency.owner.token);
    expect(fieldsOf(bad)).toMatchObject({
      'input.bio': AGENCY_MSG.accountBio, 'input.agency_name': AGENCY_MSG.accountName, 'input.address_1': AGENCY_MSG.address,
    });
    const email = await t.gql(ACCOUNT, { input: { ...input, email: 'taken@example.com' } }, agency.owner.token);
    expect(codeOf(email)).not.toBe('OK');
    expect((await rowOf(agency.owner.id)).email).toBe(row.email);
  });
});

describe('User.services and Your data', () => {
  it("a listed agency's services are on its public card, read in one query for many agencies; hidden while unlisted", async () => {
    const agencies = [];
    for (let i = 0; i < 6; i++) {
      const agency = await makeAgency();
      await t.gql(COMPLETE, { input: { ...(await onboarding()), services: [String(serviceIds[i % serviceIds.length])] } }, agency.owner.token);
      agencies.push(agency);
    }
    const cards = (ids: number[]) => `{ ${ids.map((id, i) => `a${i}: user(id: "${id}") { id services { id name } }`).join(' ')} }`;
    const ids = agencies.map((a) => a.owner.id);
    // Unlisted (INACTIVE, unverified): a visitor may not read the card at all.
    expect(codeOf(await t.gql(cards(ids.slice(0, 1))))).toBe('UNAUTHENTICATED');
    await t.deps.db.update(users).set({ status: 'ACTIVE', privacy: 'ACTIVE', email_verified_at: new Date() }).where(inArray(users.id, ids));
    const { countStatements } = await import('../opportunities/test-fixtures.js');
    const six = await t.gql(cards(ids));
    expect(six.errors).toBeUndefined();
    expect(six.data.a5.services).toEqual([{ id: String(serviceIds[5]), name: expect.any(String) }]);
    // The loader's batch: one statement for six accounts (user(id) fields resolve apart on PostgreSQL, so the
    // batch is checked where a list of people hands it many ids at once).
    const batch = await countStatements(t.deps.db, () => servicesOfUsers(t.deps.db, ids));
    expect(batch.statements).toBe(1);
    expect(batch.result.map((list) => list.map((c) => c.id))).toEqual(ids.map((_, i) => [serviceIds[i % serviceIds.length]]));
    // The owner's own record tells whether it is verified; a visitor is not told.
    expect((await t.gql(`{ me { email_verified services { id } } }`, {}, agencies[0]!.owner.token)).data.me.email_verified).toBe(true);
    expect((await t.gql(`{ user(id: "${ids[0]}") { email_verified } }`)).data.user.email_verified).toBeNull();
  });

  it("lists the agency's services in Your data", async () => {
    const agency = await makeAgency();
    await t.gql(COMPLETE, { input: { ...(await onboarding()), services: [String(serviceIds[0])] } }, agency.owner.token);
    const { download, readExport } = await import('../account-data/test-fixtures.js');
    const res = await download(t, agency.owner.token);
    const [service] = await t.deps.db.select({ name: services.name }).from(services).where(eq(services.id, serviceIds[0]!));
    expect(readExport(res.rawPayload).data.profile.services).toEqual([service!.name]);
  });
});
