import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { users } from '../../db/schema/index.js';
import { seedSettings } from '../../seed/demo.js';
import { seedReference } from '../../seed/reference.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { opportunityFixtures } from '../opportunities/test-fixtures.js';

/**
 * The whole path through the offline test gateway, as the browser drives it: prepareCard, the gateway's confirm
 * endpoint with a test card, saveCard, then purchases — and 3-D Secure through its authenticate endpoint.
 */

const BUY = `mutation($input: PurchaseInput!, $key: String!) {
  purchaseJobPosts(input: $input, idempotencyKey: $key) { balance purchase { id status } nextAction { gateway ref clientSecret } }
}`;
const CONFIRM = 'mutation($id: ID!) { confirmPurchase(purchaseId: $id) { balance purchase { id status } } }';

let t: TestApp;
const post = (url: string, token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

async function newTeam(email: string) {
  const created = await adminFixtures(t).pendingCompany(email, `Team ${email}`);
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(created.id)));
  return { id: Number(created.id), token: await t.login(email, 'Secret-pass1!') };
}

/** Saves a test card the way the card field does; answers the saveCard result (or the confirm endpoint's refusal). */
async function saveCard(token: string, number: string): Promise<{ data?: any; errors?: any; refused?: string }> {
  const setup = (await t.gql('mutation { prepareCard { gateway setupRef clientSecret } }', {}, token)).data.prepareCard;
  expect(setup.gateway).toBe('test');
  const confirmed = await post(`/api/test-gateway/setups/${setup.setupRef}/confirm`, token, { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' });
  if (confirmed.statusCode !== 200) return { refused: confirmed.json().message as string };
  if (confirmed.json().status === 'requires_action') {
    expect((await post(`/api/test-gateway/setups/${setup.setupRef}/authenticate`, token, { outcome: 'complete' })).statusCode).toBe(200);
  }
  return t.gql('mutation($ref: String!) { saveCard(setupRef: $ref) { brand last4 } }', { ref: setup.setupRef }, token);
}

const buy = (token: string, quantity = 1) => t.gql(BUY, { input: { quantity, method: 'card' }, key: randomUUID() }, token);

beforeAll(async () => {
  t = await createTestApp();
  await seedSettings(t.deps.db);
  await seedReference(t.deps.db);
});
afterAll(async () => t.close());

describe('the offline test gateway, end to end', () => {
  it('saves 4242 and buys with it', async () => {
    const team = await newTeam('visa@example.com');
    expect((await saveCard(team.token, '4242 4242 4242 4242')).data.saveCard).toEqual({ brand: 'visa', last4: '4242' });
    const res = await buy(team.token, 2);
    expect(res.data.purchaseJobPosts).toMatchObject({ balance: 2, purchase: { status: 'paid' }, nextAction: null });
  });

  it("refuses to save 0002 with 'Your card was declined.'", async () => {
    const team = await newTeam('declined@example.com');
    expect(await saveCard(team.token, '4000000000000002')).toEqual({ refused: 'Your card was declined.' });
  });

  it('saves 0341 and 9995, whose charges fail with the card\'s words, granting nothing', async () => {
    const team = await newTeam('fails@example.com');
    await saveCard(team.token, '4000000000000341');
    expect((await buy(team.token)).errors[0]).toMatchObject({ message: 'Your card was declined.', extensions: { code: 'PAYMENT_FAILED' } });
    await saveCard(team.token, '4000000000009995');
    expect((await buy(team.token)).errors[0].message).toMatch(/insufficient funds/);
    expect(await opportunityFixtures(t).balance(team.id)).toBe(0);
  });

  it('asks 3155 to authenticate on the page: completed, the posts are granted; failed, nothing is', async () => {
    const team = await newTeam('secure@example.com');
    await saveCard(team.token, '4000 0025 0000 3155');
    const first = (await buy(team.token)).data.purchaseJobPosts;
    expect(first.purchase.status).toBe('requires_action');
    expect(first.nextAction.gateway).toBe('test');
    // Another team cannot answer for it.
    const stranger = await newTeam('stranger@example.com');
    expect((await post(`/api/test-gateway/payments/${first.nextAction.ref}/authenticate`, stranger.token, { outcome: 'complete' })).statusCode).toBe(404);
    expect((await post(`/api/test-gateway/payments/${first.nextAction.ref}/authenticate`, team.token, { outcome: 'complete' })).statusCode).toBe(200);
    const confirmed = await t.gql(CONFIRM, { id: first.purchase.id }, team.token);
    expect(confirmed.data.confirmPurchase).toMatchObject({ balance: 1, purchase: { status: 'paid' } });

    const second = (await buy(team.token)).data.purchaseJobPosts;
    await post(`/api/test-gateway/payments/${second.nextAction.ref}/authenticate`, team.token, { outcome: 'fail' });
    const failed = await t.gql(CONFIRM, { id: second.purchase.id }, team.token);
    expect(failed.errors[0].extensions.code).toBe('PAYMENT_FAILED');
    expect(await opportunityFixtures(t).balance(team.id)).toBe(1);
  });
});

describe('card testing', () => {
  it('lets a team start at most 20 card setups a day', async () => {
    const team = await newTeam('tester@example.com');
    for (let i = 0; i < 20; i++) expect((await t.gql('mutation { prepareCard { setupRef } }', {}, team.token)).errors).toBeUndefined();
    expect((await t.gql('mutation { prepareCard { setupRef } }', {}, team.token)).errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
