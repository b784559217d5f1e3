import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { PIPELINE_MSG } from '@mp/domain';
import { applicationNotes, applications, applicationStatusChanges, users } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { jobInput, opportunityFixtures, referenceIds } from '../opportunities/test-fixtures.js';
import { ADD, CLOSE } from '../opportunities/test-documents.js';

/**
 * The applicant pipeline (decision 0055), allowed and refused: setApplicationStatus, addApplicationNote,
 * applicationPipeline, applicantStatusCounts, the Viewed mark, closing as filled, and the applicant's own view.
 */
const SET = `mutation($ids: [ID!]!, $status: String!) { setApplicationStatus(ids: $ids, status: $status) }`;
const NOTE = `mutation($id: ID!, $body: String!, $key: String) { addApplicationNote(id: $id, body: $body, idempotencyKey: $key) {
  notes { body author_name } } }`;
const PIPELINE = `query($id: ID!) { applicationPipeline(id: $id) { status read_only notes { body author_name created_at }
  history { from_status to_status author_name } } }`;
const COUNTS = `query($id: ID!) { applicantStatusCounts(id: $id) { status count } }`;
const LIST = `query($id: ID!, $status: ApplicationStatus, $first: Int) { opportunityApplicants(id: $id, status: $status, first: $first) { id status } }`;
const DELETE_NOTE = `mutation($id: ID!) { deleteApplicationNote(id: $id) { notes { id body can_delete } } }`;
const NOTES = `query($id: ID!) { applicationPipeline(id: $id) { notes { id body can_delete can_edit edited_at } } }`;
const EDIT_NOTE = `mutation($id: ID!, $body: String!) { editApplicationNote(id: $id, body: $body) { notes { id body edited_at can_edit } } }`;
const PAGE = `query($id: ID!) { opportunity(id: $id) { id title } opportunityApplicants(id: $id, first: 50, page: 1) { id contact { id name email phone } }
  applicantStatusCounts(id: $id) { status count } }`;
const MARK = `mutation($id: ID!) { markApplicationViewed(id: $id) { id status } }`;
const APPLIED = `query { myApplications(first: 50) { data { id pipeline_status pipeline_status_changed_at } } }`;
const RESTORE = `mutation($id: ID!) { restoreOpportunity(id: $id) { id deleted_at } }`;

let t: TestApp;
let f: ReturnType<typeof opportunityFixtures>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;
const messageOf = (res: { errors?: { message: string }[] }) => res.errors?.[0]?.message;

let seq = 0;
async function applicant() {
  const email = `applicant-${++seq}-${randomUUID().slice(0, 6)}@example.com`;
  const [row] = await t.deps.db
    .insert(users)
    .values({ email, password_hash: 'x', type: 'FREELANCER', status: 'ACTIVE', privacy: 'INACTIVE', first_name: `Ann${seq}` })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

/** A fresh post of the employer's (or for the member), with `n` applicants. */
async function postWith(n: number, opts: { forMember?: boolean; token?: string } = {}) {
  const input = jobInput(ref, { title: `Role ${++seq}`, ...(opts.forMember ? { created_by: String(ids.member) } : {}) });
  const post = Number((await t.gql(ADD, { input }, opts.token ?? tokens.employer)).data.addOpportunity.id);
  const people = [];
  for (let i = 0; i < n; i++) {
    const person = await applicant();
    await f.apply(post, person.id);
    const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.user_id, person.id));
    people.push({ ...person, applicationId: row!.id });
  }
  return { post, people };
}

