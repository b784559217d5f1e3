import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freelancerPreferences, resumes, users } from '../../db/schema/index.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';
import { hasAppliedToTeam } from './policy.js';
import { AUDIENCES, type Audience } from './visibility.js';

/**
 * Decision 0017 row by row: each viewer reads the same person's whole field set, and exactly the fields of
 * the audiences the table gives that viewer come back non-null (the person's fields are all filled first, so
 * null means hidden, not empty).
 *
 * hasAppliedToTeam is replaced here so that the "employer of an applicant" row is checked without making
 * applications; the memberships query is counted to show that relations are batched.
 */
vi.mock('./policy.js', () => ({
  hasAppliedToTeam: vi.fn(async (_db: unknown, ids: readonly number[]) => ids.map(() => false)),
}));
vi.mock('../../viewer/memberships.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../viewer/memberships.js')>();
  return { ...original, membershipsOfUsers: vi.fn(original.membershipsOfUsers) };
});
const { membershipsOfUsers } = await import('../../viewer/memberships.js');

const OBJECT_FIELDS: Record<string, string> = {
  isProfileComplete: '{ complete }',
  teams: '{ id }',
  teamUser: '{ id }',
  impersonator: '{ id }',
  educations: '{ id }',
  experiences: '{ id }',
  industries: '{ id }',
  genres: '{ id }',
  services: '{ id }',
  skills: '{ id }',
  qualifications: '{ id }',
  job_levels: '{ id }',
  languages: '{ id }',
  positions: '{ id }',
  resumes: '{ id }',
  activeResume: '{ id }',
  documents: '{ id }',
};
const ALL_FIELDS = Object.values(AUDIENCES)
  .flatMap((a) => [...a.fields])
  .map((f) => `${f} ${OBJECT_FIELDS[f] ?? ''}`)
  .join('\n');
const USER = `query($id: ID!) { user(id: $id) { ${ALL_FIELDS} } }`;

const fieldsOf = (...audiences: Audience[]) => audiences.flatMap((a) => [...AUDIENCES[a].fields]);
/** The session's fields are null outside login and impersonation, for everyone. */
const SESSION_ONLY = ['access_token', 'impersonator'];

let t: TestApp;
const id: Record<string, number> = {};
const token: Record<string, string> = {};
const ACCOUNTS = ['admin', 'employer', 'member', 'guest', 'freelancer', 'agency', 'inactive'] as const;
type Account = (typeof ACCOUNTS)[number];

/** Every exposed column of the person given a value, so that null in an answer can only mean hidden. */
const FILLED = {
  bio: 'Bio', pronouns: 'They/Them', language: 'English', ethnicity: 'Prefer not to say', description: 'What sets us apart',
  agency_name: 'Agency name', position: 'Position', jobtitle: 'Job title', avatar: 'uploads/a.png',
  website: 'https://example.test', linkedin: 'https://linkedin.test/x', supporting_url: 'https://portfolio.test',
  referee_1: 'Ref One', referee_2: 'Ref Two', phone_secondary: '+44 20 7946 0001', contact_email: 'contact@x.test',
  address_2: 'Floor 2', location: 'REMOTE', agency_locations: ['London'], company: 'Company',
  // Verified: an agency is listed only then; an unverified one is checked in email-verification's tests.
  email_verified_at: new Date(),
  billing_address_1: '2 Bill St', billing_address_2: 'Suite 1', billing_city: 'Leeds', billing_state: 'Yorkshire',
  billing_country: 'GB', billing_zip: 'LS1 1AA', invoice_company: 'Invoice Co', invoice_address_1: '3 Invoice Rd',
  invoice_address_2: 'Unit 4', invoice_city: 'York', invoice_state: 'Yorkshire', invoice_country: 'GB',
  invoice_zip: 'YO1 1AA', invoice_phone: '+44 20 7946 0002', invoice_email: 'invoices@x.test', pm_type: 'visa',
  pm_last_four: '4242', is_payment_active: true, can_use_logo: true, looking_for: 'SENIOR', payroll_status: '2',
  hear_us: 'google', hear_us_additional: 'A friend', salary_currency: 'GBP', minimum_salary: 300,
  maximum_salary: 500, salary_unit: 'DAY', start_date: '2030-01-01', right_to_work: '1', notice_period: '1 month',
  budget_currency: 'GBP', budget_min: 1000, budget_max: 9000,
};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.deps.db.select({ id: users.id, email: users.email }).from(users);
  for (const account of ACCOUNTS) {
    const email = account === 'employer' ? 'employer@demo.test' : `${account}@demo.test`;
    id[account] = rows.find((r) => r.email === email)!.id;
  }
  await t.deps.db.update(users).set(FILLED).where(inArray(users.id, Object.values(id)));
  // The freelancer's one-of-a-kind choices and a CV live in their own tables.
  const preferences = { job_type: 'BOTH', working_hours: 'BOTH_TIME', notice_period_unit: 'WEEKS', start_timing: '1' };
  await t.deps.db.insert(freelancerPreferences).values(Object.values(id).map((user_id) => ({ user_id, ...preferences })))
    .onConflictDoUpdate({ target: freelancerPreferences.user_id, set: preferences });
  await t.deps.db.insert(resumes).values(Object.values(id).map((user_id) => ({
    user_id, storage_key: `private/resumes/${user_id}.pdf`, file_name: 'cv.pdf', content_type: 'application/pdf', size: 100,
  })));
  for (const account of ACCOUNTS) token[account] = await t.login(`${account}@demo.test`);
});
afterAll(async () => t.close());
beforeEach(() => {
  vi.mocked(hasAppliedToTeam).mockImplementation(async (_db, ids) => ids.map(() => false));
});

