import { and, eq, isNull } from 'drizzle-orm';
import { APPLY_MSG, applyInputSchema, type ApplicationStatus } from '@mp/domain';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import type { Db } from '../../db/client.js';
import { applications, opportunities, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { findPublicJobById, type PublicJob } from '../job-pages/service.js';
import { isProfileComplete } from '../users/completeness.js';
import { saveAnswersTx, screeningOnApplyTx } from '../screening/answers.js';
import { applicationMailsJob } from './jobs.js';
import { seekerNotFound, seekerOf, type Seeker } from './policy.js';

/** The seeker's own application to a post: what they may read once they applied. */
export interface OwnApplication {
  id: number;
  created_at: Date;
  /** Whether someone of the posting team has opened it (decision 0027's viewed_at). */
  viewed: boolean;
  /** Where the employer's pipeline has it, and since when: the status only, never notes or history. */
  pipeline_status: ApplicationStatus;
  pipeline_status_changed_at: Date;
  /** What the applicant wrote with it, if anything. */
  message: string | null;
  /** The post's follow-up message and ATS link: shown to applicants only. */
  follow_up: string;
  application_link: string | null;
}

export interface SeekerView {
  post: PublicJob;
  application: OwnApplication | null;
}

async function ownApplication(db: Db, viewer: Viewer, seeker: Seeker, opportunityId: number): Promise<OwnApplication | null> {
  const mine = seeker.agencyId === null
    ? and(eq(applications.user_id, viewer.user.id), isNull(applications.team_id))
    : eq(applications.team_id, seeker.agencyId);
  const [row] = await db
    .select({
      id: applications.id,
      created_at: applications.created_at,
      viewed_at: applications.viewed_at,
      pipeline_status: applications.status,
      pipeline_status_changed_at: applications.status_changed_at,
      message: applications.message,
      follow_up: opportunities.follow_up,
      application_link: opportunities.application_link,
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunity_id))
    .where(and(eq(applications.opportunity_id, opportunityId), mine));
  return row ? { ...row, viewed: row.viewed_at !== null } : null;
}

/** viewOpportunity for a seeker (F-O1): a published post of their target, with their application if any. */
export async function seekerOpportunity(db: Db, viewer: Viewer, id: number): Promise<SeekerView> {
  const seeker = seekerOf(viewer);
  const post = await findPublicJobById(db, id);
  if (!post || post.target !== seeker.target) throw seekerNotFound();
  return { post, application: await ownApplication(db, viewer, seeker, id) };
}

/**
 * Applies (F-O5, F-X1): a freelancer must be ACTIVE with a complete profile; an agency applies for its team
 * (agencies are treated as complete and active, document 3 section 1). The post must be published, open and
 * of the seeker's target. One application per person, and per agency, and post: the database refuses a second
 * (unique indexes), so two submissions that race give one application and ALREADY_APPLIED. The same submission
 * sent twice (one idempotency key, decision 0041) answers success both times and mails once. The post's row is
 * share-locked, so a close that commits first is seen. The mails are jobs queued in the application's transaction.
 * The optional message (trimmed, at most 2000 characters) goes to the posting team with the application, and the
 * answers to the post's screening questions are checked and written in its transaction (screening/answers.ts).
 */
export async function applyToOpportunity(
  deps: Deps, viewer: Viewer, id: number, idempotencyKey?: string | null, messageInput?: string | null, answersInput?: unknown,
): Promise<SeekerView> {
  const { db } = deps;
  const seeker = seekerOf(viewer);
  // Applying is the person's own act: an administrator opening their session may look, not apply.
  if (viewer.impersonatorId !== null) throw AppError.forbidden();
  const { message } = AppError.parse(applyInputSchema, { message: messageInput }, '');
  const request = idempotentRequest(idempotencyKey, {
    scopeId: seeker.agencyId ?? viewer.user.id, operation: 'applyToOpportunity', actorId: viewer.user.id, body: { id, message, answers: answersInput ?? undefined },
  });
  if (seeker.agencyId === null) {
    if (viewer.user.status !== 'ACTIVE') throw new AppError('FORBIDDEN', APPLY_MSG.inactive);
    const { complete, missing } = await isProfileComplete(db, viewer.user);
    if (!complete) throw new AppError('PROFILE_INCOMPLETE', `${APPLY_MSG.incomplete} ${missing.join(', ')}.`);
  }
  const { replayed } = await db.transaction((tx) =>
    once(tx, request, async () => {
      const [post] = await tx
        .select({ target: opportunities.target, deleted_at: opportunities.deleted_at })
        .from(opportunities)
        .innerJoin(users, eq(users.id, opportunities.team_id))
        .where(and(eq(opportunities.id, id), eq(opportunities.is_active, true), eq(opportunities.is_public, true), eq(users.status, 'ACTIVE')))
        .for('share', { of: opportunities });
      if (!post || post.target !== seeker.target) throw seekerNotFound();
      if (post.deleted_at) throw new AppError('OPPORTUNITY_CLOSED', APPLY_MSG.closed);
      const screening = await screeningOnApplyTx(tx, id, answersInput);
      const [row] = await tx
        .insert(applications)
        .values({ opportunity_id: id, user_id: viewer.user.id, team_id: seeker.agencyId, message, ...screening.columns })
        .onConflictDoNothing()
        .returning({ id: applications.id });
      if (!row) throw new AppError('ALREADY_APPLIED', APPLY_MSG.applied);
      await saveAnswersTx(tx, row.id, screening);
      await enqueueTx(tx, applicationMailsJob, { applicationId: row.id });
      return { applicationId: row.id };
    }),
  );
  if (!replayed) deps.jobs.nudge();
  return seekerOpportunity(db, viewer, id);
}
