import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { creditLedger, opportunities, postReviews, users } from '../../db/schema/index.js';
import type { TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { jobInput, opportunityFixtures, referenceIds } from '../opportunities/test-fixtures.js';

/** The review queue's integration tests (decision 0065): companies new and trusted, posts and the console's documents. */

export const ADD = `mutation($input: OpportunityInput!, $key: String) { addOpportunity(input: $input, idempotencyKey: $key) {
  id slug title is_active review_status latest_review { kind status reason } agency_name work_term minimum_requirements placed_by_agency } }`;
export const UPDATE = `mutation($id: ID!, $input: OpportunityInput!) { updateOpportunity(id: $id, input: $input) {
  id title is_active review_status latest_review { kind status reason } } }`;
export const GET = `query($id: ID!) { opportunity(id: $id) { id title is_active review_status latest_review { kind status reason } } }`;
export const QUEUE = `query($first: Int) { adminPostReviews(first: $first) { data { id kind opportunity_id title text live_title
  findings { flag label detail } team { id name } submitted_by { email } created_at } paginatorInfo { total } } }`;
export const SUMMARY = `{ adminPostReviewsSummary { pending oldest_at } }`;
export const APPROVE = `mutation($id: ID!) { approvePostReview(reviewId: $id) }`;
export const REJECT = `mutation($id: ID!, $reason: String!) { rejectPostReview(reviewId: $id, reason: $reason) }`;
export const TRUST = `mutation($teamId: ID!, $trusted: Boolean!) { adminSetTrustedPoster(teamId: $teamId, trusted: $trusted) }`;
export const PUBLIC_JOB = `query($slug: String!) { publicJob(slug: $slug) { title } }`;

/** Random letters (no digits: a run of them would read as a phone number). */
const letters = (n: number) => [...randomBytes(n)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

export async function reviewFixtures(t: TestApp) {
  const ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  const admin = adminFixtures(t);
  let n = 0;
  return {
    ref,
    f,
    /** A job whose words are its own (random), so no rule but the one a test means trips on it. */
    job: (extra: Record<string, unknown> = {}) =>
      jobInput(ref, { title: `Designer ${letters(8)}`, description: `<p>Brief ${letters(48)}</p>`, ...extra }),
    /** A company that signed up, was approved and holds `credits` job posts: new, so its first posts are reviewed. */
    async newCompany(credits = 5) {
      n += 1;
      const email = `review-co-${n}-${Date.now()}@example.test`;
      const { id } = await admin.pendingCompany(email, `Review Co ${n}`);
      await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(id)));
      await f.grant(Number(id), credits);
      return { id: Number(id), token: await t.login(email, 'Secret-pass1!') };
    },
    async row(id: string | number) {
      const [row] = await t.deps.db.select().from(opportunities).where(eq(opportunities.id, Number(id)));
      return row!;
    },
    async reviewOf(opportunityId: string | number) {
      return t.deps.db.select().from(postReviews).where(eq(postReviews.opportunity_id, Number(opportunityId))).orderBy(postReviews.id);
    },
    async refunds(opportunityId: string | number) {
      return t.deps.db.select().from(creditLedger).where(and(eq(creditLedger.opportunity_id, Number(opportunityId)), eq(creditLedger.direction, 'IN')));
    },
    /** The email of who submitted a review (the decision's mail goes to them). */
    async submitterOf(reviewId: string | number) {
      const [row] = await t.deps.db
        .select({ email: users.email })
        .from(postReviews)
        .innerJoin(users, eq(users.id, postReviews.submitted_by))
        .where(eq(postReviews.id, Number(reviewId)));
      return row?.email;
    },
  };
}
