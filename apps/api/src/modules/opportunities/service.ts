import { eq, sql } from 'drizzle-orm';
import { OPPORTUNITY_MSG, opportunityFormSchema, REVIEW_MSG, type OpportunityTarget } from '@mp/domain';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { opportunities } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { queueAlertsTx } from '../alerts/jobs.js';
import { queueIndexingTx } from '../indexing/notices.js';
import type { Viewer } from '../../viewer/viewer.js';
import { recordSpend, takeCredits } from '../credits/service.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { holdTx, supersedePendingTx } from '../post-review/hold.js';
import { contentFindings, writeFingerprintTx } from '../post-review/rules.js';
import { editFindings, postFindings, reviewedPost } from './review-gate.js';
import type { OpportunitySubmission } from './inputs.js';
import { findAccessibleOpportunity, isTeamMember, postingMembership } from './policy.js';
import { opportunityRecord, type OpportunityRecord } from './queries.js';
import { checkJobChoices, checkProjectChoices } from './references.js';
import { columnsOf, newSlug, writeLists, type FormValues } from './values.js';

/** Posting, editing (decision 0022). Closing and restoring are in close.ts, reading in queries.ts. */

const fieldError = (field: string, message: string) => new AppError('BAD_USER_INPUT', message, { [`input.${field}`]: message });

/** The kind picks the rules; GraphQL lets only a kind through (OpportunityTarget), so missing is what to refuse. */
function targetOf({ target }: OpportunitySubmission): OpportunityTarget {
  if (!target) throw fieldError('target', OPPORTUNITY_MSG.notInList);
  return target;
}

async function checkChoices(db: Db, target: OpportunityTarget, v: FormValues) {
  if (target === 'JOB' && 'type' in v) await checkJobChoices(db, v);
  else if ('services' in v) await checkProjectChoices(db, v);
}

/**
 * addOpportunity: checks the form with the shared rules, then in one transaction takes 1 credit from the
 * team (a conditional update: INSUFFICIENT_BALANCE when none is left), inserts the post and its lists,
 * and writes the ledger row. Created for the chosen Team User (a member of the team), else the viewer.
 * With an idempotency key (the team's, decision 0041) a repeat answers the first post, charges nothing and
 * alerts nobody. A published post's job alerts are queued in its transaction (decisions 0037, 0040).
 */
