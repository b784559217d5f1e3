import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { jobAlertDeliveries, opportunities, users } from '../../db/schema/index.js';
import { CLOSE } from '../opportunities/test-documents.js';
import { opportunityFixtures, projectInput, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import { dailyDigestJob, DIGEST_LIMIT } from './jobs.js';
import { agencyTeam, alertee, alertsTo, jobAsking, post, publishedAgo } from './test-fixtures.js';

/** The daily digest (decision 0040): one mail a day with the new matches, never a post twice. */

let t: TestApp;
let ref: ReferenceIds;
let employer: string;

const digest = async () => {
  await dailyDigestJob.run(t.deps, {});
  await t.deps.jobs.idle();
};
const digestsTo = async (email: string) => (await alertsTo(t, email)).filter((m) => m.subject.startsWith('Your daily job alert'));
/** The titles a mail lists, in its order. */
const titlesIn = (text: string, titles: string[]) => titles.filter((x) => text.includes(`\n${x}\n`)).sort((a, b) => text.indexOf(`\n${a}\n`) - text.indexOf(`\n${b}\n`));

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  await f.grant(await f.idOf('employer@demo.test'), 60);
  employer = await t.login('employer@demo.test');
});
// Each test starts with an empty window: every post so far moves two days back.
afterEach(async () => {
  await t.deps.jobs.idle();
  await t.deps.db
    .update(opportunities)
    .set({ published_at: sql`${opportunities.published_at} - interval '48 hours'` })
    .where(isNotNull(opportunities.published_at));
});
afterAll(async () => t.close());

describe('the daily digest', () => {
  it('sends one mail with the day’s matches, best first, to each daily person with something new; nothing to the others', async () => {
    const [s0, s1] = ref.design.skills;
    const daily = await alertee(t, 'daily', { topSkills: [s0!], skills: [s1!], notification_frequency: 'daily' });
    const nothing = await alertee(t, 'nothing', { skills: [ref.design.skills[4]!], notification_frequency: 'daily' });
    const off = await alertee(t, 'off', { skills: [s0!], notification_frequency: 'daily', send_email: false });
    const immediate = await alertee(t, 'immediate', { skills: [s0!] });
    await post(t, employer, jobAsking(ref, [s1!], [ref.design.genres[2]!], { title: 'Good fit' }));
    await post(t, employer, jobAsking(ref, [s0!, s1!], [ref.design.genres[2]!], { title: 'Best fit' }));
    expect(await alertsTo(t, daily.email)).toEqual([]);

    await digest();
    const mails = await digestsTo(daily.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your daily job alert: 2 new opportunities for you']);
    expect(titlesIn(mails[0]!.text, ['Best fit', 'Good fit'])).toEqual(['Best fit', 'Good fit']);
    expect(mails[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    for (const nobody of [nothing, off, immediate]) expect(await digestsTo(nobody.email)).toEqual([]);

    // Run again (a retry, or the next day with nothing new): nothing more.
    await digest();
    expect(await digestsTo(daily.email)).toHaveLength(1);
  });

  it('never repeats a post sent immediately before, or in an earlier digest', async () => {
    const s2 = ref.design.skills[2]!;
    const switcher = await alertee(t, 'switcher', { skills: [s2] });
    const daily = await alertee(t, 'daily2', { skills: [s2], notification_frequency: 'daily' });
    await post(t, employer, jobAsking(ref, [s2], [ref.design.genres[2]!], { title: 'Sent at once' }));
    expect((await alertsTo(t, switcher.email)).map((m) => m.subject)).toEqual(['New opportunity for you: Sent at once']);
    await t.deps.db.update(users).set({ notification_frequency: 'daily' }).where(eq(users.id, switcher.id));
    await post(t, employer, jobAsking(ref, [s2], [ref.design.genres[2]!], { title: 'Posted later' }));

    await digest();
    const [first] = await digestsTo(switcher.email);
    expect(titlesIn(first!.text, ['Sent at once', 'Posted later'])).toEqual(['Posted later']);
    expect(titlesIn((await digestsTo(daily.email))[0]!.text, ['Sent at once', 'Posted later']).sort()).toEqual(['Posted later', 'Sent at once']);

    // The next day: what yesterday's digest carried is still in the window, and is not sent again.
    const next = await post(t, employer, jobAsking(ref, [s2], [ref.design.genres[2]!], { title: 'Next day' }));
    await publishedAgo(t, next, 1);
    await digest();
    const both = await digestsTo(daily.email);
    expect(both).toHaveLength(2);
    expect(titlesIn(both[1]!.text, ['Sent at once', 'Posted later', 'Next day'])).toEqual(['Next day']);
    expect(both[1]!.subject).toBe('Your daily job alert: 1 new opportunity for you');
  });

  it(`lists at most ${DIGEST_LIMIT} posts and links to the for-you page for the rest`, async () => {
    const s3 = ref.design.skills[3]!;
    const busy = await alertee(t, 'busy', { skills: [s3], notification_frequency: 'daily' });
    for (let i = 1; i <= DIGEST_LIMIT + 2; i++) await post(t, employer, jobAsking(ref, [s3], [ref.design.genres[2]!], { title: `Role ${i}` }));
    await digest();
    const [mail] = await digestsTo(busy.email);
    expect(mail!.subject).toBe(`Your daily job alert: ${DIGEST_LIMIT + 2} new opportunities for you`);
    expect(mail!.text).toContain('And 2 more: see all your opportunities at http://localhost:3000/freelancer/opportunities-for-you');
    expect(await t.deps.db.select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.user_id, busy.id))).toHaveLength(DIGEST_LIMIT);
  });

  it('carries only posts first published in the window that are still open and published', async () => {
    const s4 = ref.design.skills[4]!;
    const reader = await alertee(t, 'reader', { skills: [s4], notification_frequency: 'daily' });
    const old = await post(t, employer, jobAsking(ref, [s4], [ref.design.genres[2]!], { title: 'Too old' }));
    await publishedAgo(t, old, 26);
    await post(t, employer, jobAsking(ref, [s4], [ref.design.genres[2]!], { title: 'A draft', is_active: false }));
    const closed = await post(t, employer, jobAsking(ref, [s4], [ref.design.genres[2]!], { title: 'Closed now' }));
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.gql(CLOSE, { id: closed, input: { reason: 'JOB_POSTPONED', closed_at: today } }, employer)).errors).toBeUndefined();
    await post(t, employer, jobAsking(ref, [s4], [ref.design.genres[2]!], { title: 'Fresh and open' }));
    await digest();
    const [mail] = await digestsTo(reader.email);
    expect(titlesIn(mail!.text, ['Too old', 'A draft', 'Closed now', 'Fresh and open'])).toEqual(['Fresh and open']);
  });

  it("sends an agency's daily admins the day's matching projects", async () => {
    const genre = ref.design.genres[0]!;
    const team = await agencyTeam(t, 'agency-daily', [genre], { notification_frequency: 'daily' });
    await post(t, employer, projectInput(ref, { title: 'Daily project', genres: [String(genre)] }));
    expect(await alertsTo(t, team.email)).toEqual([]);
    await digest();
    const [mail] = await digestsTo(team.email);
    expect(titlesIn(mail!.text, ['Daily project'])).toEqual(['Daily project']);
    expect(mail!.text).toContain('http://localhost:3000/agency/opportunities/');
  });
});
