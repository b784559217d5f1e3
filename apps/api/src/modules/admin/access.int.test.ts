import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from './test-fixtures.js';

let t: TestApp;
let ids: Record<'inactive' | 'member' | 'freelancer', string>;
beforeAll(async () => {
  t = await createTestApp();
  const f = adminFixtures(t);
  ids = {
    inactive: await f.idOf('inactive@demo.test'),
    member: await f.idOf('member@demo.test'),
    freelancer: await f.idOf('freelancer@demo.test'),
  };
});
afterAll(async () => t.close());

/** Every operation of this part of the console, with arguments that succeed for an administrator. */
const operations = () => [
  ['adminUsers', '{ adminUsers { paginatorInfo { total } } }', {}],
  ['adminPendingCount', '{ adminPendingCount }', {}],
  ['adminUser', 'query($id: ID!) { adminUser(id: $id) { id } }', { id: ids.member }],
  ['adminOutbox', '{ adminOutbox { paginatorInfo { total } } }', {}],
  ['adminAuditLog', '{ adminAuditLog { paginatorInfo { total } } }', {}],
  ['adminApproveUser', 'mutation($id: ID!) { adminApproveUser(id: $id) { id } }', { id: ids.inactive }],
  ['adminDeactivateUser', 'mutation($id: ID!) { adminDeactivateUser(id: $id) { id } }', { id: ids.member }],
  ['adminSetVetted', 'mutation($id: ID!) { adminSetVetted(id: $id, vetted: true) { id } }', { id: ids.freelancer }],
  ['adminStartImpersonation', 'mutation($id: ID!) { adminStartImpersonation(id: $id) { url } }', { id: ids.freelancer }],
] as const;

describe('who may use the console', () => {
  it('refuses every operation to a visitor (UNAUTHENTICATED)', async () => {
    for (const [name, query, variables] of operations()) {
      const res = await t.gql(query, variables);
      expect(res.errors?.[0]?.extensions.code, name).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses every operation to a company, a guest, a freelancer and an agency (FORBIDDEN)', async () => {
    for (const email of ['employer@demo.test', 'member@demo.test', 'freelancer@demo.test', 'agency@demo.test']) {
      const token = await t.login(email);
      for (const [name, query, variables] of operations()) {
        const res = await t.gql(query, variables, token);
        expect(res.errors?.[0]?.extensions.code, `${email} ${name}`).toBe('FORBIDDEN');
      }
    }
    // Nothing changed: the pending account is still pending, the freelancer not vetted.
    const admin = await t.login('admin@demo.test');
    const res = await t.gql('query($a: ID!, $b: ID!) { a: adminUser(id: $a) { status } b: adminUser(id: $b) { vetted } }', { a: ids.inactive, b: ids.freelancer }, admin);
    expect(res.data).toEqual({ a: { status: 'INACTIVE' }, b: { vetted: false } });
  });

  it('allows every operation to the administrator', async () => {
    const token = await t.login('admin@demo.test');
    for (const [name, query, variables] of operations()) {
      const res = await t.gql(query, variables, token);
      expect(res.errors, name).toBeUndefined();
    }
  });
});