async function read(viewer: Account | null, person: Account) {
  return t.gql(USER, { id: String(id[person]) }, viewer ? token[viewer] : undefined);
}

function nonNull(user: Record<string, unknown>): string[] {
  return Object.entries(user)
    .filter(([, v]) => v !== null)
    .map(([k]) => k)
    .sort();
}

/** Reads the person as the viewer and checks that exactly these audiences' fields come back. */
async function expectSees(viewer: Account | null, person: Account, audiences: Audience[], inherentlyNull: string[] = []) {
  const res = await read(viewer, person);
  expect(res.errors).toBeUndefined();
  const expected = fieldsOf(...audiences).filter((f) => !SESSION_ONLY.includes(f) && !inherentlyNull.includes(f));
  expect(nonNull(res.data.user)).toEqual(expected.sort());
  return res.data.user as Record<string, unknown>;
}

async function expectRefused(viewer: Account | null, person: Account, code: 'FORBIDDEN' | 'UNAUTHENTICATED') {
  const res = await read(viewer, person);
  expect(res.errors?.[0]?.extensions?.code).toBe(code);
  expect(res.data.user).toBeNull();
}

/** Everything the person reads of their own: all but the console's audience, the administrator's alone. */
const EVERYTHING: Audience[] = ['identity', 'card', 'profile', 'applicant', 'contact', 'address', 'billing', 'private', 'session'];
const ALL_BUT_SESSION: Audience[] = [...EVERYTHING.filter((a) => a !== 'session'), 'console'];

async function setPrivacy(person: Account, privacy: 'ACTIVE' | 'INACTIVE') {
  await t.deps.db.update(users).set({ privacy }).where(eq(users.id, id[person]!));
}

describe('self', () => {
  it('reads every field of their own, through user(id) and me', async () => {
    await expectSees('employer', 'employer', EVERYTHING);
    const me = await t.gql(`{ me { ${ALL_FIELDS} } }`, {}, token.employer);
    expect(nonNull(me.data.me)).toEqual(fieldsOf(...EVERYTHING).filter((f) => !SESSION_ONLY.includes(f)).sort());
  });

  it('reads every field of their own in the login answer, token included, though it was asked without a session', async () => {
    const res = await t.gql(
      `mutation($input: LoginInput!) { login(input: $input) { ${ALL_FIELDS} } }`,
      { input: { email: 'freelancer@demo.test', password: DEMO_PASSWORD } },
    );
    expect(res.errors).toBeUndefined();
    const expected = fieldsOf(...EVERYTHING).filter((f) => f !== 'impersonator' && f !== 'teamUser'); // no team
    expect(nonNull(res.data.login)).toEqual(expected.sort());
    const owner = await t.gql(
      `mutation($input: LoginInput!) { login(input: $input) { billing_city teams { id team_id role } teamUser { id } } }`,
      { input: { email: 'employer@demo.test', password: DEMO_PASSWORD } },
    );
    expect(owner.errors).toBeUndefined();
    expect(owner.data.login).toMatchObject({ billing_city: 'Leeds', teams: [{ team_id: String(id.employer), role: 'admin' }] });
  });
});

describe('platform administrator', () => {
  it('reads everything but the session of anyone, through user(id) and adminUser', async () => {
    await expectSees('admin', 'freelancer', ALL_BUT_SESSION, ['teamUser']);
    await expectSees('admin', 'employer', ALL_BUT_SESSION);
    const res = await t.gql(`query($id: ID!) { adminUser(id: $id) { ${ALL_FIELDS} } }`, { id: String(id.member) }, token.admin);
    expect(nonNull(res.data.adminUser)).toEqual(fieldsOf(...ALL_BUT_SESSION).sort());
  });
});

describe('teammates', () => {
  it('a team member reads the company account’s card, contact and (company) address — no billing, card digits or personal data', async () => {
    const seen = await expectSees('member', 'employer', ['identity', 'card', 'contact', 'address']);
    for (const field of ['billing_city', 'invoice_email', 'pm_type', 'pm_last_four', 'is_payment_active', 'ethnicity', 'right_to_work', 'status', 'teams']) {
      expect(seen[field], field).toBeNull();
    }
  });

  it("a team admin (a guest admin) reads the company account's billing and invoice details too", async () => {
    const seen = await expectSees('guest', 'employer', ['identity', 'card', 'contact', 'address', 'billing']);
    expect(seen).toMatchObject({ pm_last_four: '4242', invoice_email: 'invoices@x.test', ethnicity: null, right_to_work: null });
  });

  it("the owner reads a member's card and contact, nothing of theirs beyond", async () => {
    await expectSees('employer', 'member', ['identity', 'card', 'contact']);
  });

  it('a member of an agency team reads its card and contact (and, acting for a company, the browsable profile)', async () => {
    // The guest is a member of the agency's team and acts for the employer's company (an employer browsing).
    await expectSees('guest', 'agency', ['identity', 'card', 'contact', 'profile']);
  });
});

