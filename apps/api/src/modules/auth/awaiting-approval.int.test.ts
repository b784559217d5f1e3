import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { users } from '../../db/schema/index.js';

/** A sign-up waiting for approval is told so, and the administrators hear of it, once an hour each. */

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id status } }`;
const signUp = (email: string) => ({
  type: 'COMPANY', email, password: 'Secret-pass1', first_name: 'Wanda', last_name: 'Waiting', company: 'Acme', position: 'CEO',
  address_1: '2 Road', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1 1AA', country: 'GB', phone: '0113 496 0000',
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db.insert(users).values({ email: 'second-admin@example.test', password_hash: 'x', type: 'ADMIN', status: 'ACTIVE', first_name: 'Sam' });
  await t.deps.db.insert(users).values({ email: 'gone-admin@example.test', password_hash: 'x', type: 'ADMIN', status: 'ACTIVE', deleted_at: new Date() });
});
afterAll(async () => t.close());

const noticesTo = (email: string) => t.sentMails.filter((m) => m.to === email && m.subject === 'Accounts waiting for approval');

describe('an account waiting for approval', () => {
  it('tells the person at once, and each administrator once an hour, with the console link', async () => {
    const first = await t.gql(REGISTER, { input: signUp('first.waiting@example.test') }, undefined, { ip: '203.0.113.1' });
    expect(first.data.register.status).toBe('INACTIVE');
    const mail = await t.lastMailTo('first.waiting@example.test');
    expect(mail).toMatchObject({ subject: 'Your account is being approved' });
    expect(mail!.text_body).toMatch(/Hello Wanda,[\s\S]*being approved/);

    for (const admin of ['admin@demo.test', 'second-admin@example.test']) {
      const [notice, ...more] = noticesTo(admin);
      expect(more).toEqual([]);
      expect(notice!.text).toContain('http://localhost:3000/admin/accounts');
      expect(notice!.text).toMatch(/\d+ accounts? (is|are) waiting for approval/);
    }
    expect(noticesTo('gone-admin@example.test')).toEqual([]);

    // A second sign-up within the hour: the person is told, the administrators are not told again.
    await t.gql(REGISTER, { input: signUp('second.waiting@example.test') }, undefined, { ip: '203.0.113.2' });
    expect(await t.lastMailTo('second.waiting@example.test')).toMatchObject({ subject: 'Your account is being approved' });
    expect(noticesTo('admin@demo.test')).toHaveLength(1);
    expect(noticesTo('second-admin@example.test')).toHaveLength(1);
  });
});