const statusOf = async (id: number) => (await t.deps.db.select().from(applications).where(eq(applications.id, id)))[0]!;
const historyOf = (id: number) => t.deps.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.application_id, id));
const notSelectedMails = (email: string) => t.sentMails.filter((m) => m.to === email && m.subject.startsWith('Your application for'));

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
  const other = await adminFixtures(t).pendingCompany('other-pipe@example.com', 'Other Co');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  ids.employer = await f.idOf('employer@demo.test');
  ids.member = await f.idOf('member@demo.test');
  ids.admin = await f.idOf('admin@demo.test');
  ids.other = Number(other.id);
  await f.grant(ids.employer, 30);
  await f.grant(ids.other, 2);
  for (const [who, email] of [
    ['employer', 'employer@demo.test'], ['member', 'member@demo.test'], ['guest', 'guest@demo.test'],
    ['freelancer', 'freelancer@demo.test'], ['agency', 'agency@demo.test'],
  ]) tokens[who!] = await t.login(email!);
  tokens.other = await t.login('other-pipe@example.com', 'Secret-pass1!');
  tokens.impersonated = await issueToken(t.deps.db, ids.employer, { ip: '127.0.0.1' }, { impersonatorId: ids.admin });
});
afterAll(async () => t.close());

describe('setApplicationStatus', () => {
  it('moves one or many in one go, writes a history row per real change and nothing for a no-op', async () => {
    const { post, people } = await postWith(3);
    const [a, b, c] = people.map((p) => p.applicationId);
    const res = await t.gql(SET, { ids: [a, b], status: 'SHORTLISTED' }, tokens.employer);
    expect(res.errors).toBeUndefined();
    expect((await statusOf(a!)).status).toBe('SHORTLISTED');
    expect((await statusOf(c!)).status).toBe('NEW');
    expect(await historyOf(a!)).toMatchObject([{ from_status: 'NEW', to_status: 'SHORTLISTED', actor_id: ids.employer }]);
    // The same again (and b with a duplicate id): nothing written.
    await t.gql(SET, { ids: [a, b, b], status: 'SHORTLISTED' }, tokens.employer);
    expect(await historyOf(a!)).toHaveLength(1);
    const counts = (await t.gql(COUNTS, { id: post }, tokens.employer)).data.applicantStatusCounts;
    expect(counts).toContainEqual({ status: 'SHORTLISTED', count: 2 });
    expect(counts).toContainEqual({ status: 'NEW', count: 1 });
    expect(counts).toHaveLength(7);
    const shortlisted = (await t.gql(LIST, { id: post, status: 'SHORTLISTED', first: 50 }, tokens.employer)).data.opportunityApplicants;
    expect(shortlisted.map((r: { id: string }) => Number(r.id)).sort()).toEqual([a, b].sort());
  });

  it('lets a guest admin change any post, and a member only the posts assigned to them', async () => {
    const mine = await postWith(1, { forMember: true });
    const theirs = await postWith(1);
    expect((await t.gql(SET, { ids: [theirs.people[0]!.applicationId], status: 'INTERVIEWING' }, tokens.guest)).errors).toBeUndefined();
    expect((await t.gql(SET, { ids: [mine.people[0]!.applicationId], status: 'INTERVIEWING' }, tokens.member)).errors).toBeUndefined();
    expect((await statusOf(mine.people[0]!.applicationId)).status).toBe('INTERVIEWING');
    // The member's own post and an unassigned one in one request: NOT_FOUND, and neither changes.
    const both = [mine.people[0]!.applicationId, theirs.people[0]!.applicationId];
    expect(codeOf(await t.gql(SET, { ids: both, status: 'OFFERED' }, tokens.member))).toBe('NOT_FOUND');
    expect((await statusOf(mine.people[0]!.applicationId)).status).toBe('INTERVIEWING');
    expect(await historyOf(mine.people[0]!.applicationId)).toHaveLength(1);
  });

  it("refuses another team, an unknown id, a seeker, a visitor and an impersonating administrator, writing nothing", async () => {
    const { people } = await postWith(1);
    const id = people[0]!.applicationId;
    expect(codeOf(await t.gql(SET, { ids: [id], status: 'HIRED' }, tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(SET, { ids: [id, 999999], status: 'HIRED' }, tokens.employer))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(SET, { ids: [id], status: 'HIRED' }, tokens.freelancer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SET, { ids: [id], status: 'HIRED' }, tokens.agency))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SET, { ids: [id], status: 'HIRED' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(SET, { ids: [id], status: 'HIRED' }, tokens.impersonated))).toBe('FORBIDDEN');
    expect((await statusOf(id)).status).toBe('NEW');
    expect(await historyOf(id)).toHaveLength(0);
  });

  it("answers a status that does not exist with the field's message, and hostile ids with BAD_USER_INPUT", async () => {
    const { people } = await postWith(1);
    const res = await t.gql(SET, { ids: [people[0]!.applicationId], status: "HIRED'; drop table applications;--" }, tokens.employer);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(messageOf(res)).toBe(PIPELINE_MSG.status);
    expect(codeOf(await t.gql(SET, { ids: ['1 or 1=1'], status: 'HIRED' }, tokens.employer))).toBe('BAD_USER_INPUT');
    expect(messageOf(await t.gql(SET, { ids: [], status: 'HIRED' }, tokens.employer))).toBe(PIPELINE_MSG.ids);
    expect((await statusOf(people[0]!.applicationId)).status).toBe('NEW');
  });

  it('mails Not selected once per application, and not to someone who turned it off', async () => {
    const { people } = await postWith(2);
    const [keen, quiet] = people;
    await t.deps.db.update(users).set({ send_not_selected_email: false }).where(eq(users.id, quiet!.id));
    await t.gql(SET, { ids: [keen!.applicationId, quiet!.applicationId], status: 'NOT_SELECTED' }, tokens.employer);
    await t.deps.jobs.idle();
    expect(notSelectedMails(keen!.email)).toHaveLength(1);
    expect(notSelectedMails(keen!.email)[0]!.text).toContain('Thank you for applying');
    expect(notSelectedMails(quiet!.email)).toHaveLength(0);
    // Back and forth: the mail is not sent again.
    await t.gql(SET, { ids: [keen!.applicationId], status: 'SHORTLISTED' }, tokens.employer);
    await t.gql(SET, { ids: [keen!.applicationId], status: 'NOT_SELECTED' }, tokens.employer);
    await t.deps.jobs.idle();
    expect(notSelectedMails(keen!.email)).toHaveLength(1);
    expect((await statusOf(keen!.applicationId)).not_selected_mailed_at).not.toBeNull();
    expect((await statusOf(quiet!.applicationId)).not_selected_mailed_at).toBeNull();
  });
});

