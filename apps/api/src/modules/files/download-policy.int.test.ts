import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { applications, users } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { ADD } from '../opportunities/test-documents.js';
import { jobInput, opportunityFixtures, referenceIds } from '../opportunities/test-fixtures.js';
import { mintDownloadUrl } from './links.js';
import { canReadPrivateFiles } from './policy.js';
import { docx, pdf, uploadFile } from './test-fixtures.js';

/**
 * Who may list and download a freelancer's CVs and documents (decision 0030, files/policy.ts), allowed and
 * refused: the owner, another freelancer, the admins of the team applied to and the member the post is
 * assigned to, an employer without an application, an agency, a visitor, an administrator.
 */
const FILES = `query($id: ID!) { user(id: $id) { id
  resumes { id file_name size created_at active download_url }
  activeResume { id file_name download_url }
  documents { id name file_name size created_at download_url } } }`;

type Reader = 'owner' | 'otherFreelancer' | 'employer' | 'guestAdmin' | 'assignedMember' | 'otherCompany' | 'agency' | 'admin';
let t: TestApp;
const ids = {} as Record<Reader | 'member' | 'secondApplicant', number>;
const tokens = {} as Record<Reader | 'member' | 'secondApplicant', string>;
let cv: { id: number }; // the owner's active CV
let older: { id: number };
let paper: { id: number };
let secondCv: { id: number };

async function freelancer(email: string) {
  const [row] = await t.deps.db
    .insert(users)
    .values({ email, password_hash: 'x', type: 'FREELANCER', status: 'ACTIVE', privacy: 'ACTIVE', first_name: email.split('@')[0] })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  const other = await adminFixtures(t).pendingCompany('other-co@example.com', 'Other Co');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  Object.assign(ids, {
    owner: await freelancer('owner@example.com'),
    secondApplicant: await freelancer('second@example.com'),
    otherFreelancer: await f.idOf('freelancer@demo.test'),
    employer: await f.idOf('employer@demo.test'),
    guestAdmin: await f.idOf('guest@demo.test'),
    assignedMember: await f.idOf('member@demo.test'),
    otherCompany: Number(other.id),
    agency: await f.idOf('agency@demo.test'),
    admin: await f.idOf('admin@demo.test'),
  });
  // The administrator's session proved a second factor, as the console needs (decision 0064).
  for (const who of Object.keys(ids) as (keyof typeof ids)[])
    tokens[who] = await issueToken(t.deps.db, ids[who], { ip: '127.0.0.1' }, who === 'admin' ? { factorAt: new Date() } : {});
  await f.grant(ids.employer, 5);
  const add = async (input: object) => Number((await t.gql(ADD, { input }, tokens.employer)).data.addOpportunity.id);
  const forMember = await add(jobInput(ref, { title: 'For Milo', created_by: String(ids.assignedMember) }));
  const brand = await add(jobInput(ref, { title: 'Brand lead' }));
  // The owner applied to the member's post; the second applicant to a post not assigned to the member.
  await t.deps.db.insert(applications).values([
    { opportunity_id: forMember, user_id: ids.owner },
    { opportunity_id: brand, user_id: ids.secondApplicant },
  ]);

  older = (await uploadFile(t, 'resumes', { token: tokens.owner, bytes: docx(), fileName: 'old.docx' })).body;
  cv = (await uploadFile(t, 'resumes', { token: tokens.owner, bytes: pdf(), fileName: 'cv.pdf' })).body;
  paper = (await uploadFile(t, 'documents', { token: tokens.owner, bytes: pdf(), fileName: 'refs.pdf', name: 'References' })).body;
  secondCv = (await uploadFile(t, 'resumes', { token: tokens.secondApplicant, bytes: pdf(), fileName: 'second.pdf' })).body;
  expect([older, cv, paper, secondCv].every((f) => typeof f.id === 'number')).toBe(true);
});
afterAll(async () => t.close());

const ALLOWED: Reader[] = ['owner', 'employer', 'guestAdmin', 'assignedMember', 'admin'];
const REFUSED: Reader[] = ['otherFreelancer', 'otherCompany', 'agency'];

