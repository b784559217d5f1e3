import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications } from '../../db/schema/index.js';
import type { Viewer } from '../../viewer/viewer.js';
import type { ApplicantRecord } from '../opportunities/queries.js';
import { lockApplications, moveApplications } from '../opportunities/application-transitions.js';
import { findReadableApplication, recordsViewing } from './policy.js';

/**
 * markApplicationViewed: the posting team's admin or the assigned member opened the applicant's profile.
 * Records viewed_at once (the first opening stays) and, for a New application, moves it to Viewed in the
 * pipeline with the viewer as the actor; an impersonating administrator or the applicant leaves it
 * as it is (decision 0027). Answers the application as it now stands.
 */
export async function markApplicationViewed(db: Db, viewer: Viewer, id: number): Promise<ApplicantRecord> {
  const application = await findReadableApplication(db, viewer, id);
  if (application.viewed_at || !recordsViewing(viewer, application)) return application;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ viewed_at: new Date() })
      .where(and(eq(applications.id, id), isNull(applications.viewed_at)))
      .returning({ id: applications.id });
    if (!row) return;
    // Only a New one: an application the team already moved on (say Shortlisted from the list) keeps its status.
    const locked = (await lockApplications(tx, { ids: [id] })).filter((a) => a.status === 'NEW');
    await moveApplications(tx, locked, 'VIEWED', viewer.user.id);
  });
  // Read it as it now stands (someone else of the team may have recorded it in between).
  return findReadableApplication(db, viewer, id);
}
