import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ATTACHMENT_MSG } from '@mp/domain';
import { applications, messageAttachments, users } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { jobInput, opportunityFixtures, referenceIds } from '../opportunities/test-fixtures.js';
import { ADD } from '../opportunities/test-documents.js';
import { docx, exe, html, pdf } from '../files/test-fixtures.js';
import { pruneUnsentAttachments, sniffAttachment } from './attachments.js';

/**
 * Message attachments (decision 0060), allowed and refused: who uploads, what the bytes may be, sending with a
 * message, who downloads through a signed link, a link turned to another file, and the clean-up of unsent files.
 */
const SEND = `mutation($id: ID!, $body: String!, $files: [ID!]) { sendMessage(applicationId: $id, body: $body, attachmentIds: $files) {
  messages { id body attachments { id file_name content_type size download_url } } } }`;
const THREAD = `query($id: ID!) { messageThread(applicationId: $id) { messages { id attachments { id file_name download_url } } } }`;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 2)]);

let t: TestApp;
const tokens: Record<string, string> = {};
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;
let applicationId: number;

async function upload(id: number, opts: { token?: string; bytes?: Buffer; fileName?: string }) {
  const fd = new FormData();
  if (opts.bytes) fd.append('file', new Blob([new Uint8Array(opts.bytes)], { type: 'application/octet-stream' }), opts.fileName ?? 'file.pdf');
  const body = new Response(fd);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/messages/${id}/attachments`,
    headers: { 'content-type': body.headers.get('content-type')!, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  const ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  const other = await adminFixtures(t).pendingCompany('other-files@example.com', 'Other Co');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  const employer = await f.idOf('employer@demo.test');
  await f.grant(employer, 5);
  tokens.employer = await t.login('employer@demo.test');
  tokens.member = await t.login('member@demo.test');
  tokens.other = await t.login('other-files@example.com', 'Secret-pass1!');
  tokens.freelancer = await t.login('freelancer@demo.test');
  const post = Number((await t.gql(ADD, { input: jobInput(ref, { title: 'Files role' }) }, tokens.employer)).data.addOpportunity.id);
  const [person] = await t.deps.db
    .insert(users)
    .values({ email: `filer-${randomUUID().slice(0, 6)}@example.com`, password_hash: 'x', type: 'FREELANCER', status: 'ACTIVE', privacy: 'INACTIVE', first_name: 'Fay' })
    .returning({ id: users.id });
  await f.apply(post, person!.id);
  applicationId = (await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.user_id, person!.id)))[0]!.id;
  tokens.applicant = await issueToken(t.deps.db, person!.id, { ip: '127.0.0.1' });
});
afterAll(async () => t.close());

describe('message attachments', () => {
  it('knows the five types by their bytes, never by the name', () => {
    expect([pdf(), docx(), PNG, JPG].map(sniffAttachment)).toEqual(['pdf', 'docx', 'png', 'jpg']);
    expect(sniffAttachment(exe())).toBeNull();
    expect(sniffAttachment(html())).toBeNull();
  });

  it('sends files with a message, and lets both sides download them through links signed for each', async () => {
    const a = await upload(applicationId, { token: tokens.applicant, bytes: pdf(), fileName: 'portfolio.pdf' });
    const b = await upload(applicationId, { token: tokens.applicant, bytes: PNG, fileName: 'shot.png' });
    expect(a.status).toBe(201);
    expect(b.body).toMatchObject({ file_name: 'shot.png', content_type: 'image/png', message_id: null });
    const sent = await t.gql(SEND, { id: applicationId, body: 'My work', files: [a.body.id, b.body.id] }, tokens.applicant);
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendMessage.messages[0].attachments.map((x: { file_name: string }) => x.file_name)).toEqual(['portfolio.pdf', 'shot.png']);

    const teamView = (await t.gql(THREAD, { id: applicationId }, tokens.employer)).data.messageThread.messages[0].attachments;
    const download = await t.app.inject({ method: 'GET', url: teamView[0].download_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    // A link names one file for one reader: another file's id with this signature, or a changed reader, is refused.
    const url = new URL(teamView[0].download_url, 'http://x');
    expect((await t.app.inject({ method: 'GET', url: url.pathname.replace(String(teamView[0].id), String(teamView[1].id)) + url.search })).statusCode).toBe(404);
    url.searchParams.set('reader', '1');
    expect((await t.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(404);
  });

  it('refuses a stranger, a file that is not one of the types, a file too large and a sixth file, writing nothing', async () => {
    expect((await upload(applicationId, { token: tokens.other, bytes: pdf() })).status).toBe(404);
    expect((await upload(applicationId, { token: tokens.freelancer, bytes: pdf() })).status).toBe(404);
    expect((await upload(applicationId, { bytes: pdf() })).status).toBe(401);
    const bad = await upload(applicationId, { token: tokens.applicant, bytes: html(), fileName: 'cv.pdf' });
    expect(bad).toMatchObject({ status: 422, body: { message: ATTACHMENT_MSG.invalid } });
    const big = await upload(applicationId, { token: tokens.applicant, bytes: pdf(10 * 1024 * 1024 + 10) });
    expect(big.body.message).toBe(ATTACHMENT_MSG.tooLarge);
    const six = [];
    for (let i = 0; i < 6; i++) six.push((await upload(applicationId, { token: tokens.employer, bytes: JPG, fileName: `${i}.jpg` })).body.id);
    const res = await t.gql(SEND, { id: applicationId, body: 'Six files', files: six }, tokens.employer);
    expect(res.errors?.[0]?.message).toBe(ATTACHMENT_MSG.tooMany);
  });

  it("does not let one side send the other's upload, nor a file twice", async () => {
    const mine = (await upload(applicationId, { token: tokens.applicant, bytes: docx(), fileName: 'cv.docx' })).body.id;
    const stolen = await t.gql(SEND, { id: applicationId, body: 'Taking it', files: [mine] }, tokens.employer);
    expect(stolen.errors?.[0]?.message).toBe(ATTACHMENT_MSG.gone);
    expect((await t.gql(SEND, { id: applicationId, body: 'Mine', files: [mine] }, tokens.applicant)).errors).toBeUndefined();
    expect((await t.gql(SEND, { id: applicationId, body: 'Again', files: [mine] }, tokens.applicant)).errors?.[0]?.message).toBe(ATTACHMENT_MSG.gone);
    expect(codeOf(await t.gql(SEND, { id: applicationId, body: 'x', files: ['abc'] }, tokens.applicant))).toBe('BAD_USER_INPUT');
  });

  it('removes uploads never sent after a day, row and object', async () => {
    const id = (await upload(applicationId, { token: tokens.applicant, bytes: pdf() })).body.id;
    await t.deps.db.update(messageAttachments).set({ created_at: new Date(Date.now() - 25 * 3600_000) }).where(eq(messageAttachments.id, Number(id)));
    expect(await pruneUnsentAttachments(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await t.deps.db.select().from(messageAttachments).where(eq(messageAttachments.id, Number(id)))).toHaveLength(0);
  });
});