describe('the User fields resumes, activeResume and documents', () => {
  it.each(ALLOWED)('are listed to %s, with links that download as that reader', async (who) => {
    const res = await t.gql(FILES, { id: String(ids.owner) }, tokens[who]);
    expect(res.errors).toBeUndefined();
    const user = res.data.user;
    expect(user.resumes.map((r: { id: string; active: boolean }) => [Number(r.id), r.active])).toEqual([[cv.id, true], [older.id, false]]);
    expect(user.activeResume).toMatchObject({ id: String(cv.id), file_name: 'cv.pdf' });
    expect(user.documents).toEqual([expect.objectContaining({ id: String(paper.id), name: 'References', file_name: 'refs.pdf' })]);
    expect(user.activeResume.download_url).toContain(`reader=${ids[who]}&`);
    for (const url of [user.activeResume.download_url, user.resumes[1].download_url, user.documents[0].download_url]) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, `${who} ${url}`).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    }
  });

  it.each(REFUSED)('are null for %s, and a link minted for them is NOT_FOUND', async (who) => {
    const res = await t.gql(FILES, { id: String(ids.owner) }, tokens[who]);
    if (res.errors) expect(res.errors[0].extensions.code).toBe('FORBIDDEN');
    else expect(res.data.user).toMatchObject({ resumes: null, activeResume: null, documents: null });
    for (const file of [{ kind: 'resume' as const, id: cv.id }, { kind: 'document' as const, id: paper.id }]) {
      const forged = await t.app.inject({ method: 'GET', url: mintDownloadUrl(t.deps.config, file, ids[who]) });
      expect(forged.statusCode, who).toBe(404);
      expect(forged.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('are shown to an employer browsing the profile (no application) as nothing: the list itself is hidden', async () => {
    const res = await t.gql(`query($id: ID!) { user(id: $id) { id name resumes { id } } }`, { id: String(ids.owner) }, tokens.otherCompany);
    expect(res.errors).toBeUndefined();
    expect(res.data.user).toMatchObject({ name: 'owner', resumes: null });
  });

  it('are not for visitors: the record itself is refused, and a link without a reader is NOT_FOUND', async () => {
    const res = await t.gql(FILES, { id: String(ids.owner) });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const link = mintDownloadUrl(t.deps.config, { kind: 'resume', id: cv.id }, ids.owner);
    expect((await t.app.inject({ method: 'GET', url: link.replace(/reader=\d+/, 'reader=0') })).statusCode).toBe(404);
  });

  it("gives a member only the applicants of the posts assigned to them; the team's admins all", async () => {
    const asMember = await t.gql(FILES, { id: String(ids.secondApplicant) }, tokens.assignedMember);
    if (!asMember.errors) expect(asMember.data.user.resumes).toBeNull();
    const link = mintDownloadUrl(t.deps.config, { kind: 'resume', id: secondCv.id }, ids.assignedMember);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    const asAdmin = await t.gql(FILES, { id: String(ids.secondApplicant) }, tokens.employer);
    expect(asAdmin.data.user.resumes).toEqual([expect.objectContaining({ id: String(secondCv.id), active: true })]);
  });

  it('checks the policy again at download: a withdrawn application stops a link already handed out', async () => {
    const res = await t.gql(FILES, { id: String(ids.secondApplicant) }, tokens.employer);
    const url = res.data.user.activeResume.download_url;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await t.deps.db.delete(applications).where(eq(applications.user_id, ids.secondApplicant));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await canReadPrivateFiles(t.deps.db, { user: { id: ids.employer, type: 'COMPANY' } }, ids.secondApplicant)).toBe(false);
  });
});

describe('canReadPrivateFiles', () => {
  it('answers as the table says', async () => {
    const user = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
    const expected: Record<Reader, boolean> = {
      owner: true, employer: true, guestAdmin: true, assignedMember: true, admin: true,
      otherFreelancer: false, otherCompany: false, agency: false,
    };
    for (const [who, allowed] of Object.entries(expected) as [Reader, boolean][]) {
      expect(await canReadPrivateFiles(t.deps.db, { user: await user(ids[who]) }, ids.owner), who).toBe(allowed);
    }
  });
});
