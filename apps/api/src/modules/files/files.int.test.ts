import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, FILES_MSG, fileTooLargeMessage } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { documents, resumes, users } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { privateStorageOf } from '../../adapters/storage.js';
import { LINK_TTL_MS, mintDownloadUrl } from './links.js';
import { sniffDocument } from './sniff.js';
import { doc, docx, exe, html, pdf, uploadFile, zip } from './test-fixtures.js';

/** Private files (decision 0030): uploads, sniffing, limits, the private store, links and their headers. */

let t: TestApp;
let freelancer: string;
let employer: string;
let freelancerId: number;
beforeAll(async () => {
  t = await createTestApp();
  freelancer = await t.login('freelancer@demo.test');
  employer = await t.login('employer@demo.test');
  const me = await t.gql('{ me { id } }', {}, freelancer);
  freelancerId = Number(me.data.me.id);
});
afterAll(async () => t.close());

const download = (url: string) => t.app.inject({ method: 'GET', url });
const invalid = { status: 422, body: expect.objectContaining({ message: FILES_MSG.invalidDocument, code: 'BAD_USER_INPUT' }) };

describe('sniffing', () => {
  it('knows a PDF, a DOCX and a DOC by their bytes, and nothing else', () => {
    expect(sniffDocument(pdf())).toBe('pdf');
    expect(sniffDocument(docx())).toBe('docx');
    expect(sniffDocument(doc())).toBe('doc');
    expect(sniffDocument(exe())).toBeNull();
    expect(sniffDocument(html())).toBeNull();
    expect(sniffDocument(zip({ 'notes.txt': 'a plain zip' }))).toBeNull();
    expect(sniffDocument(doc().subarray(0, 100))).toBeNull();
    expect(sniffDocument(Buffer.from('PK\x03\x04 truncated', 'latin1'))).toBeNull();
  });

  it('accepts a real small PDF, DOCX and DOC, stored with the sniffed type whatever the name and declared type', async () => {
    for (const [bytes, fileName, type] of [
      [pdf(), 'My CV.pdf', DOCUMENT_TYPES.pdf],
      [docx(), 'cv.docx', DOCUMENT_TYPES.docx],
      [doc(), 'cv.pdf', DOCUMENT_TYPES.doc],
    ] as const) {
      const res = await uploadFile(t, 'resumes', { token: freelancer, bytes, fileName, type: 'text/html' });
      expect(res.status, fileName).toBe(201);
      expect(res.body).toMatchObject({ kind: 'resume', file_name: fileName, size: bytes.length, content_type: type });
      expect(res.body.download_url).toMatch(/^\/api\/files\/resumes\/\d+\/download\?reader=\d+&expires=\d+&sig=[\w-]+$/);
    }
  });

  it('refuses a renamed executable and an HTML file named cv.pdf, and stores nothing', async () => {
    const before = await t.deps.db.$count(resumes);
    expect(await uploadFile(t, 'resumes', { token: freelancer, bytes: exe(), fileName: 'cv.pdf' })).toEqual(invalid);
    expect(await uploadFile(t, 'resumes', { token: freelancer, bytes: html(), fileName: 'cv.pdf' })).toEqual(invalid);
    expect(await uploadFile(t, 'documents', { token: freelancer, bytes: html(), fileName: 'cv.pdf', name: 'Portfolio' })).toEqual(invalid);
    expect(await uploadFile(t, 'resumes', { token: freelancer, bytes: zip({ 'a.txt': 'x' }), fileName: 'cv.docx' })).toEqual(invalid);
    expect(await t.deps.db.$count(resumes)).toBe(before);
  });
});

describe('uploads', () => {
  it('keeps the object in the private store, never on a public path', async () => {
    const res = await uploadFile(t, 'resumes', { token: freelancer, bytes: pdf(), fileName: 'private.pdf' });
    const [row] = await t.deps.db.select().from(resumes).where(eq(resumes.id, res.body.id));
    expect(row!.storage_key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(await t.deps.storage.get(row!.storage_key)).toBeNull();
    expect(await privateStorageOf(t.deps.storage).get(row!.storage_key)).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row!.storage_key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/private/${row!.storage_key}` })).statusCode).toBe(404);
  });

  it('needs a signed-in freelancer', async () => {
    expect((await uploadFile(t, 'resumes', { bytes: pdf() })).status).toBe(401);
    expect(await uploadFile(t, 'resumes', { token: employer, bytes: pdf() })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await uploadFile(t, 'documents', { token: employer, bytes: pdf(), name: 'x' })).status).toBe(403);
  });

  it('asks for a file, and a document for its name', async () => {
    expect(await uploadFile(t, 'resumes', { token: freelancer })).toMatchObject({ status: 422, body: { message: FILES_MSG.noFile } });
    const nameless = await uploadFile(t, 'documents', { token: freelancer, bytes: pdf(), name: '  ' });
    expect(nameless).toMatchObject({ status: 422, body: { message: FILES_MSG.documentName, errors: { name: FILES_MSG.documentName } } });
    const named = await uploadFile(t, 'documents', { token: freelancer, bytes: docx(), fileName: 'refs.docx', name: ' References ' });
    expect(named).toMatchObject({ status: 201, body: { kind: 'document', name: 'References', file_name: 'refs.docx' } });
  });

  it('takes a CV of exactly 8,388,608 bytes and a document of 5,000,000, and refuses one byte more', async () => {
    expect((await uploadFile(t, 'resumes', { token: freelancer, bytes: pdf(8_388_608) })).status).toBe(201);
    expect(await uploadFile(t, 'resumes', { token: freelancer, bytes: pdf(8_388_609) })).toMatchObject({
      status: 422, body: { message: fileTooLargeMessage('resume') },
    });
    expect((await uploadFile(t, 'documents', { token: freelancer, bytes: pdf(5_000_000), name: 'Big' })).status).toBe(201);
    expect(await uploadFile(t, 'documents', { token: freelancer, bytes: pdf(5_000_001), name: 'Too big' })).toMatchObject({
      status: 422, body: { message: fileTooLargeMessage('document') },
    });
  });

  it('refuses a body declared far over the limit without reading it', async () => {
    let sent = 0;
    const total = 40 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const body = new Readable({
      read() {
        if (sent >= total) return this.push(null);
        sent += chunk.length;
        this.push(chunk);
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/resumes',
      headers: { authorization: `Bearer ${freelancer}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(total) },
      payload: body,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(fileTooLargeMessage('resume'));
    expect(sent).toBeLessThan(total / 4);
  });
});

