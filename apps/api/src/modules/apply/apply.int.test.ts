import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLY_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  applications, experiences, freelancerPreferences, opportunities, resumes, userGenres, users, userSkills, userTeams,
} from '../../db/schema/index.js';
import { person } from '../account-data/test-fixtures.js';
import { waitForLockWaits } from '../idempotency/test-locks.js';
import { ADD, APPLICANTS, CLOSE } from '../opportunities/test-documents.js';
import { jobInput, opportunityFixtures, projectInput, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';

/** Reading a post as a seeker and applying (decision 0038). */

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id access_token } }`;
const READ = `query($id: ID!) { seekerOpportunity(id: $id) {
  status post { id title target closed company { name } } application { id viewed follow_up application_link } } }`;
const APPLY = `mutation($id: ID!) { applyToOpportunity(id: $id) { status application { id follow_up application_link } } }`;

let t: TestApp;
let ref: ReferenceIds;
let f: ReturnType<typeof opportunityFixtures>;
let employer: string;
const post = {} as { job: string; project: string; hidden: string; atsJob: string };

type Res = { data: any; errors?: { message: string; extensions: { code: string } }[] };
const codeOf = (res: Res) => res.errors?.[0]?.extensions.code;

let signUps = 1;
async function freelancer(tag: string, opts: { complete?: boolean; status?: 'ACTIVE' | 'INACTIVE' } = {}) {
  const input = {
    type: 'FREELANCER', email: `${tag}-${randomBytes(3).toString('hex')}@example.test`, password: 'Secret-pass1', first_name: 'Robin',
    last_name: tag, address_1: '10 Test Street', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1 4AP', country: 'GB', phone: '+44 113 496 0000',
  };
  // Each sign-up from its own address: the file signs up more people than one address may in an hour.
  const res = await t.gql(REGISTER, { input }, undefined, { ip: `10.9.${Math.floor(signUps / 250)}.${signUps++ % 250}` });
  expect(res.errors).toBeUndefined();
  const id = Number(res.data.register.id);
  await t.deps.db.update(users).set({ status: opts.status ?? 'ACTIVE', bio: 'Designer' }).where(eq(users.id, id));
  if (opts.complete !== false) {
    const db = t.deps.db;
    await db.insert(freelancerPreferences).values({ user_id: id, job_type: 'FREELANCE', working_hours: 'FULLTIME' });
    await db.insert(userGenres).values({ user_id: id, genre_id: ref.design.genres[0]! });
    await db.insert(userSkills).values({ user_id: id, skill_id: ref.design.skills[0]!, is_top: true });
    await db.insert(experiences).values({ user_id: id, title: 'Designer', company: 'BBC', description: 'Titles', started_on: '2020-01-01' });
    await db.insert(resumes).values({ user_id: id, storage_key: `cv-${randomBytes(6).toString('hex')}`, file_name: 'cv.pdf', content_type: 'application/pdf', size: 100 });
  }
  return { id, email: input.email, token: res.data.register.access_token as string };
}

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
  await f.grant(await f.idOf('employer@demo.test'), 10);
  employer = await t.login('employer@demo.test');
  const add = async (input: Record<string, unknown>) => {
    const res = await t.gql(ADD, { input }, employer);
    expect(res.errors).toBeUndefined();
    return res.data.addOpportunity.id as string;
  };
  post.job = await add(jobInput(ref, { title: 'Motion designer', follow_up: 'Thanks! We reply within a week.', application_link: null }));
  post.atsJob = await add(jobInput(ref, { title: 'Art director', application_link: 'https://ats.example/jobs/1' }));
  post.project = await add(projectInput(ref, { title: 'Website rebuild' }));
  post.hidden = await add(jobInput(ref, { title: 'Draft role', is_active: false }));
});
afterAll(async () => t.close());

describe('reading a post as a seeker', () => {
  it('shows a freelancer a published job, Open, with no application yet', async () => {
    const me = await freelancer('reader');
    const res = await t.gql(READ, { id: post.job }, me.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.seekerOpportunity).toEqual({
      status: 'Open', post: { id: post.job, title: 'Motion designer', target: 'JOB', closed: false, company: { name: 'Northwind Studio' } }, application: null,
    });
  });

  it('is NOT_FOUND for a project, an unpublished post, an unknown id, or a post of a company that is not active', async () => {
    const me = await freelancer('blind');
    for (const id of [post.project, post.hidden, '999999']) expect(codeOf(await t.gql(READ, { id }, me.token))).toBe('NOT_FOUND');
    const company = await f.idOf('employer@demo.test');
    await t.deps.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, company));
    try {
      expect(codeOf(await t.gql(READ, { id: post.job }, me.token))).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(APPLY, { id: post.job }, me.token))).toBe('NOT_FOUND');
    } finally {
      await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, company));
    }
  });

  it('shows an agency projects, not jobs; refuses employers and visitors', async () => {
    const agency = await t.login('agency@demo.test');
    expect((await t.gql(READ, { id: post.project }, agency)).data.seekerOpportunity.post.target).toBe('PROJECT');
    expect(codeOf(await t.gql(READ, { id: post.job }, agency))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(READ, { id: post.job }, employer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(APPLY, { id: post.job }, employer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(READ, { id: post.job }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(APPLY, { id: post.job }))).toBe('UNAUTHENTICATED');
  });
});

describe('applying', () => {
  it('refuses an inactive freelancer with the spec words, and an incomplete one with what is missing', async () => {
    const inactive = await freelancer('inactive', { status: 'INACTIVE' });
    const res = await t.gql(APPLY, { id: post.job }, inactive.token);
    expect([codeOf(res), res.errors?.[0]?.message]).toEqual(['FORBIDDEN', APPLY_MSG.inactive]);
    const incomplete = await freelancer('incomplete', { complete: false });
    const half = await t.gql(APPLY, { id: post.job }, incomplete.token);
    expect(codeOf(half)).toBe('PROFILE_INCOMPLETE');
    expect(half.errors?.[0]?.message).toBe(`${APPLY_MSG.incomplete} CV, Experience, Job type, Working hours, Category experience, Skills.`);
    expect(await t.deps.db.select().from(applications).where(eq(applications.user_id, incomplete.id))).toEqual([]);
  });

  it('records one application, shows the follow-up, mails the applicant and the team, and the employer lists it', async () => {
    const me = await freelancer('applicant');
    const res = await t.gql(APPLY, { id: post.job }, me.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.applyToOpportunity).toMatchObject({ status: 'Open', application: { follow_up: 'Thanks! We reply within a week.', application_link: null } });
    expect((await t.gql(READ, { id: post.job }, me.token)).data.seekerOpportunity.application).toMatchObject({ viewed: false });

    const again = await t.gql(APPLY, { id: post.job }, me.token);
    expect([codeOf(again), again.errors?.[0]?.message]).toEqual(['ALREADY_APPLIED', APPLY_MSG.applied]);

    const followUp = await t.lastMailTo(me.email);
    expect(followUp?.subject).toBe('Your application: Motion designer');
    expect(followUp?.text_body).toContain('Thanks! We reply within a week.');
    expect(followUp?.text_body).toContain(`http://localhost:3000/freelancer/opportunities/${post.job}`);
    const notice = await t.lastMailTo('employer@demo.test');
    expect(notice?.subject).toBe('New applicant for Motion designer');
    expect(notice?.text_body).toContain(`Robin applicant has applied for Motion designer.`);

    const listed = (await t.gql(APPLICANTS, { id: post.job }, employer)).data.opportunityApplicants;
    expect(listed.map((a: { user: { email: string } }) => a.user.email)).toContain(me.email);
  });

  it('sends the ATS link with the follow-up, and tells nobody who switched emails off', async () => {
    const company = await f.idOf('employer@demo.test');
    await t.deps.db.update(users).set({ send_email: false }).where(eq(users.id, company));
    try {
      const before = t.sentMails.filter((m) => m.to === 'employer@demo.test').length;
      const me = await freelancer('ats');
      const res = await t.gql(APPLY, { id: post.atsJob }, me.token);
      expect(res.data.applyToOpportunity.application.application_link).toBe('https://ats.example/jobs/1');
      expect((await t.lastMailTo(me.email))?.text_body).toContain('https://ats.example/jobs/1');
      expect(t.sentMails.filter((m) => m.to === 'employer@demo.test')).toHaveLength(before);
    } finally {
      await t.deps.db.update(users).set({ send_email: true }).where(eq(users.id, company));
    }
  });

  it('gives one application when two requests race', async () => {
    const me = await freelancer('racer');
    const results = await Promise.all([1, 2, 3].map(() => t.gql(APPLY, { id: post.job }, me.token)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'ALREADY_APPLIED')).toHaveLength(2);
    expect(await t.deps.db.select().from(applications).where(eq(applications.user_id, me.id))).toHaveLength(1);
  });

  it('refuses a closed post, which reads Closed', async () => {
    const closing = await t.gql(
      ADD, { input: jobInput(ref, { title: 'Soon closed' }) }, employer,
    );
    const id = closing.data.addOpportunity.id;
    const closed = await t.gql(CLOSE, { id, input: { reason: 'FILLED_ELSEWHERE', closed_at: new Date().toISOString().slice(0, 10) } }, employer);
    expect(closed.errors).toBeUndefined();
    const me = await freelancer('late');
    expect((await t.gql(READ, { id }, me.token)).data.seekerOpportunity.status).toBe('Closed');
    const res = await t.gql(APPLY, { id }, me.token);
    expect([codeOf(res), res.errors?.[0]?.message]).toEqual(['OPPORTUNITY_CLOSED', APPLY_MSG.closed]);
  });

  it('lets an agency apply to a project for its team, once', async () => {
    const agency = await t.login('agency@demo.test');
    const res = await t.gql(APPLY, { id: post.project }, agency);
    expect(res.errors).toBeUndefined();
    const [row] = await t.deps.db.select().from(applications).where(eq(applications.opportunity_id, Number(post.project)));
    expect(row!.team_id).toBe(await f.idOf('agency@demo.test'));
    expect(codeOf(await t.gql(APPLY, { id: post.project }, agency))).toBe('ALREADY_APPLIED');
    const freelancerTry = await freelancer('projects');
    expect(codeOf(await t.gql(APPLY, { id: post.project }, freelancerTry.token))).toBe('NOT_FOUND');
  });

  it('gives an agency one application when two of its people apply at once', async () => {
    const agencyId = await f.idOf('agency@demo.test');
    const guests = [];
    for (const n of [1, 2]) {
      const guest = await person(t, `agency-guest-${n}-${randomBytes(3).toString('hex')}@example.test`, { type: 'GUEST' });
      await t.deps.db.insert(userTeams).values({ user_id: guest.id, team_id: agencyId, role: 'member', active: true });
      guests.push(guest);
    }
    const res = await t.gql(ADD, { input: projectInput(ref, { title: 'Shared pitch' }) }, employer);
    const id = res.data.addOpportunity.id;
    const results = await Promise.all(guests.map((g) => t.gql(APPLY, { id }, g.token)));
    expect(results.map(codeOf).sort()).toEqual(['ALREADY_APPLIED', undefined]);
    expect(await t.deps.db.select().from(applications).where(eq(applications.opportunity_id, Number(id)))).toHaveLength(1);
  });

  it('refuses an unpublished post', async () => {
    const me = await freelancer('drafts');
    expect(codeOf(await t.gql(APPLY, { id: post.hidden }, me.token))).toBe('NOT_FOUND');
    const [row] = await t.deps.db.select({ n: opportunities.id }).from(opportunities).where(eq(opportunities.id, Number(post.hidden)));
    expect(row).toBeDefined();
  });
});

