import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pendingSignIns, users, webauthnChallenges } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { pruneExpiredSignInState } from './jobs.js';

/** The hourly clean-up of passkey challenges and pending sign-ins past their expiry (decision 0064). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the sign-in state clean-up', () => {
  it('removes expired challenges and pending sign-ins (with their challenges), and keeps live ones', async () => {
    const [person] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'freelancer@demo.test'));
    const hour = 60 * 60 * 1000;
    const past = { created_at: new Date(Date.now() - 2 * hour), expires_at: new Date(Date.now() - hour) };
    const live = { expires_at: new Date(Date.now() + 5 * 60 * 1000) };
    const [oldPending] = await t.deps.db.insert(pendingSignIns).values({ user_id: person!.id, token_hash: 'old-pending', ...past }).returning();
    const [livePending] = await t.deps.db.insert(pendingSignIns).values({ user_id: person!.id, token_hash: 'live-pending', ...live }).returning();
    await t.deps.db.insert(webauthnChallenges).values([
      { challenge_hash: 'old-sign-in', purpose: 'SIGN_IN', ...past },
      { challenge_hash: 'live-sign-in', purpose: 'SIGN_IN', ...live },
      { challenge_hash: 'old-step', purpose: 'SECOND_STEP', user_id: person!.id, pending_sign_in_id: oldPending!.id, ...live },
      { challenge_hash: 'live-step', purpose: 'SECOND_STEP', user_id: person!.id, pending_sign_in_id: livePending!.id, ...live },
    ]);
    await pruneExpiredSignInState(t.deps.db);
    const challenges = (await t.deps.db.select({ hash: webauthnChallenges.challenge_hash }).from(webauthnChallenges)).map((c) => c.hash);
    expect(challenges).toEqual(expect.arrayContaining(['live-sign-in', 'live-step']));
    expect(challenges).not.toContain('old-sign-in');
    expect(challenges).not.toContain('old-step');
    const pending = (await t.deps.db.select({ hash: pendingSignIns.token_hash }).from(pendingSignIns)).map((p) => p.hash);
    expect(pending).toContain('live-pending');
    expect(pending).not.toContain('old-pending');
  });
});