describe('notes and history', () => {
  it('adds a note once per key, readable by the team with author and time', async () => {
    const { people } = await postWith(1);
    const id = people[0]!.applicationId;
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const res = await t.gql(NOTE, { id, body: '  Strong portfolio  ', key }, tokens.employer);
      expect(res.errors).toBeUndefined();
    }
    const read = (await t.gql(PIPELINE, { id }, tokens.guest)).data.applicationPipeline;
    expect(read.notes).toHaveLength(1);
    expect(read.notes[0]).toMatchObject({ body: 'Strong portfolio' });
    expect(read.notes[0].author_name).toBeTruthy();
    expect(read.read_only).toBe(false);
  });

  it('refuses an empty or too long note, and anyone outside the team, writing nothing', async () => {
    const { people } = await postWith(1);
    const id = people[0]!.applicationId;
    expect(messageOf(await t.gql(NOTE, { id, body: 'x'.repeat(2001) }, tokens.employer))).toBe(PIPELINE_MSG.noteTooLong);
    expect(messageOf(await t.gql(NOTE, { id, body: '   ' }, tokens.employer))).toBe(PIPELINE_MSG.noteEmpty);
    expect(codeOf(await t.gql(NOTE, { id, body: 'mine' }, tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(NOTE, { id, body: 'mine' }, tokens.member))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(NOTE, { id, body: 'mine' }, tokens.freelancer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(PIPELINE, { id }, tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PIPELINE, { id }, tokens.member))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PIPELINE, { id }, tokens.freelancer))).toBe('FORBIDDEN');
    expect(await t.deps.db.select().from(applicationNotes).where(eq(applicationNotes.application_id, id))).toHaveLength(0);
    // 2,000 exactly is fine.
    expect((await t.gql(NOTE, { id, body: 'y'.repeat(2000) }, tokens.employer)).errors).toBeUndefined();
  });

  it('records Viewed on first opening with the viewer as actor, once', async () => {
    const { people } = await postWith(1);
    const id = people[0]!.applicationId;
    expect((await t.gql(MARK, { id }, tokens.impersonated)).data.markApplicationViewed.status).toBe('NEW');
    expect((await t.gql(MARK, { id }, tokens.guest)).data.markApplicationViewed.status).toBe('VIEWED');
    await t.gql(MARK, { id }, tokens.employer);
    expect(await historyOf(id)).toMatchObject([{ from_status: 'NEW', to_status: 'VIEWED' }]);
    const history = (await t.gql(PIPELINE, { id }, tokens.employer)).data.applicationPipeline.history;
    expect(history).toHaveLength(1);
  });
});

