import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_MSG, monthOf, yearsBetween } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { educations, experiences, users } from '../../db/schema/index.js';
import { seedDemoOpportunities } from '../../seed/opportunities.js';

/** Decision 0031: a freelancer's education and experience, their rules, owners and readers. */

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id access_token } }`;
const EDU_FIELDS = 'id school_name qualification description from to';
const EXP_FIELDS = 'id title company description from to years';
const CREATE_EDU = `mutation($input: EducationInput!) { createEducation(input: $input) { ${EDU_FIELDS} } }`;
const UPDATE_EDU = `mutation($id: ID!, $input: EducationInput!) { updateEducation(id: $id, input: $input) { ${EDU_FIELDS} } }`;
const DELETE_EDU = `mutation($id: ID!) { deleteEducation(id: $id) }`;
const CREATE_EXP = `mutation($input: ExperienceInput!) { createExperience(input: $input) { ${EXP_FIELDS} } }`;
const UPDATE_EXP = `mutation($id: ID!, $input: ExperienceInput!) { updateExperience(id: $id, input: $input) { ${EXP_FIELDS} } }`;
const DELETE_EXP = `mutation($id: ID!) { deleteExperience(id: $id) }`;
const READ = `query($id: ID!) { user(id: $id) { id educations { ${EDU_FIELDS} } experiences { ${EXP_FIELDS} } } }`;
const ME = `{ me { id educations { ${EDU_FIELDS} } experiences { ${EXP_FIELDS} } } }`;

const EDU = { school_name: 'Leeds Arts', qualification: 'BA Graphic Design', description: 'First class', from: '2012-09', to: '2015-06' };
const EXP = { title: 'Motion designer', company: 'BBC', description: 'Idents and titles', from: '2018-01', to: '2020-12' };

let t: TestApp;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

type Res = { data: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
const codeOf = (res: Res) => res.errors?.[0]?.extensions.code;
const fieldsOf = (res: Res) => {
  expect(codeOf(res)).toBe('BAD_USER_INPUT');
  return res.errors![0]!.extensions.fields!;
};

/** A new approved account of this type (status and privacy as given). */
async function account(type: 'FREELANCER' | 'COMPANY', tag: string, privacy = 'ACTIVE') {
  const input = {
    type, email: `${tag}-${randomBytes(3).toString('hex')}@example.test`, password: 'Secret-pass1', first_name: 'Robin',
    last_name: 'Tester', address_1: '10 Test Street', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1 4AP', country: 'GB',
    phone: '+44 113 496 0000', ...(type === 'COMPANY' ? { company: 'Other Ltd', position: 'Lead' } : {}),
  };
  const res = await t.gql(REGISTER, { input });
  expect(res.errors).toBeUndefined();
  const userId = Number(res.data.register.id);
  await t.deps.db.update(users).set({ status: 'ACTIVE', privacy }).where(eq(users.id, userId));
  return { id: userId, token: res.data.register.access_token as string };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoOpportunities(t.deps.db); // the demo freelancer applied to the demo company's posts
  for (const who of ['employer', 'freelancer', 'agency', 'admin'] as const) {
    token[who] = await t.login(`${who}@demo.test`);
    id[who] = Number((await t.gql('{ me { id } }', {}, token[who])).data.me.id);
  }
  for (const [who, type] of [['owner', 'FREELANCER'], ['other', 'FREELANCER'], ['otherEmployer', 'COMPANY']] as const) {
    const a = await account(type, who);
    token[who] = a.token;
    id[who] = a.id;
  }
});
afterAll(async () => t.close());

describe('the owner', () => {
  it('adds, reads (most recent first), edits and removes education', async () => {
    const old = await t.gql(CREATE_EDU, { input: EDU }, token.owner);
    expect(old.errors).toBeUndefined();
    expect(old.data.createEducation).toMatchObject(EDU);
    const current = await t.gql(CREATE_EDU, { input: { qualification: 'MA Animation', description: 'Part time', from: '2024-09' } }, token.owner);
    expect(current.data.createEducation).toMatchObject({ school_name: null, to: null });

    const me = await t.gql(ME, {}, token.owner);
    expect(me.data.me.educations.map((e: { qualification: string }) => e.qualification)).toEqual(['MA Animation', 'BA Graphic Design']);

    const eduId = old.data.createEducation.id;
    const edited = await t.gql(UPDATE_EDU, { id: eduId, input: { ...EDU, school_name: '', to: '2016-06' } }, token.owner);
    expect(edited.data.updateEducation).toMatchObject({ id: eduId, school_name: null, to: '2016-06' });

    const removed = await t.gql(DELETE_EDU, { id: eduId }, token.owner);
    expect(removed.data.deleteEducation).toBe(eduId);
    expect(await t.deps.db.select().from(educations).where(eq(educations.id, Number(eduId)))).toEqual([]);
    expect(codeOf(await t.gql(DELETE_EDU, { id: eduId }, token.owner))).toBe('NOT_FOUND');
  });

  it('adds, reads, edits and removes experience, with years computed from the months', async () => {
    const done = await t.gql(CREATE_EXP, { input: EXP }, token.owner);
    expect(done.errors).toBeUndefined();
    expect(done.data.createExperience).toMatchObject({ ...EXP, years: 3 });
    const now = await t.gql(CREATE_EXP, { input: { ...EXP, title: 'Lead', from: '2021-01', to: null } }, token.owner);
    expect(now.data.createExperience).toMatchObject({ to: null, years: yearsBetween('2021-01', null) });

    const me = await t.gql(ME, {}, token.owner);
    expect(me.data.me.experiences.map((e: { title: string }) => e.title)).toEqual(['Lead', 'Motion designer']);

    const expId = done.data.createExperience.id;
    const edited = await t.gql(UPDATE_EXP, { id: expId, input: { ...EXP, to: '2019-05' } }, token.owner);
    expect(edited.data.updateExperience).toMatchObject({ id: expId, to: '2019-05', years: 1 });
    expect((await t.gql(DELETE_EXP, { id: expId }, token.owner)).data.deleteExperience).toBe(expId);
    expect(codeOf(await t.gql(UPDATE_EXP, { id: expId, input: EXP }, token.owner))).toBe('NOT_FOUND');
  });

  it("answers the modals' messages and stores nothing", async () => {
    const blankEdu = { school_name: null, qualification: ' ', description: '', from: '' };
    expect(fieldsOf(await t.gql(CREATE_EDU, { input: blankEdu }, token.owner))).toEqual({
      'input.qualification': HISTORY_MSG.required,
      'input.description': HISTORY_MSG.required,
      'input.from': HISTORY_MSG.required,
    });
    const blankExp = { title: '', company: ' ', description: '', from: '2020-01' };
    expect(fieldsOf(await t.gql(CREATE_EXP, { input: blankExp }, token.owner))).toEqual({
      'input.title': HISTORY_MSG.required,
      'input.company': HISTORY_MSG.required,
      'input.description': HISTORY_MSG.required,
    });
    expect(fieldsOf(await t.gql(CREATE_EXP, { input: { ...EXP, to: '2017-12' } }, token.owner))).toEqual({ 'input.to': HISTORY_MSG.endBeforeStart });
    expect(fieldsOf(await t.gql(CREATE_EDU, { input: { ...EDU, from: '2012-13' } }, token.owner))).toEqual({ 'input.from': HISTORY_MSG.month });
    expect(fieldsOf(await t.gql(CREATE_EXP, { input: { ...EXP, description: 'd'.repeat(5001) } }, token.owner))).toEqual({
      'input.description': HISTORY_MSG.tooLong5000,
    });
    const rows = await t.deps.db.select().from(experiences).where(eq(experiences.user_id, id.owner!));
    expect(rows.every((r) => r.title !== '' && r.ended_on !== '2017-12-01')).toBe(true);
  });

  it('keeps the table honest when the rules are bypassed', async () => {
    await expect(
      t.deps.db.insert(experiences).values({ user_id: id.owner!, title: 'x', company: 'y', description: 'z', started_on: '2020-02-01', ended_on: '2020-01-01' }),
    ).rejects.toThrow();
  });
});

describe('everyone else, writing', () => {
  let eduId: string;
  let expId: string;
  beforeAll(async () => {
    eduId = (await t.gql(CREATE_EDU, { input: EDU }, token.owner)).data.createEducation.id;
    expId = (await t.gql(CREATE_EXP, { input: EXP }, token.owner)).data.createExperience.id;
  });

  it("another freelancer: the owner's rows are NOT_FOUND and stay as they were", async () => {
    for (const [doc, vars] of [
      [UPDATE_EDU, { id: eduId, input: { ...EDU, qualification: 'Stolen' } }],
      [DELETE_EDU, { id: eduId }],
      [UPDATE_EXP, { id: expId, input: { ...EXP, title: 'Stolen' } }],
      [DELETE_EXP, { id: expId }],
    ] as const) {
      const res = await t.gql(doc, vars, token.other);
      expect(codeOf(res), doc).toBe('NOT_FOUND');
    }
    const [edu] = await t.deps.db.select().from(educations).where(eq(educations.id, Number(eduId)));
    const [exp] = await t.deps.db.select().from(experiences).where(eq(experiences.id, Number(expId)));
    expect(edu!.qualification).toBe(EDU.qualification);
    expect(exp!.title).toBe(EXP.title);
    // and their own additions are theirs: the owner does not see them
    await t.gql(CREATE_EXP, { input: { ...EXP, title: 'Other person' } }, token.other);
    const me = await t.gql(ME, {}, token.owner);
    expect(me.data.me.experiences.map((e: { title: string }) => e.title)).not.toContain('Other person');
  });

  it('an employer, an agency and an administrator are FORBIDDEN; a visitor is UNAUTHENTICATED', async () => {
    const ops = [
      [CREATE_EDU, { input: EDU }], [UPDATE_EDU, { id: eduId, input: EDU }], [DELETE_EDU, { id: eduId }],
      [CREATE_EXP, { input: EXP }], [UPDATE_EXP, { id: expId, input: EXP }], [DELETE_EXP, { id: expId }],
    ] as const;
    for (const who of ['employer', 'agency', 'admin'] as const) {
      for (const [doc, vars] of ops) expect(codeOf(await t.gql(doc, vars, token[who])), `${who} ${doc}`).toBe('FORBIDDEN');
    }
    for (const [doc, vars] of ops) expect(codeOf(await t.gql(doc, vars)), doc).toBe('UNAUTHENTICATED');
    expect(await t.deps.db.select().from(educations).where(eq(educations.id, Number(eduId)))).toHaveLength(1);
  });
});

describe('readers (decision 0017, profile audience)', () => {
  beforeAll(async () => {
    await t.gql(CREATE_EXP, { input: { ...EXP, title: 'Applicant role' } }, token.freelancer);
    await t.gql(CREATE_EDU, { input: EDU }, token.freelancer);
  });
  const read = (who: string | undefined, personId: number) => t.gql(READ, { id: personId }, who ? token[who] : undefined);

  it('the employer a freelancer applied to reads them, even with privacy INACTIVE', async () => {
    await t.deps.db.update(users).set({ privacy: 'INACTIVE' }).where(eq(users.id, id.freelancer!));
    try {
      const res = await read('employer', id.freelancer!);
      expect(res.errors).toBeUndefined();
      expect(res.data.user.experiences.map((e: { title: string }) => e.title)).toContain('Applicant role');
      expect(res.data.user.educations).toHaveLength(1);
      // an employer the freelancer did not apply to may not see the hidden profile at all
      expect(codeOf(await read('otherEmployer', id.freelancer!))).toBe('FORBIDDEN');
    } finally {
      await t.deps.db.update(users).set({ privacy: 'ACTIVE' }).where(eq(users.id, id.freelancer!));
    }
  });

  it('an employer browsing reads a browsable (privacy ACTIVE) freelancer', async () => {
    const res = await read('otherEmployer', id.owner!);
    expect(res.errors).toBeUndefined();
    expect(res.data.user.experiences.length).toBeGreaterThan(0);
    expect(res.data.user.educations.length).toBeGreaterThan(0);
  });

  it('an administrator reads anyone; the owner reads their own', async () => {
    expect((await read('admin', id.owner!)).data.user.experiences.length).toBeGreaterThan(0);
    expect((await read('owner', id.owner!)).data.user.educations.length).toBeGreaterThan(0);
  });

  it('another freelancer, an agency and a visitor do not', async () => {
    expect(codeOf(await read('other', id.owner!))).toBe('FORBIDDEN');
    expect(codeOf(await read('agency', id.owner!))).toBe('FORBIDDEN');
    expect(codeOf(await read(undefined, id.owner!))).toBe('UNAUTHENTICATED');
  });

  it('the fields are null for a viewer who sees the card but not the profile (a teammate of a company)', async () => {
    const res = await t.gql(`query($id: ID!) { user(id: $id) { id experiences { id } educations { id } } }`, { id: id.employer }, token.freelancer);
    // a freelancer may see a listed company's card, never its profile lists
    expect(res.errors).toBeUndefined();
    expect(res.data.user).toMatchObject({ experiences: null, educations: null });
  });

  it('reads the months as stored first-of-month dates', () => {
    expect(monthOf(new Date(Date.UTC(2026, 0, 1)))).toBe('2026-01');
  });
});