describe('applying with an idempotency key (decision 0041)', () => {
  const APPLY_ONCE = `mutation($id: ID!, $key: String) { applyToOpportunity(id: $id, idempotencyKey: $key) {
    status application { id follow_up } } }`;
  // The application's mails only: the freelancer's sign-up mail ('being approved') may come or not, as the
  // fixture approves the account at once.
  const mailsTo = async (email: string) => {
    await t.deps.jobs.idle();
    return t.sentMails.filter((m) => m.to === email && /^(Your application|New applicant)/.test(m.subject)).length;
  };

  it('answers success to both of a double-clicked apply, with one application and one set of mails', async () => {
    const me = await freelancer('double');
    const notices = await mailsTo('employer@demo.test');
    const key = randomUUID();
    const results: Res[] = await Promise.all([1, 2].map(() => t.gql(APPLY_ONCE, { id: post.job, key }, me.token)));
    for (const res of results) expect(res.errors).toBeUndefined();
    expect(results[1]).toEqual(results[0]);
    expect(await t.deps.db.select().from(applications).where(eq(applications.user_id, me.id))).toHaveLength(1);
    expect(await mailsTo(me.email)).toBe(1);
    expect(await mailsTo('employer@demo.test')).toBe(notices + 1);
  });

  it('replays success for a repeat after it completed; a new submission is ALREADY_APPLIED', async () => {
    const me = await freelancer('retry');
    const key = randomUUID();
    const first: Res = await t.gql(APPLY_ONCE, { id: post.job, key }, me.token);
    expect(first.errors).toBeUndefined();
    expect(await t.gql(APPLY_ONCE, { id: post.job, key }, me.token)).toEqual(first);
    expect(codeOf(await t.gql(APPLY_ONCE, { id: post.job, key: randomUUID() }, me.token))).toBe('ALREADY_APPLIED');
    expect(codeOf(await t.gql(APPLY_ONCE, { id: post.atsJob, key }, me.token))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await mailsTo(me.email)).toBe(1);
  });

  it("never replays another person's answer: the same key applies for each of them", async () => {
    const [one, two] = [await freelancer('key-one'), await freelancer('key-two')];
    const key = randomUUID();
    const a: Res = await t.gql(APPLY_ONCE, { id: post.job, key }, one.token);
    const b: Res = await t.gql(APPLY_ONCE, { id: post.job, key }, two.token);
    expect([a.errors, b.errors]).toEqual([undefined, undefined]);
    expect(b.data.applyToOpportunity.application.id).not.toBe(a.data.applyToOpportunity.application.id);
    const [row] = await t.deps.db.select({ user_id: applications.user_id }).from(applications)
      .where(eq(applications.id, Number(b.data.applyToOpportunity.application.id)));
    expect(row?.user_id).toBe(two.id);
  });

  it.skipIf(!process.env.DATABASE_URL)('makes a repeat that arrives while the first runs wait for it, then answer success', async () => {
    const me = await freelancer('waiting');
    const key = randomUUID();
    let first!: Promise<Res>;
    let repeat!: Promise<Res>;
    // The post's row is held, so the first request stops inside its transaction, holding the key.
    await t.deps.db.transaction(async (tx) => {
      await tx.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.id, Number(post.job))).for('update');
      first = t.gql(APPLY_ONCE, { id: post.job, key }, me.token);
      await waitForLockWaits(t.deps.db, 1);
      repeat = t.gql(APPLY_ONCE, { id: post.job, key }, me.token);
      await waitForLockWaits(t.deps.db, 2);
    });
    const [a, b] = await Promise.all([first, repeat]);
    expect([a.errors, b.errors]).toEqual([undefined, undefined]);
    expect(b).toEqual(a);
    expect(await t.deps.db.select().from(applications).where(eq(applications.user_id, me.id))).toHaveLength(1);
  });
});

