import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokens, throttles, users } from '../../db/schema/index.js';
import { seedDemoOpportunities } from '../../seed/opportunities.js';
import { seedReference } from '../../seed/reference.js';
import { hashSecret } from '../../lib/secrets.js';
import { issueToken } from '../../viewer/sessions.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { pdf } from '../files/test-fixtures.js';
import { EXPORTS_PER_USER } from './export.js';
import { ACCOUNT_DATA_MSG } from './policy.js';
import { download, fullFreelancer, person, readExport } from './test-fixtures.js';

/** GET /api/account/export (decision 0035): the person's own data, files included, no secrets. */
let t: TestApp;
let fay: Awaited<ReturnType<typeof fullFreelancer>>;
let other: Awaited<ReturnType<typeof fullFreelancer>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.deps.db);
  await seedDemoOpportunities(t.deps.db);
  fay = await fullFreelancer(t, 'fay@example.com', { first: 'Fayola', last: 'Exporter' });
  other = await fullFreelancer(t, 'otto@example.com', { first: 'Ottoline', last: 'Stranger' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(throttles);
});

describe('the download', () => {
  it('is a ZIP attachment, never cached or sniffed', async () => {
    const res = await download(t, fay.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="your-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('holds every kind of data of the person, and their files', async () => {
    const { data, entries } = readExport(res(await download(t, fay.token)));
    expect(data.account).toMatchObject({ id: fay.id, email: 'fay@example.com', first_name: 'Fayola', last_name: 'Exporter', referee_1: 'Ref One', ethnicity: 'Prefer not to say' });
    const p = data.profile;
    for (const list of ['disciplines', 'category_experience', 'skills', 'qualifications', 'positions', 'job_levels', 'languages', 'education', 'experience']) {
      expect(p[list], list).toHaveLength(1);
    }
    expect(p.skills[0]).toMatchObject({ top: true });
    expect(p.preferences).toMatchObject({ job_type: 'FREELANCE', working_hours: 'FULLTIME', notice_period_unit: 'WEEKS' });
    expect(p.education[0]).toMatchObject({ school_name: 'Fayola School', qualification: 'BA' });
    expect(data.notification_settings).toMatchObject({ send_email: false, phone_secondary: '+447700900222' });
    expect(data.notification_settings.phone_verifications).toEqual([expect.objectContaining({ phone: '+447700900222' })]);
    expect(data.applications).toEqual([expect.objectContaining({ post_title: expect.any(String), company: expect.any(String), status: 'Applied', post_status: 'Open' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    // The files themselves, byte for byte.
    const cv = data.files.cvs[0];
    expect(cv).toMatchObject({ file_name: 'Fayola-cv.pdf', content_type: 'application/pdf' });
    expect(Buffer.from(entries[cv.path]!)).toEqual(pdf());
    expect(entries[data.files.supporting_documents[0].path]).toBeDefined();
    expect(data.files.supporting_documents[0]).toMatchObject({ name: 'Portfolio' });
    expect(entries[data.files.photo]).toBeDefined();
    expect(data.files.missing).toEqual([]);
    expect(entries['README.txt']).toBeDefined();
  });

  it('contains no secret, and nothing of another person', async () => {
    const { json, entries } = readExport(res(await download(t, fay.token)));
    expect(json).not.toMatch(/password_hash|token_hash|code_hash|storage_key/);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, fay.id));
    expect(json).not.toContain(row!.password_hash);
    const tokens = await t.deps.db.select({ h: accessTokens.token_hash }).from(accessTokens).where(eq(accessTokens.user_id, fay.id));
    for (const { h } of tokens) expect(json).not.toContain(h);
    expect(json).not.toContain(hashSecret(fay.token));
    expect(json).not.toMatch(/Ottoline|Stranger|otto@example\.com/);
    expect(Object.keys(entries).join('\n')).not.toContain('Ottoline');
  });

  it('works for a company owner (with the team it administers), a team member and an agency', async () => {
    const company = readExport(res(await download(t, await t.login('employer@demo.test')))).data;
    expect(company.account).toMatchObject({ email: 'employer@demo.test', company: 'Northwind Studio' });
    expect(company.teams_administered).toEqual([expect.objectContaining({ profile: expect.objectContaining({ company: 'Northwind Studio' }), credit_ledger: expect.any(Array) })]);
    expect(company.team_memberships).toEqual([expect.objectContaining({ own_team: true, role: 'admin' })]);
    const member = readExport(res(await download(t, await t.login('member@demo.test')))).data;
    expect(member.account.email).toBe('member@demo.test');
    expect(member.team_memberships[0]).toMatchObject({ team_name: 'Northwind Studio', own_team: false });
    const agency = readExport(res(await download(t, await t.login('agency@demo.test')))).data;
    expect(agency.account).toMatchObject({ email: 'agency@demo.test', agency_name: 'Brightside Agency' });
  });
});

describe('who may download', () => {
  it('refuses a visitor and a dead token', async () => {
    expect((await download(t)).statusCode).toBe(401);
    expect((await download(t, 'not-a-token')).statusCode).toBe(401);
  });

  it('refuses an administrator acting as the person (impersonation)', async () => {
    const [admin] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    const token = await issueToken(t.deps.db, other.id, { ip: '127.0.0.1' }, { impersonatorId: admin!.id });
    const refused = await download(t, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: ACCOUNT_DATA_MSG.impersonating });
  });

  it(`allows ${EXPORTS_PER_USER.max} downloads an hour per person, then refuses with 429`, async () => {
    const me = await person(t, 'limited@example.com');
    for (let i = 0; i < EXPORTS_PER_USER.max; i++) expect((await download(t, me.token)).statusCode).toBe(200);
    const refused = await download(t, me.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    // Another person is not held back.
    expect((await download(t, other.token)).statusCode).toBe(200);
  });
});

function res(r: { statusCode: number; rawPayload: Buffer; body: string }): Buffer {
  if (r.statusCode !== 200) throw new Error(`export failed: ${r.statusCode} ${r.body}`);
  return r.rawPayload;
}
