import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { audit } from '../audit/service.js';
import { adminFixtures } from './test-fixtures.js';

const OUTBOX = `query($first: Int, $page: Int) { adminOutbox(first: $first, page: $page) {
  data { id to_address subject text_body status transport created_at sent_at }
  paginatorInfo { count currentPage hasMorePages total } } }`;
const AUDIT = `query($first: Int, $page: Int, $actorId: ID) { adminAuditLog(first: $first, page: $page, actorId: $actorId) {
  data { id actor_id actor_email action target_type target_id details ip created_at }
  paginatorInfo { count currentPage hasMorePages total } } }`;

let t: TestApp;
let f: ReturnType<typeof adminFixtures>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  f = adminFixtures(t);
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t.close());

describe('adminOutbox', () => {
  it('lists the emails newest first, page by page', async () => {
    for (let i = 1; i <= 5; i++) await t.deps.mailer.send({ to: `reader${i}@example.com`, subject: `Message ${i}`, text: `Body ${i}` });
    const page1 = await t.gql(OUTBOX, { first: 2 }, admin);
    expect(page1.data.adminOutbox.data.map((m: any) => m.subject)).toEqual(['Message 5', 'Message 4']);
    expect(page1.data.adminOutbox.data[0]).toMatchObject({ to_address: 'reader5@example.com', text_body: 'Body 5', status: 'logged', transport: 'log' });
    expect(page1.data.adminOutbox.data[0].sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(page1.data.adminOutbox.paginatorInfo).toEqual({ count: 2, currentPage: 1, hasMorePages: true, total: 5 });
    const page3 = await t.gql(OUTBOX, { first: 2, page: 3 }, admin);
    expect(page3.data.adminOutbox.data.map((m: any) => m.subject)).toEqual(['Message 1']);
    expect(page3.data.adminOutbox.paginatorInfo).toEqual({ count: 1, currentPage: 3, hasMorePages: false, total: 5 });
  });

  it('keeps page sizes between 1 and 100', async () => {
    const huge = await t.gql(OUTBOX, { first: 100000, page: 0 }, admin);
    expect(huge.data.adminOutbox.paginatorInfo).toMatchObject({ count: 5, currentPage: 1 });
  });
});

describe('adminAuditLog', () => {
  it('lists actions newest first with the actor email and the details as JSON, by actor when asked', async () => {
    const adminId = Number(await f.idOf('admin@demo.test'));
    const freelancerId = Number(await f.idOf('freelancer@demo.test'));
    await audit(t.deps.db, { actorId: null, action: 'system.task' });
    await t.gql('mutation($id: ID!) { adminSetVetted(id: $id, vetted: true) { id } }', { id: String(freelancerId) }, admin);
    await t.gql('mutation($id: ID!) { adminStartImpersonation(id: $id) { url } }', { id: String(freelancerId) }, admin);

    const all = await t.gql(AUDIT, {}, admin);
    expect(all.errors).toBeUndefined();
    const [latest, vetted, system] = all.data.adminAuditLog.data;
    expect(latest).toMatchObject({
      actor_id: String(adminId), actor_email: 'admin@demo.test', action: 'impersonation.start',
      target_type: 'user', target_id: String(freelancerId),
    });
    expect(JSON.parse(latest.details)).toEqual({ impersonator_id: adminId, user_id: freelancerId, second_factor_at: expect.any(String) });
    expect(vetted).toMatchObject({ action: 'user.set_vetted', details: '{"vetted":true}' });
    expect(vetted.ip).toBeTruthy();
    expect(system).toMatchObject({ actor_id: null, actor_email: null, details: null, action: 'system.task' });
    expect(all.data.adminAuditLog.paginatorInfo).toEqual({ count: 3, currentPage: 1, hasMorePages: false, total: 3 });

    const mine = await t.gql(AUDIT, { actorId: String(adminId), first: 1, page: 2 }, admin);
    expect(mine.data.adminAuditLog.data.map((e: any) => e.action)).toEqual(['user.set_vetted']);
    expect(mine.data.adminAuditLog.paginatorInfo).toEqual({ count: 1, currentPage: 2, hasMorePages: false, total: 2 });
  });
});