describe('employers', () => {
  it('browse a freelancer whose privacy is ACTIVE: card and profile, no contact, CV details or personal data', async () => {
    await expectSees('employer', 'freelancer', ['identity', 'card', 'profile']);
    await expectSees('member', 'freelancer', ['identity', 'card', 'profile']);
  });

  it('do not see a freelancer whose privacy is INACTIVE', async () => {
    await setPrivacy('freelancer', 'INACTIVE');
    try {
      await expectRefused('employer', 'freelancer', 'FORBIDDEN');
    } finally {
      await setPrivacy('freelancer', 'ACTIVE');
    }
  });

  it('do not browse while their account awaits approval', async () => {
    await expectRefused('inactive', 'freelancer', 'FORBIDDEN');
  });

  it('of an applicant read the contact and applicant details too, whatever the privacy', async () => {
    vi.mocked(hasAppliedToTeam).mockImplementation(async (_db, ids, seats) =>
      ids.map((p) => p === id.freelancer && seats.some((s) => s.team_id === id.employer)),
    );
    const seen = await expectSees('member', 'freelancer', ['identity', 'card', 'profile', 'applicant', 'contact']);
    expect(seen).toMatchObject({ email: 'freelancer@demo.test', referee_1: 'Ref One', ethnicity: null, right_to_work: null, hear_us: null });
    await setPrivacy('freelancer', 'INACTIVE');
    try {
      await expectSees('employer', 'freelancer', ['identity', 'card', 'profile', 'applicant', 'contact']);
      // Another company's people are not that employer.
      await expectRefused('inactive', 'freelancer', 'FORBIDDEN');
    } finally {
      await setPrivacy('freelancer', 'ACTIVE');
    }
  });
});

describe('other signed-in users', () => {
  it("read a company's public card and its address (company-profile/{id}), nothing personal", async () => {
    await expectSees('agency', 'employer', ['identity', 'card', 'address']);
    await expectSees('freelancer', 'employer', ['identity', 'card', 'address']);
  });

  it("read an agency's public card (no address)", async () => {
    await expectSees('freelancer', 'agency', ['identity', 'card']);
  });

  it('are refused a freelancer, a guest, an administrator and a company awaiting approval', async () => {
    await expectRefused('agency', 'freelancer', 'FORBIDDEN');
    await expectRefused('freelancer', 'member', 'FORBIDDEN');
    await expectRefused('freelancer', 'admin', 'FORBIDDEN');
    await expectRefused('freelancer', 'inactive', 'FORBIDDEN');
  });
});

describe('visitors', () => {
  it("read a company's and an agency's public card only", async () => {
    await expectSees(null, 'employer', ['identity', 'card']);
    await expectSees(null, 'agency', ['identity', 'card']);
  });

  it('are refused anyone else, and an agency whose privacy is INACTIVE', async () => {
    await expectRefused(null, 'freelancer', 'UNAUTHENTICATED');
    await expectRefused(null, 'inactive', 'UNAUTHENTICATED');
    await expectRefused(null, 'member', 'UNAUTHENTICATED');
    await setPrivacy('agency', 'INACTIVE');
    try {
      await expectRefused(null, 'agency', 'UNAUTHENTICATED');
    } finally {
      await setPrivacy('agency', 'ACTIVE');
    }
  });

  it('with a dead token are told to sign in again', async () => {
    const res = await t.gql(USER, { id: String(id.employer) }, 'not-a-token');
    expect(res.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('cost', () => {
  it("computes a person's relations once, however many fields ask", async () => {
    vi.mocked(membershipsOfUsers).mockClear();
    vi.mocked(hasAppliedToTeam).mockClear();
    const res = await read('guest', 'agency');
    expect(res.errors).toBeUndefined();
    // The guest's own teams come with the token lookup; the agency's are read once, for all its fields.
    expect(vi.mocked(membershipsOfUsers).mock.calls.length).toBe(1);
    expect(vi.mocked(hasAppliedToTeam).mock.calls.length).toBe(1);
  });

  it('reads a list of people with one memberships query (an administrator needs no relation query)', async () => {
    vi.mocked(membershipsOfUsers).mockClear();
    vi.mocked(hasAppliedToTeam).mockClear();
    const res = await t.gql(
      '{ adminUsers(first: 10) { data { id email ethnicity billing_city teamType teamOwner teams { id } teamUser { id } } } }',
      {},
      token.admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.adminUsers.data).toHaveLength(ACCOUNTS.length);
    expect(vi.mocked(membershipsOfUsers).mock.calls.length).toBe(1); // the teams fields, batched
    expect(vi.mocked(hasAppliedToTeam)).not.toHaveBeenCalled();
  });
});