describe('the applied list', () => {
  const MINE = '{ myApplications { data { title status viewed company target } paginatorInfo { total } } }';

  it("lists a seeker's own applications, newest first, Open until the post closes; nobody else's; not for employers", async () => {
    const me = await freelancer('lister');
    const other = await freelancer('other-lister');
    const created = await t.gql(ADD, { input: jobInput(ref, { title: 'Listed role' }) }, employer);
    const id = created.data.addOpportunity.id;
    expect((await t.gql(APPLY, { id: post.job }, me.token)).errors).toBeUndefined();
    expect((await t.gql(APPLY, { id }, me.token)).errors).toBeUndefined();
    expect((await t.gql(APPLY, { id }, other.token)).errors).toBeUndefined();

    const listed = (await t.gql(MINE, {}, me.token)).data.myApplications;
    expect(listed.paginatorInfo.total).toBe(2);
    expect(listed.data).toEqual([
      { title: 'Listed role', status: 'Open', viewed: false, company: 'Northwind Studio', target: 'JOB' },
      { title: 'Motion designer', status: 'Open', viewed: false, company: 'Northwind Studio', target: 'JOB' },
    ]);
    await t.gql(CLOSE, { id, input: { reason: 'JOB_POSTPONED', closed_at: new Date().toISOString().slice(0, 10) } }, employer);
    expect((await t.gql(MINE, {}, me.token)).data.myApplications.data[0].status).toBe('Closed');
    expect(codeOf(await t.gql(MINE, {}, employer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(MINE, {}))).toBe('UNAUTHENTICATED');
  });
});

describe("the seeker's own post page: the pipeline status (issue 28)", () => {
  const STAGE = `query($id: ID!) { seekerOpportunity(id: $id) { application { id pipeline_status pipeline_status_changed_at } } }`;
  const SET = `mutation($ids: [ID!]!, $status: String!) { setApplicationStatus(ids: $ids, status: $status) }`;
  const NOTE = `mutation($id: ID!, $body: String!) { addApplicationNote(id: $id, body: $body) { status } }`;

  it('shows the applicant their status and since when, as the team moves it; never a note; nobody else sees it', async () => {
    const created = await t.gql(ADD, { input: jobInput(ref, { title: 'Pipeline role' }) }, employer);
    const id = created.data.addOpportunity.id as string;
    const me = await freelancer('stage');
    const other = await freelancer('stage-other');
    expect((await t.gql(APPLY, { id }, me.token)).errors).toBeUndefined();

    const fresh = (await t.gql(STAGE, { id }, me.token)).data.seekerOpportunity.application;
    expect(fresh.pipeline_status).toBe('NEW');
    const before = Date.parse(fresh.pipeline_status_changed_at);

    const moved = await t.gql(SET, { ids: [fresh.id], status: 'SHORTLISTED' }, employer);
    expect(moved.errors).toBeUndefined();
    expect((await t.gql(NOTE, { id: fresh.id, body: 'Secret team note' }, employer)).errors).toBeUndefined();
    const read = await t.gql(STAGE, { id }, me.token);
    expect(read.data.seekerOpportunity.application).toMatchObject({ id: fresh.id, pipeline_status: 'SHORTLISTED' });
    expect(Date.parse(read.data.seekerOpportunity.application.pipeline_status_changed_at)).toBeGreaterThanOrEqual(before);
    expect(JSON.stringify(read)).not.toContain('Secret');
    // The seeker's application type has no notes or history to ask for.
    const notes = await t.gql(`query($id: ID!) { seekerOpportunity(id: $id) { application { notes { body } } } }`, { id }, me.token);
    expect(notes.errors?.[0]?.message).toMatch(/Cannot query field "notes"/);

    // Another freelancer reading the same post has no application, so no status.
    expect((await t.gql(STAGE, { id }, other.token)).data.seekerOpportunity.application).toBeNull();
    // The employer and a visitor are refused the seeker's reading.
    expect(codeOf(await t.gql(STAGE, { id }, employer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(STAGE, { id }))).toBe('UNAUTHENTICATED');
  });

  it("shows an agency its team's application status", async () => {
    const created = await t.gql(ADD, { input: projectInput(ref, { title: 'Pipeline project' }) }, employer);
    const id = created.data.addOpportunity.id as string;
    const agency = await t.login('agency@demo.test');
    expect((await t.gql(APPLY, { id }, agency)).errors).toBeUndefined();
    const mine = (await t.gql(STAGE, { id }, agency)).data.seekerOpportunity.application;
    expect((await t.gql(SET, { ids: [mine.id], status: 'INTERVIEWING' }, employer)).errors).toBeUndefined();
    expect((await t.gql(STAGE, { id }, agency)).data.seekerOpportunity.application.pipeline_status).toBe('INTERVIEWING');
  });
});

describe('the message sent with an application', () => {
  const APPLY_WITH = `mutation($id: ID!, $key: String, $message: String) { applyToOpportunity(id: $id, idempotencyKey: $key, message: $message) {
    application { id message } } }`;
  const TEAM_READS = `query($id: ID!) { applicationPipeline(id: $id) { message } }`;

  it('keeps it trimmed with the application, for the applicant and the posting team', async () => {
    const me = await freelancer('message');
    const res = await t.gql(APPLY_WITH, { id: post.job, key: randomUUID(), message: '  I led the titles for two BBC series.  ' }, me.token);
    expect(res.errors).toBeUndefined();
    const { id, message } = res.data.applyToOpportunity.application;
    expect(message).toBe('I led the titles for two BBC series.');
    expect((await t.gql(TEAM_READS, { id }, employer)).data.applicationPipeline.message).toBe(message);
    // The team's notice of the new applicant carries it, as text.
    await t.lastMailTo('employer@demo.test');
    const notice = t.sentMails.filter((m) => m.to === 'employer@demo.test' && m.subject.startsWith('New applicant') && m.text.includes(message)).at(-1);
    expect(notice?.text).toContain(`They wrote:\n\n${message}`);
    // Another seeker cannot read the team's view of it.
    expect(codeOf(await t.gql(TEAM_READS, { id }, (await freelancer('nosy')).token))).toBe('FORBIDDEN');
  });

  it('stores a blank message as none, and an agency sends one too', async () => {
    const me = await freelancer('blank');
    const res = await t.gql(APPLY_WITH, { id: post.atsJob, message: '   ' }, me.token);
    expect(res.data.applyToOpportunity.application.message).toBeNull();
    const created = await t.gql(ADD, { input: projectInput(ref, { title: 'Message project' }) }, employer);
    const agency = await t.login('agency@demo.test');
    const sent = await t.gql(APPLY_WITH, { id: created.data.addOpportunity.id, message: 'Our studio did this twice.' }, agency);
    expect(sent.data.applyToOpportunity.application.message).toBe('Our studio did this twice.');
  });

  it('refuses a message over 2000 characters on its field, and applies nothing', async () => {
    const me = await freelancer('long');
    const res: Res & { errors?: { extensions: { fields?: Record<string, string> } }[] } = await t.gql(
      APPLY_WITH, { id: post.job, message: 'x'.repeat(2001) }, me.token,
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.extensions.fields).toEqual({ message: APPLY_MSG.messageTooLong });
    expect(await t.deps.db.select().from(applications).where(eq(applications.user_id, me.id))).toHaveLength(0);
    expect((await t.gql(APPLY_WITH, { id: post.job, message: 'x'.repeat(2000) }, me.token)).errors).toBeUndefined();
  });

  it('replays one submission with its message; the same key with another message is a different request', async () => {
    const me = await freelancer('msg-key');
    const key = randomUUID();
    const first = await t.gql(APPLY_WITH, { id: post.job, key, message: 'Hello' }, me.token);
    expect(await t.gql(APPLY_WITH, { id: post.job, key, message: 'Hello' }, me.token)).toEqual(first);
    expect(codeOf(await t.gql(APPLY_WITH, { id: post.job, key, message: 'Changed' }, me.token))).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
