import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { reviewFixtures, TRUST } from './test-fixtures.js';

/**
 * The console's reading of a trusted poster (decision 0065): User.trusted_poster on the account page, the
 * administrator's alone; setting and clearing it through adminSetTrustedPoster, audited each way.
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof reviewFixtures>>;
let adminToken: string;

const ACCOUNT = 'query($id: ID!) { adminUser(id: $id) { id trusted_poster } }';

beforeAll(async () => {
  t = await createTestApp();
  fx = await reviewFixtures(t);
  adminToken = await t.login('admin@demo.test');
});
afterAll(async () => t.close());

const trustedOnPage = async (id: number) => {
  const res = await t.gql(ACCOUNT, { id: String(id) }, adminToken);
  expect(res.errors).toBeUndefined();
  return res.data.adminUser.trusted_poster as boolean;
};
const auditsOf = (action: string, id: number) =>
  t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target_id, id)));

describe('User.trusted_poster', () => {
  it('reads on the account page as the console sets and clears it, audited each way', async () => {
    const co = await fx.newCompany();
    expect(await trustedOnPage(co.id)).toBe(false);
    await t.gql(TRUST, { teamId: co.id, trusted: true }, adminToken);
    expect(await trustedOnPage(co.id)).toBe(true);
    await t.gql(TRUST, { teamId: co.id, trusted: false }, adminToken);
    expect(await trustedOnPage(co.id)).toBe(false);
    expect(await auditsOf('post_review.trust', co.id)).toHaveLength(1);
    expect(await auditsOf('post_review.untrust', co.id)).toHaveLength(1);
    // The seeded employer is trusted; a freelancer is never.
    expect(await trustedOnPage(await fx.f.idOf('employer@demo.test'))).toBe(true);
    expect(await trustedOnPage(await fx.f.idOf('freelancer@demo.test'))).toBe(false);
  });

  it('is the administrator’s alone: the trusted company’s admin and a visitor read null', async () => {
    const co = await fx.newCompany();
    await t.gql(TRUST, { teamId: co.id, trusted: true }, adminToken);
    const id = String(co.id);
    expect((await t.gql('{ me { id trusted_poster } }', {}, co.token)).data.me).toEqual({ id, trusted_poster: null });
    const USER = 'query($id: ID!) { user(id: $id) { id trusted_poster } }';
    expect((await t.gql(USER, { id }, co.token)).data.user).toEqual({ id, trusted_poster: null });
    expect((await t.gql(USER, { id })).data.user).toEqual({ id, trusted_poster: null });
    expect((await t.gql(ACCOUNT, { id }, co.token)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await trustedOnPage(co.id)).toBe(true);
  });
});
