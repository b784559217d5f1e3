import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { hiddenItems, jobAlertDeliveries, opportunities, users } from '../../db/schema/index.js';
import { CLOSE, UPDATE } from '../opportunities/test-documents.js';
import { opportunityFixtures, projectInput, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import { forYouAudience } from '../search/for-you.js';
import { postPublishedJob } from './jobs.js';
import { peopleMatching } from './matching.js';
import { alertablePostTarget } from './posts.js';
import { agencyTeam, alertee, alertsTo, jobAsking, joinTeam, post } from './test-fixtures.js';

/** Immediate job alerts (decision 0040): who gets a new post, once, and who never does. */

let t: TestApp;
let ref: ReferenceIds;
let employer: string;
let company: number;

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  company = await f.idOf('employer@demo.test');
  await f.grant(company, 30);
  employer = await t.login('employer@demo.test');
});
afterAll(async () => t.close());

describe('a new job', () => {
  it('mails a matching ACTIVE freelancer who takes alerts immediately, once, with the headers; nobody else', async () => {
    const [s0, s1, s2] = ref.design.skills;
    const match = await alertee(t, 'match', { topSkills: [s0!], industries: [1] });
    const byGenre = await alertee(t, 'genre', { genres: [ref.design.genres[0]!] });
    const noMatch = await alertee(t, 'nomatch', { skills: [ref.architecture.skills[0]!], genres: [ref.architecture.genres[0]!] });
    const otherDiscipline = await alertee(t, 'otherdisc', { skills: [s0!], industries: [2] });
    const inactive = await alertee(t, 'inactive', { skills: [s0!], status: 'INACTIVE' });
    const emailOff = await alertee(t, 'emailoff', { skills: [s0!], send_email: false });
    const daily = await alertee(t, 'daily', { skills: [s0!], notification_frequency: 'daily' });

    const id = await post(t, employer, jobAsking(ref, [s0!, s1!, s2!], [ref.design.genres[0]!], { title: 'Motion lead' }));
    const mails = await alertsTo(t, match.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('New opportunity for you: Motion lead');
    expect(mail!.text).toContain(`http://localhost:3000/freelancer/opportunities/${id}`);
    expect(mail!.text).toContain('Northwind Studio · Leeds, England, United Kingdom · £350 - £450 per day');
    expect(mail!.text).toContain('http://localhost:3000/freelancer/notification-settings');
    expect(mail!.headers!['List-Unsubscribe']).toMatch(new RegExp(`^<http://localhost:3000/api/alerts/unsubscribe\\?token=${match.id}\\.[\\w-]{43}>$`));
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The unsubscribe link is a secret: the outbox keeps the mail without it (decision 0016).
    expect(mail!.secrets).toEqual([mail!.headers!['List-Unsubscribe']!.slice(1, -1)]);
    expect(await alertsTo(t, byGenre.email)).toHaveLength(1);
    for (const nobody of [noMatch, otherDiscipline, inactive, emailOff, daily]) expect(await alertsTo(t, nobody.email)).toEqual([]);

    const deliveries = await t.deps.db.select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.opportunity_id, id));
    expect(deliveries.map((d) => [d.user_id, d.mode]).filter(([u]) => u === match.id)).toEqual([[match.id, 'immediately']]);
  });

  it('never sends a post twice: the job run again, or the post unpublished and published again', async () => {
    const me = await alertee(t, 'twice', { skills: [ref.design.skills[3]!] });
    const input = jobAsking(ref, [ref.design.skills[3]!], [ref.design.genres[2]!], { title: 'Once only' });
    const id = await post(t, employer, input);
    expect(await alertsTo(t, me.email)).toHaveLength(1);
    await postPublishedJob.run(t.deps, { opportunityId: id });
    const { is_active: _, target: __, ...edit } = input;
    expect((await t.gql(UPDATE, { id, input: { ...edit, is_active: false } }, employer)).errors).toBeUndefined();
    expect((await t.gql(UPDATE, { id, input: { ...edit, is_active: true } }, employer)).errors).toBeUndefined();
    expect(await alertsTo(t, me.email)).toHaveLength(1);
  });

  it('alerts when a draft is first published by an edit, and never for a draft', async () => {
    const me = await alertee(t, 'draft', { skills: [ref.design.skills[4]!] });
    const input = jobAsking(ref, [ref.design.skills[4]!], [ref.design.genres[2]!], { title: 'Drafted role', is_active: false });
    const id = await post(t, employer, input);
    expect(await alertsTo(t, me.email)).toEqual([]);
    // Even if a job ran for it, an unpublished post sends nothing.
    await postPublishedJob.run(t.deps, { opportunityId: id });
    expect(await alertsTo(t, me.email)).toEqual([]);
    const { is_active: _, target: __, ...edit } = input;
    expect((await t.gql(UPDATE, { id, input: { ...edit, is_active: true } }, employer)).errors).toBeUndefined();
    const mails = await alertsTo(t, me.email);
    expect(mails.map((m) => m.subject)).toEqual(['New opportunity for you: Drafted role']);
  });

  it('sends nothing when the post was closed, or its company deactivated, before the job ran', async () => {
    const me = await alertee(t, 'late', { skills: [ref.design.skills[1]!] });
    const input = jobAsking(ref, [ref.design.skills[1]!], [ref.design.genres[2]!], { title: 'Gone soon', is_active: false });
    const closed = await post(t, employer, input);
    await t.deps.db.update(opportunities).set({ is_active: true, published_at: new Date() }).where(eq(opportunities.id, closed));
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.gql(CLOSE, { id: closed, input: { reason: 'JOB_POSTPONED', closed_at: today } }, employer)).errors).toBeUndefined();
    await postPublishedJob.run(t.deps, { opportunityId: closed });
    expect(await alertsTo(t, me.email)).toEqual([]);

    const held = await post(t, employer, { ...input, title: 'Company paused' });
    await t.deps.db.update(opportunities).set({ is_active: true, published_at: new Date() }).where(eq(opportunities.id, held));
    await t.deps.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, company));
    try {
      await postPublishedJob.run(t.deps, { opportunityId: held });
    } finally {
      await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, company));
    }
    expect(await alertsTo(t, me.email)).toEqual([]);
    expect(await t.deps.db.select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.user_id, me.id))).toEqual([]);
  });

  it('sends nothing for a post hidden after reports before the job ran (decision 0063)', async () => {
    const me = await alertee(t, 'hidden', { skills: [ref.design.skills[1]!] });
    const hidden = await post(t, employer, jobAsking(ref, [ref.design.skills[1]!], [ref.design.genres[2]!], { title: 'Reported away', is_active: false }));
    await t.deps.db.update(opportunities).set({ is_active: true, published_at: new Date() }).where(eq(opportunities.id, hidden));
    await t.deps.db.insert(hiddenItems).values({ kind: 'POST', item_id: hidden, automatic: true });
    await postPublishedJob.run(t.deps, { opportunityId: hidden });
    expect(await alertsTo(t, me.email)).toEqual([]);
  });

  it('lists the post in the for-you list of the person it alerted (the same rule), not of the others', async () => {
    const FOR_YOU = '{ opportunitiesForYou(first: 50) { data { id } } }';
    const match = await alertee(t, 'foryou', { topSkills: [ref.design.skills[2]!], signIn: true });
    const none = await alertee(t, 'foryou-none', { skills: [ref.architecture.skills[1]!], signIn: true });
    const id = await post(t, employer, jobAsking(ref, [ref.design.skills[2]!], [ref.design.genres[1]!], { title: 'Rule check' }));
    expect(await alertsTo(t, match.email)).toHaveLength(1);
    expect(await alertsTo(t, none.email)).toEqual([]);
    for (const [who, listed] of [[match, true], [none, false]] as const) {
      const res = await t.gql(FOR_YOU, {}, await t.login(who.email));
      expect(res.errors).toBeUndefined();
      expect(res.data.opportunitiesForYou.data.map((p: { id: string }) => p.id).includes(String(id))).toBe(listed);
    }
  });
});

