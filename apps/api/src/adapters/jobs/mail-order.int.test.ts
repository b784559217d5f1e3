import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { jobAlertMailJob } from '../../modules/alerts/jobs.js';
import { alertee, jobAsking, post as publish } from '../../modules/alerts/test-fixtures.js';
import { opportunityFixtures, referenceIds } from '../../modules/opportunities/test-fixtures.js';
import { passwordResetMailJob } from '../../modules/auth/jobs.js';
import type { Mailer } from '../mail.js';

/** Mails go MAIL_CONCURRENCY at a time, and security mail is sent ahead of waiting alerts (decision 0037). */

const LIMIT = 3;
const ALERTS = 25;
let t: TestApp;
let freelancer: number;
let post: number;
/** Subjects in the order their sending ended, and the most mails in flight at once. */
const done: string[] = [];
let inFlight = 0;
let most = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_CONCURRENCY: String(LIMIT) } });
  const ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  await f.grant(await f.idOf('employer@demo.test'), 5);
  post = await publish(t, await t.login('employer@demo.test'), jobAsking(ref, [ref.design.skills[0]!], [ref.design.genres[0]!]));
  ({ id: freelancer } = await alertee(t, 'order'));
  // The post's own alerts go before the count starts.
  await t.deps.jobs.idle();
  // A slow SMTP server: each mail takes 30 ms.
  const real = t.deps.mailer;
  const slow: Mailer = {
    async send(message) {
      most = Math.max(most, ++inFlight);
      try {
        await new Promise((r) => setTimeout(r, 30));
        return await real.send(message);
      } finally {
        inFlight--;
        done.push(message.subject);
      }
    },
  };
  t.deps.mailer = slow;
});
afterAll(async () => t.close());

describe('mail sending', () => {
  it('sends a password reset queued behind 25 alerts among the first, with at most MAIL_CONCURRENCY mails at a time', async () => {
    for (let i = 0; i < ALERTS; i++) {
      await t.deps.jobs.enqueue(jobAlertMailJob, { userId: freelancer, opportunityIds: [post], mode: 'immediately', more: 0 });
    }
    await t.deps.jobs.enqueue(passwordResetMailJob, { email: 'employer@demo.test' });
    await t.deps.jobs.idle();

    expect(done).toHaveLength(ALERTS + 1);
    const reset = done.indexOf('Reset your password');
    // First in line for the next free slot: only the alerts already sending when it was queued (one per slot) may end
    // before it, and those that took the other slots freed while its own job was still reading the database (at most
    // LIMIT - 1). In queue order it would be last (index 25).
    expect(reset).toBeGreaterThanOrEqual(0);
    expect(reset).toBeLessThan(2 * LIMIT);
    // Several at a time, never more than the limit.
    expect(most).toBe(LIMIT);
  });
});
