import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OPPORTUNITY_MSG as M } from '@mp/domain';
import { creditLedger, opportunities } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { jobInput, opportunityFixtures, projectInput, referenceIds, type ReferenceIds } from './test-fixtures.js';
import { ADD, BALANCE, GET, TEAM_USERS, UPDATE } from './test-documents.js';

let t: TestApp;
let ref: ReferenceIds;
let f: ReturnType<typeof opportunityFixtures>;
let token: string;
let teamId: number;

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
  teamId = await f.idOf('employer@demo.test');
  await f.grant(teamId, 5);
  token = await t.login('employer@demo.test');
});
afterAll(async () => t.close());

const fieldsOf = (res: { errors?: { extensions: { code: string; fields?: Record<string, string> } }[] }) => {
  expect(res.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  return res.errors![0]!.extensions.fields;
};

describe('posting a job', () => {
  it('creates the post with its lists, takes one credit and writes the ledger row', async () => {
    const before = await f.balance(teamId);
    const res = await t.gql(ADD, { input: jobInput(ref) }, token);
    expect(res.errors).toBeUndefined();
    const post = res.data.addOpportunity;
    expect(post).toMatchObject({ title: 'Senior brand designer', target: 'JOB', is_active: true, applicantCount: 0, creator: { id: String(teamId) } });
    expect(post.slug).toMatch(/^senior-brand-designer-[a-z0-9]{6}$/);
    expect(await f.balance(teamId)).toBe(before - 1);
    expect((await t.gql(BALANCE, {}, token)).data.currentCredit).toEqual({ team_id: String(teamId), balance: before - 1 });
    const [row] = await t.deps.db.select().from(creditLedger).where(eq(creditLedger.opportunity_id, Number(post.id)));
    expect(row).toMatchObject({ direction: 'OUT', quantity: 1, balance_after: before - 1, reason: 'Job post', actor_id: teamId });

    const got = (await t.gql(GET, { id: post.id }, token)).data.opportunity;
    expect(got).toMatchObject({
      location_type: 'HYBRID', is_on_site: true, is_remote: true, type: 'FREELANCE', sub_type: 'FULLTIME', duration: 7, is_ir35: 0,
      level: { id: String(ref.level), key: 'SENIOR' }, position: { id: String(ref.design.position) }, industries: [{ id: '1' }],
      compensation_currency: 'GBP', compensation_unit: 'DAY', minimumBudget: 350, maximumBudget: 450, company: { company: 'Northwind Studio' },
      job_number: new Date().toISOString().slice(0, 10),
    });
    expect(got.skills).toHaveLength(4);
    expect(got.skills.filter((s: { must_have: boolean }) => s.must_have)).toEqual([{ id: String(ref.design.skills[0]), software: false, must_have: true }]);
    expect(got.skills.filter((s: { software: boolean }) => s.software)).toHaveLength(1);
  });

  it('posts a project as PROJECT everywhere, with its services', async () => {
    const res = await t.gql(ADD, { input: projectInput(ref) }, token);
    const got = (await t.gql(GET, { id: res.data.addOpportunity.id }, token)).data.opportunity;
    expect(got).toMatchObject({
      target: 'PROJECT', type: 'PROJECT', sub_type: 'PROJECT', level: null, position: null, is_on_site: false, is_remote: false,
      location_type: null, compensation_unit: null, duration: 4, industries: [], services: ref.services.slice(0, 2).map((id) => ({ id: String(id) })),
    });
  });

  it("says each of the spec's messages on its field, and takes nothing", async () => {
    const before = await f.balance(teamId);
    const empty = {
      target: 'JOB', title: '', industries: ['1'], genres: [], description: '<p> </p>', skills: [], follow_up: ' ',
    };
    expect(fieldsOf(await t.gql(ADD, { input: empty }, token))).toEqual({
      'input.title': M.title,
      'input.genres': M.genres,
      'input.location_type': M.locationType,
      'input.description': M.description,
      'input.type': M.roleType,
      'input.sub_type': M.workingHours,
      'input.level': M.level,
      'input.position': M.position,
      'input.skills': M.skills,
      'input.minimumBudget': M.minimumBudget,
      'input.maximumBudget': M.maximumBudget,
      'input.follow_up': M.followUp,
    });
    expect(fieldsOf(await t.gql(ADD, { input: jobInput(ref, { industries: ['2'], software_skills: [], position: String(ref.architecture.position), genres: [], skills: [] }) }, token)))
      .toMatchObject({ 'input.software_skills': M.softwareSkills, 'input.qualifications': M.qualifications });
    expect(fieldsOf(await t.gql(ADD, { input: projectInput(ref, { services: [] }) }, token))).toEqual({ 'input.services': M.services });
    const four = ref.design.skills.slice(0, 4).map(String);
    expect(fieldsOf(await t.gql(ADD, { input: jobInput(ref, { skills: four, skill_must_haves: four }) }, token))).toEqual({
      'input.skill_must_haves': M.mustHavesMax,
    });
    expect(fieldsOf(await t.gql(ADD, { input: jobInput(ref, { maximumBudget: 100 }) }, token))).toEqual({ 'input.maximumBudget': M.budgetOrder });
    expect(fieldsOf(await t.gql(ADD, { input: jobInput(ref, { target: null }) }, token))).toEqual({ 'input.target': M.notInList });
    expect(await f.balance(teamId)).toBe(before);
  });

  it("refuses choices the form would not offer: another discipline's skills, a position of another level, a software skill as a skill", async () => {
    const res = await t.gql(
      ADD,
      { input: jobInput(ref, { skills: [String(ref.architecture.skills[0])], skill_must_haves: [], genres: [String(ref.architecture.genres[0])], position: String(ref.architecture.position), software_skills: [String(ref.design.skills[4])] }) },
      token,
    );
    expect(fieldsOf(res)).toEqual({
      'input.skills': M.notInList, 'input.genres': M.notInList, 'input.position': M.notInList, 'input.software_skills': M.notInList,
    });
  });

  it('keeps only bold, italic, underline, paragraphs, lists and line breaks in the description', async () => {
    const description =
      '<p style="color:red" class="x" onclick="alert(1)">Hi <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u><br>' +
      '<a href="https://evil.example">link</a><span style="font-size:40px">big</span></p><script>alert(1)</script>' +
      '<ol><li>one</li></ol><img src="https://x/y.png" onerror="alert(1)"><h1>Title</h1>';
    const res = await t.gql(ADD, { input: jobInput(ref, { description }) }, token);
    const got = (await t.gql(GET, { id: res.data.addOpportunity.id }, token)).data.opportunity;
    expect(got.description).toBe(
      '<p>Hi <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u><br />linkbig</p><ol><li>one</li></ol>Title',
    );
    const onlyScript = await t.gql(ADD, { input: jobInput(ref, { description: '<script>alert(1)</script>' }) }, token);
    expect(fieldsOf(onlyScript)).toEqual({ 'input.description': M.description });
  });

  it('creates for the chosen Team User, a member of the team, and refuses anyone else', async () => {
    const members = (await t.gql(TEAM_USERS, {}, token)).data.opportunityTeamUsers;
    expect(members.map((m: { email: string }) => m.email).sort()).toEqual(['employer@demo.test', 'guest@demo.test', 'member@demo.test']);
    const member = members.find((m: { email: string }) => m.email === 'member@demo.test');
    const res = await t.gql(ADD, { input: jobInput(ref, { created_by: member.id }) }, token);
    expect(res.data.addOpportunity.creator).toEqual({ id: member.id });
    const freelancer = await f.idOf('freelancer@demo.test');
    expect(fieldsOf(await t.gql(ADD, { input: jobInput(ref, { created_by: String(freelancer) }) }, token))).toEqual({ 'input.created_by': M.teamUser });
  });
});

describe('editing', () => {
  beforeAll(async () => void (await f.grant(teamId, 2)));

  it('changes the post without a charge, and is_active only when sent', async () => {
    const id = (await t.gql(ADD, { input: jobInput(ref, { is_active: false }) }, token)).data.addOpportunity.id;
    const before = await f.balance(teamId);
    const { is_active: _, ...edit } = jobInput(ref, { title: 'Renamed', type: 'PERMANENT', skills: [String(ref.design.skills[1])], skill_must_haves: [] });
    const res = await t.gql(UPDATE, { id, input: edit }, token);
    expect(res.data.updateOpportunity).toMatchObject({ title: 'Renamed', is_active: false });
    const got = (await t.gql(GET, { id }, token)).data.opportunity;
    // A permanent role has no duration or IR35; the lists are replaced.
    expect(got).toMatchObject({ type: 'PERMANENT', duration: null, is_ir35: null });
    expect(got.skills.map((s: { id: string; software: boolean }) => [s.id, s.software]).sort()).toEqual(
      [[String(ref.design.skills[1]), false], [String(ref.design.software[0]), true]].sort(),
    );
    expect((await t.gql(UPDATE, { id, input: { ...edit, is_active: true } }, token)).data.updateOpportunity.is_active).toBe(true);
    expect(await f.balance(teamId)).toBe(before);
    const [row] = await t.deps.db.select({ slug: opportunities.slug }).from(opportunities).where(eq(opportunities.id, Number(id)));
    expect(row!.slug).toMatch(/^senior-brand-designer-/);
  });

  it('says the edit messages, and keeps the kind', async () => {
    const id = (await t.gql(ADD, { input: projectInput(ref) }, token)).data.addOpportunity.id;
    expect(fieldsOf(await t.gql(UPDATE, { id, input: projectInput(ref, { follow_up: '', genres: [] }) }, token))).toEqual({
      'input.follow_up': M.followUp,
      'input.genres': M.genres,
    });
    // Sent as a job, a project stays a project: the project's rules apply.
    const res = await t.gql(UPDATE, { id, input: { ...jobInput(ref), duration: 99, services: ref.services.map(String) } }, token);
    expect(res.errors).toBeUndefined();
    expect((await t.gql(GET, { id }, token)).data.opportunity).toMatchObject({ target: 'PROJECT', type: 'PROJECT', level: null });
  });
});

describe('the balance', () => {
  it("refuses a post with no credit left: INSUFFICIENT_BALANCE, 'Insufficient Balance!', nothing written", async () => {
    const balance = await f.balance(teamId);
    for (let i = 0; i < balance; i++) expect((await t.gql(ADD, { input: projectInput(ref) }, token)).errors).toBeUndefined();
    const count = async () => (await t.deps.db.select({ id: opportunities.id }).from(opportunities)).length;
    const posts = await count();
    const res = await t.gql(ADD, { input: jobInput(ref) }, token);
    expect(res.errors[0]).toMatchObject({ message: M.insufficientBalance, extensions: { code: 'INSUFFICIENT_BALANCE' } });
    expect(await count()).toBe(posts);
    expect(await f.ledgerState(teamId)).toMatchObject({ sum: 0, last: 0, balance: 0 });
  });
});