export async function createOpportunity(
  deps: Deps,
  viewer: Viewer,
  input: OpportunitySubmission,
  idempotencyKey?: string | null,
): Promise<OpportunityRecord> {
  const { db } = deps;
  const membership = postingMembership(viewer);
  const teamId = membership.team_id;
  const request = idempotentRequest(idempotencyKey, { scopeId: teamId, operation: 'addOpportunity', actorId: viewer.user.id, body: input });
  const target = targetOf(input);
  const values = AppError.parse(opportunityFormSchema(target, 'create'), input) as FormValues;
  const columns = columnsOf(target, values);
  const createdBy = 'created_by' in values && values.created_by ? values.created_by : viewer.user.id;
  if (createdBy !== viewer.user.id && !(await isTeamMember(db, membership.team_id, createdBy))) {
    throw fieldError('created_by', OPPORTUNITY_MSG.teamUser);
  }
  await checkChoices(db, target, values);
  const post = reviewedPost(target, values);
  for (let attempt = 0; ; attempt++) {
    try {
      const { answer } = await db.transaction((tx) =>
        once(tx, request, async () => {
          const balanceAfter = await takeCredits(tx, teamId);
          // Going live at once unless a rule holds it for review (decision 0065); a draft is reviewed when published.
          const findings = columns.is_active === false ? (contentFindings(post), []) : await postFindings(tx, teamId, post, null);
          const live = columns.is_active !== false && findings.length === 0;
          const [row] = await tx
            .insert(opportunities)
            .values({
              ...columns, slug: newSlug(values.title), team_id: teamId, target, created_by: createdBy, updated_by: viewer.user.id,
              is_active: live, review_status: findings.length ? 'IN_REVIEW' : null, published_at: live ? new Date() : null,
            })
            .returning({ id: opportunities.id });
          await writeLists(tx, row!.id, target, values, false);
          await writeFingerprintTx(tx, row!.id, teamId, post);
          await recordSpend(tx, {
            teamId, balanceAfter, actorId: viewer.user.id, opportunityId: row!.id, reason: target === 'JOB' ? 'Job post' : 'Project post',
          });
          if (findings.length) await holdTx(tx, { opportunityId: row!.id, kind: 'POST', findings, submittedBy: viewer.user.id });
          if (live) await queueAlertsTx(tx, deps.config, row!.id);
          if (live) await queueIndexingTx(tx, row!.id);
          return { opportunityId: row!.id };
        }),
      );
      deps.jobs.nudge();
      return await opportunityRecord(db, answer.opportunityId);
    } catch (err) {
      // A slug that some other post drew already (1 in 2 billion per pair): draw again.
      if (attempt < 2 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/**
 * updateOpportunity: the same rules without Team User, no charge; is_active changes only when sent. The post keeps its
 * kind (target) and its slug; its first publication queues its job alerts in its transaction. Review (decision 0065):
 * a rejected post is final; a post in review takes the edit and stays in review (unpublishing withdraws it); an edit of
 * a live post that trips a rule waits as a revision while the live version stays; publishing a draft is reviewed as a
 * new post.
 */
export async function updateOpportunity(deps: Deps, viewer: Viewer, id: number, input: OpportunitySubmission): Promise<OpportunityRecord> {
  const { db } = deps;
  const post = await findAccessibleOpportunity(db, viewer, id);
  const values = AppError.parse(opportunityFormSchema(post.target, 'edit'), input) as FormValues;
  const columns = columnsOf(post.target, values);
  await checkChoices(db, post.target, values);
  const reviewed = reviewedPost(post.target, values);
  const { record } = await db.transaction(async (tx) => {
    const access = await findAccessibleOpportunity(tx, viewer, id, { lock: true });
    const [state] = await tx.select({ is_active: opportunities.is_active, review_status: opportunities.review_status }).from(opportunities).where(eq(opportunities.id, id));
    const current = { ...access, ...state! };
    if (current.review_status === 'REJECTED') throw new AppError('BAD_USER_INPUT', REVIEW_MSG.rejectedLocked);
    const inReview = current.review_status === 'IN_REVIEW';
    const wantsLive = columns.is_active ?? (current.is_active || inReview);
    const findings = await editFindings(tx, current, reviewed, wantsLive);
    if (current.is_active && wantsLive && findings.length) {
      // The live version stays up; the edit waits as checked values.
      await holdTx(tx, { opportunityId: id, kind: 'EDIT', findings, submittedBy: viewer.user.id, revision: values as Record<string, unknown> });
      return { record: await opportunityRecord(tx, id) };
    }
    const held = wantsLive && findings.length > 0;
    const publish = wantsLive && !held;
    const [updated] = await tx
      .update(opportunities)
      .set({
        ...columns, updated_by: viewer.user.id, updated_at: new Date(),
        is_active: publish, review_status: held ? 'IN_REVIEW' : null,
        // First publication starts job alerts (decision 0040); republishing keeps the first date.
        ...(publish ? { published_at: sql`coalesce(${opportunities.published_at}, now())` } : {}),
      })
      .where(eq(opportunities.id, id))
      // Set just now (now() is the transaction's time): this edit is the first publication.
      .returning({ firstPublished: sql<boolean>`${opportunities.published_at} = now()` });
    await writeLists(tx, id, post.target, values, true);
    await writeFingerprintTx(tx, id, current.team_id, reviewed);
    if (held) await holdTx(tx, { opportunityId: id, kind: 'POST', findings, submittedBy: viewer.user.id });
    else await supersedePendingTx(tx, id);
    if (updated?.firstPublished) await queueAlertsTx(tx, deps.config, id);
    await queueIndexingTx(tx, id);
    return { record: await opportunityRecord(tx, id) };
  });
  deps.jobs.nudge();
  return record;
}