describe('a new project', () => {
  it("mails the matching agency team's admins who take email immediately, with agency links; not members or other teams", async () => {
    const genre = ref.design.genres[1]!;
    const team = await agencyTeam(t, 'agency', [genre]);
    const admin = await alertee(t, 'agency-admin', { type: 'GUEST' });
    const quietAdmin = await alertee(t, 'agency-quiet', { type: 'GUEST', send_email: false });
    const member = await alertee(t, 'agency-member', { type: 'GUEST' });
    await joinTeam(t, admin.id, team.id, 'admin');
    await joinTeam(t, quietAdmin.id, team.id, 'admin');
    await joinTeam(t, member.id, team.id, 'member');
    const elsewhere = await agencyTeam(t, 'agency-other', [ref.architecture.genres[1]!]);
    const freelancer = await alertee(t, 'agency-fl', { genres: [genre] });

    const id = await post(t, employer, projectInput(ref, { title: 'Brand sprint', genres: [String(genre)] }));
    for (const who of [team, admin]) {
      const mails = await alertsTo(t, who.email);
      expect(mails.map((m) => m.subject)).toEqual(['New opportunity for you: Brand sprint']);
      expect(mails[0]!.text).toContain(`http://localhost:3000/agency/opportunities/${id}`);
      expect(mails[0]!.text).toContain('http://localhost:3000/agency/notification-settings');
    }
    for (const nobody of [quietAdmin, member, elsewhere, freelancer]) expect(await alertsTo(t, nobody.email)).toEqual([]);
  });
});

describe('the rule', () => {
  it("picks, for every post of this file, exactly the people of the search module's for-you audience who take alerts", async () => {
    const db = t.deps.db;
    const takers = new Set(
      (await db.select({ id: users.id }).from(users)
        .where(and(eq(users.send_email, true), eq(users.notification_frequency, 'immediately'), isNull(users.deleted_at))))
        .map((u) => u.id),
    );
    const posts = await db.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.team_id, company));
    expect(posts.length).toBeGreaterThan(5);
    for (const { id } of posts) {
      const audience = (await forYouAudience(db, id)).filter((a) => takers.has(a.userId));
      const target = await alertablePostTarget(db, id);
      if (!target) {
        expect(audience).toEqual([]);
        continue;
      }
      const chosen = await peopleMatching(db, { id, target }, 'immediately');
      const expected = audience.map((a) => a.userId).sort((a, b) => a - b);
      // A project's audience is the team accounts; the alerts go to their admins, owners included.
      expect(target === 'JOB' ? chosen : chosen.filter((u) => expected.includes(u))).toEqual(expected);
    }
  });
});