/** A note by `who` on the application; its id. */
async function noteBy(who: string, id: number, body = `Note by ${who}`) {
  const res = await t.gql(NOTE, { id, body }, tokens[who]);
  expect(res.errors).toBeUndefined();
  const notes = (await t.gql(NOTES, { id }, tokens[who])).data.applicationPipeline.notes as { id: string; body: string }[];
  return Number(notes.find((n) => n.body === body)!.id);
}
const noteExists = async (id: number) => (await t.deps.db.select().from(applicationNotes).where(eq(applicationNotes.id, id))).length === 1;
const noteRow = async (id: number) => (await t.deps.db.select().from(applicationNotes).where(eq(applicationNotes.id, id)))[0]!;

describe('deleting a note', () => {
  it('lets the author delete their own note, and says which notes the viewer may delete', async () => {
    const { people } = await postWith(1, { forMember: true });
    const id = people[0]!.applicationId;
    const mine = await noteBy('member', id);
    const boss = await noteBy('employer', id);
    const seen = (await t.gql(NOTES, { id }, tokens.member)).data.applicationPipeline.notes as { id: string; can_delete: boolean }[];
    expect(Object.fromEntries(seen.map((n) => [Number(n.id), n.can_delete]))).toEqual({ [mine]: true, [boss]: false });
    const res = await t.gql(DELETE_NOTE, { id: mine }, tokens.member);
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteApplicationNote.notes.map((n: { id: string }) => Number(n.id))).toEqual([boss]);
    expect(await noteExists(mine)).toBe(false);
  });

  it("lets a team admin (the owner, a guest admin) delete anyone's note of the team", async () => {
    const { people } = await postWith(1, { forMember: true });
    const id = people[0]!.applicationId;
    const byMember = await noteBy('member', id);
    const byEmployer = await noteBy('employer', id);
    expect((await t.gql(NOTES, { id }, tokens.guest)).data.applicationPipeline.notes.every((n: { can_delete: boolean }) => n.can_delete)).toBe(true);
    expect((await t.gql(DELETE_NOTE, { id: byMember }, tokens.employer)).errors).toBeUndefined();
    expect((await t.gql(DELETE_NOTE, { id: byEmployer }, tokens.guest)).errors).toBeUndefined();
    expect(await noteExists(byMember)).toBe(false);
    expect(await noteExists(byEmployer)).toBe(false);
  });

  it("refuses a member deleting a teammate's note, another team, an unassigned member, a seeker, a visitor and an impersonating administrator, deleting nothing", async () => {
    const assigned = await postWith(1, { forMember: true });
    const teammates = await noteBy('employer', assigned.people[0]!.applicationId);
    expect(codeOf(await t.gql(DELETE_NOTE, { id: teammates }, tokens.member))).toBe('FORBIDDEN');
    const unassigned = await postWith(1);
    const note = await noteBy('employer', unassigned.people[0]!.applicationId);
    expect(codeOf(await t.gql(DELETE_NOTE, { id: note }, tokens.member))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE_NOTE, { id: note }, tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE_NOTE, { id: note }, tokens.freelancer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(DELETE_NOTE, { id: note }, tokens.agency))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(DELETE_NOTE, { id: note }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(DELETE_NOTE, { id: note }, tokens.impersonated))).toBe('FORBIDDEN');
    expect(await noteExists(teammates)).toBe(true);
    expect(await noteExists(note)).toBe(true);
    // Unknown and hostile ids; a repeat of a delete finds nothing.
    expect(codeOf(await t.gql(DELETE_NOTE, { id: 99999999 }, tokens.employer))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE_NOTE, { id: '1 or 1=1' }, tokens.employer))).toBe('BAD_USER_INPUT');
    expect((await t.gql(DELETE_NOTE, { id: note }, tokens.employer)).errors).toBeUndefined();
    expect(codeOf(await t.gql(DELETE_NOTE, { id: note }, tokens.employer))).toBe('NOT_FOUND');
  });

  it('refuses while the post is closed, and works again once it is restored', async () => {
    const { post, people } = await postWith(1);
    const note = await noteBy('employer', people[0]!.applicationId);
    await t.gql(CLOSE, { id: post, input: { reason: 'JOB_POSTPONED' } }, tokens.employer);
    const refused = await t.gql(DELETE_NOTE, { id: note }, tokens.employer);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(messageOf(refused)).toBe(PIPELINE_MSG.closed);
    expect(await noteExists(note)).toBe(true);
    await t.gql(RESTORE, { id: post }, tokens.employer);
    expect((await t.gql(DELETE_NOTE, { id: note }, tokens.employer)).errors).toBeUndefined();
  });
});