describe('download links', () => {
  it('serves the file as an attachment with its sniffed type, nosniff and no caching', async () => {
    const up = await uploadFile(t, 'resumes', { token: freelancer, bytes: doc(), fileName: 'Résumé final.pdf' });
    const res = await download(up.body.download_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCUMENT_TYPES.doc);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ final.pdf.doc"; filename*=UTF-8''${encodeURIComponent('Résumé final.pdf.doc')}`,
    );
    expect(res.rawPayload.equals(doc())).toBe(true);
  });

  it('never serves text/html, even for a row that says so', async () => {
    const up = await uploadFile(t, 'resumes', { token: freelancer, bytes: pdf(), fileName: 'cv.pdf' });
    const res = await download(up.body.download_url);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('expires, and cannot be turned to another file, another reader or the other kind', async () => {
    const a = await uploadFile(t, 'resumes', { token: freelancer, bytes: pdf(), fileName: 'a.pdf' });
    const b = await uploadFile(t, 'resumes', { token: freelancer, bytes: pdf(), fileName: 'b.pdf' });
    const expired = mintDownloadUrl(t.deps.config, { kind: 'resume', id: a.body.id }, freelancerId, Date.now() - LINK_TTL_MS - 1);
    expect(await download(expired)).toMatchObject({ statusCode: 410 });
    expect((await download(expired)).json()).toMatchObject({ code: 'GONE', message: FILES_MSG.linkExpired });

    const url: string = a.body.download_url;
    expect((await download(url)).statusCode).toBe(200);
    expect((await download(url.replace(`/resumes/${a.body.id}/`, `/resumes/${b.body.id}/`))).statusCode).toBe(404);
    expect((await download(url.replace('/resumes/', '/documents/'))).statusCode).toBe(404);
    expect((await download(url.replace(`reader=${freelancerId}`, `reader=${freelancerId + 1}`))).statusCode).toBe(404);
    const later = Number(new URL(url, 'http://x').searchParams.get('expires')) + 60_000;
    expect((await download(url.replace(/expires=\d+/, `expires=${later}`))).statusCode).toBe(404);
    expect((await download(url.replace(/sig=[\w-]+/, 'sig=x'))).statusCode).toBe(404);
    expect((await download(`/api/files/resumes/${a.body.id}/download`)).statusCode).toBe(404);
    const notFound = await download(url.replace(/sig=[\w-]+/, 'sig=x'));
    expect(notFound.headers['cache-control']).toBe('private, no-store');
  });
});

describe('removal', () => {
  it("removes the owner's CV and document with their objects; another's is NOT_FOUND", async () => {
    const cv = await uploadFile(t, 'resumes', { token: freelancer, bytes: pdf(), fileName: 'gone.pdf' });
    const paper = await uploadFile(t, 'documents', { token: freelancer, bytes: pdf(), fileName: 'gone.pdf', name: 'Gone' });
    const [cvRow] = await t.deps.db.select().from(resumes).where(eq(resumes.id, cv.body.id));
    const [paperRow] = await t.deps.db.select().from(documents).where(eq(documents.id, paper.body.id));

    const theirs = await t.gql('mutation($id: ID!) { removeResume(id: $id) }', { id: String(cv.body.id) }, employer);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [otherRow] = await t.deps.db
      .insert(users)
      .values({ email: 'other-freelancer@example.com', password_hash: 'x', type: 'FREELANCER', status: 'ACTIVE' })
      .returning({ id: users.id });
    const other = await issueToken(t.deps.db, otherRow!.id, { ip: '127.0.0.1' });
    const res = await t.gql('mutation($id: ID!) { removeResume(id: $id) }', { id: String(cv.body.id) }, other);
    expect(res.errors?.[0]).toMatchObject({ message: FILES_MSG.notFound, extensions: { code: 'NOT_FOUND' } });

    const removed = await t.gql('mutation($id: ID!) { removeResume(id: $id) }', { id: String(cv.body.id) }, freelancer);
    expect(removed).toMatchObject({ data: { removeResume: true } });
    const removedDoc = await t.gql('mutation($id: ID!) { removeDocument(id: $id) }', { id: String(paper.body.id) }, freelancer);
    expect(removedDoc).toMatchObject({ data: { removeDocument: true } });
    const store = privateStorageOf(t.deps.storage);
    expect(await store.get(cvRow!.storage_key)).toBeNull();
    expect(await store.get(paperRow!.storage_key)).toBeNull();
    expect((await download(cv.body.download_url)).statusCode).toBe(404);
    const again = await t.gql('mutation($id: ID!) { removeResume(id: $id) }', { id: String(cv.body.id) }, freelancer);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