describe('editing a note', () => {
  it('lets its author change the words, records when, and writes nothing for the same words', async () => {
    const { people } = await postWith(1, { forMember: true });
    const id = people[0]!.applicationId;
    const mine = await noteBy('member', id);
    const boss = await noteBy('employer', id);
    const seen = (await t.gql(NOTES, { id }, tokens.member)).data.applicationPipeline.notes as { id: string; can_edit: boolean; edited_at: string | null }[];
    expect(Object.fromEntries(seen.map((n) => [Number(n.id), n.can_edit]))).toEqual({ [mine]: true, [boss]: false });
    expect(seen.every((n) => n.edited_at === null)).toBe(true);
    const res = await t.gql(EDIT_NOTE, { id: mine, body: '  Strong portfolio, call Tuesday  ' }, tokens.member);
    expect(res.errors).toBeUndefined();
    const edited = res.data.editApplicationNote.notes.find((n: { id: string }) => Number(n.id) === mine);
    expect(edited.body).toBe('Strong portfolio, call Tuesday');
    expect(edited.edited_at).not.toBeNull();
    const first = (await noteRow(mine)).edited_at;
    expect((await t.gql(EDIT_NOTE, { id: mine, body: 'Strong portfolio, call Tuesday' }, tokens.member)).errors).toBeUndefined();
    expect((await noteRow(mine)).edited_at).toEqual(first);
  });

  it("refuses another's note (an admin too), another team, an unassigned member, a seeker, a visitor and an impersonating administrator, and bad words, changing nothing", async () => {
    const assigned = await postWith(1, { forMember: true });
    const members = await noteBy('member', assigned.people[0]!.applicationId, 'By the member');
    expect(codeOf(await t.gql(EDIT_NOTE, { id: members, body: 'Rewritten' }, tokens.employer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(EDIT_NOTE, { id: members, body: 'Rewritten' }, tokens.guest))).toBe('FORBIDDEN');
    const unassigned = await postWith(1);
    const note = await noteBy('employer', unassigned.people[0]!.applicationId, 'By the owner');
    expect(codeOf(await t.gql(EDIT_NOTE, { id: note, body: 'Rewritten' }, tokens.member))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(EDIT_NOTE, { id: note, body: 'Rewritten' }, tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(EDIT_NOTE, { id: note, body: 'Rewritten' }, tokens.freelancer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(EDIT_NOTE, { id: note, body: 'Rewritten' }, tokens.agency))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(EDIT_NOTE, { id: note, body: 'Rewritten' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(EDIT_NOTE, { id: note, body: 'Rewritten' }, tokens.impersonated))).toBe('FORBIDDEN');
    expect(messageOf(await t.gql(EDIT_NOTE, { id: note, body: 'x'.repeat(2001) }, tokens.employer))).toBe(PIPELINE_MSG.noteTooLong);
    expect(messageOf(await t.gql(EDIT_NOTE, { id: note, body: '   ' }, tokens.employer))).toBe(PIPELINE_MSG.noteEmpty);
    expect(codeOf(await t.gql(EDIT_NOTE, { id: 99999999, body: 'Rewritten' }, tokens.employer))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(EDIT_NOTE, { id: '1 or 1=1', body: 'Rewritten' }, tokens.employer))).toBe('BAD_USER_INPUT');
    expect(await noteRow(members)).toMatchObject({ body: 'By the member', edited_at: null });
    expect(await noteRow(note)).toMatchObject({ body: 'By the owner', edited_at: null });
  });

  it('refuses while the post is closed, and works again once it is restored', async () => {
    const { post, people } = await postWith(1);
    const note = await noteBy('employer', people[0]!.applicationId);
    await t.gql(CLOSE, { id: post, input: { reason: 'JOB_POSTPONED' } }, tokens.employer);
    const refused = await t.gql(EDIT_NOTE, { id: note, body: 'Later' }, tokens.employer);
    expect(messageOf(refused)).toBe(PIPELINE_MSG.closed);
    expect((await noteRow(note)).edited_at).toBeNull();
    await t.gql(RESTORE, { id: post }, tokens.employer);
    expect((await t.gql(EDIT_NOTE, { id: note, body: 'Later' }, tokens.employer)).errors).toBeUndefined();
  });
});

describe('the applicants page', () => {
  it("gives the post's team each applicant's contact, and no one else anything", async () => {
    const { post, people } = await postWith(2, { forMember: true });
    await t.deps.db.update(users).set({ last_name: 'Lovelace', phone: '+44 161 496 0000' }).where(eq(users.id, people[0]!.id));
    for (const who of ['employer', 'guest', 'member']) {
      const res = await t.gql(PAGE, { id: post }, tokens[who]);
      expect(res.errors).toBeUndefined();
      const row = res.data.opportunityApplicants.find((a: { id: string }) => Number(a.id) === people[0]!.applicationId);
      expect(row.contact).toMatchObject({ id: String(people[0]!.id), email: people[0]!.email, phone: '+44 161 496 0000' });
      expect(row.contact.name).toMatch(/Lovelace$/);
    }
    const unassigned = await postWith(1);
    const refused = await t.gql(PAGE, { id: unassigned.post }, tokens.member);
    expect(refused.data).toBeNull();
    expect(JSON.stringify(refused)).not.toContain(unassigned.people[0]!.email);
    for (const [who, code] of [['other', 'NOT_FOUND'], ['freelancer', 'FORBIDDEN'], ['agency', 'FORBIDDEN'], [undefined, 'UNAUTHENTICATED']] as const) {
      const res = await t.gql(PAGE, { id: post }, who ? tokens[who] : undefined);
      expect(codeOf(res)).toBe(code);
      expect(JSON.stringify(res)).not.toContain(people[0]!.email);
    }
  });
});

describe('closing as filled, and the closed pipeline', () => {
  let post: number;
  let people: Awaited<ReturnType<typeof postWith>>['people'];

  beforeEach(async () => {
    ({ post, people } = await postWith(3));
  });

  it('hires the chosen applicant and leaves the others unless asked', async () => {
    const res = await t.gql(CLOSE, { id: post, input: { reason: 'FILLED_BY_APPLICANT', freelancer_id: String(people[0]!.id) } }, tokens.employer);
    expect(res.errors).toBeUndefined();
    expect((await statusOf(people[0]!.applicationId)).status).toBe('HIRED');
    expect((await statusOf(people[1]!.applicationId)).status).toBe('NEW');
  });

  it('marks the others Not selected when ticked, mails them, and keeps it all read-only until restored', async () => {
    await t.gql(SET, { ids: [people[2]!.applicationId], status: 'NOT_SELECTED' }, tokens.employer);
    await t.deps.jobs.idle();
    const input = { reason: 'FILLED_BY_APPLICANT', freelancer_id: String(people[0]!.id), others_not_selected: true };
    expect((await t.gql(CLOSE, { id: post, input }, tokens.employer)).errors).toBeUndefined();
    await t.deps.jobs.idle();
    const rows = await t.deps.db.select().from(applications).where(inArray(applications.id, people.map((p) => p.applicationId)));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [people[0]!.applicationId]: 'HIRED', [people[1]!.applicationId]: 'NOT_SELECTED', [people[2]!.applicationId]: 'NOT_SELECTED',
    });
    expect(notSelectedMails(people[1]!.email)).toHaveLength(1);
    expect(notSelectedMails(people[2]!.email)).toHaveLength(1);
    expect(notSelectedMails(people[0]!.email)).toHaveLength(0);
    // Closed: no change, no note; the refusal says why.
    const refused = await t.gql(SET, { ids: [people[1]!.applicationId], status: 'SHORTLISTED' }, tokens.employer);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(messageOf(refused)).toBe(PIPELINE_MSG.closed);
    expect(messageOf(await t.gql(NOTE, { id: people[1]!.applicationId, body: 'late' }, tokens.employer))).toBe(PIPELINE_MSG.closed);
    expect((await t.gql(PIPELINE, { id: people[1]!.applicationId }, tokens.employer)).data.applicationPipeline.read_only).toBe(true);
    // Restored: statuses stay, changes work again.
    await t.gql(RESTORE, { id: post }, tokens.employer);
    expect((await statusOf(people[0]!.applicationId)).status).toBe('HIRED');
    expect((await t.gql(SET, { ids: [people[1]!.applicationId], status: 'SHORTLISTED' }, tokens.employer)).errors).toBeUndefined();
  });

  it('refuses the option with another reason', async () => {
    const res = await t.gql(CLOSE, { id: post, input: { reason: 'JOB_POSTPONED', others_not_selected: true } }, tokens.employer);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect((await statusOf(people[0]!.applicationId)).status).toBe('NEW');
  });
});

describe("the applicant's side", () => {
  it('shows each applicant their own status and when it changed, never notes or history', async () => {
    const { post } = await postWith(0);
    const me = await t.login('freelancer@demo.test');
    const [freelancer] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'freelancer@demo.test'));
    await f.apply(post, freelancer!.id);
    const [mine] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.opportunity_id, post));
    await t.gql(SET, { ids: [mine!.id], status: 'INTERVIEWING' }, tokens.employer);
    await t.gql(NOTE, { id: mine!.id, body: 'Secret team note' }, tokens.employer);
    const listed = (await t.gql(APPLIED, {}, me)).data.myApplications.data.find((a: { id: string }) => Number(a.id) === mine!.id);
    expect(listed.pipeline_status).toBe('INTERVIEWING');
    expect(listed.pipeline_status_changed_at).toBeTruthy();
    expect(JSON.stringify(listed)).not.toContain('Secret');
    expect(codeOf(await t.gql(PIPELINE, { id: mine!.id }, me))).toBe('FORBIDDEN');
  });
});
