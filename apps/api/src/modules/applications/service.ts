import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications } from '../../db/schema/index.js';
import type { Viewer } from '../../viewer/viewer.js';
import type { ApplicantRecord } from '../opportunities/queries.js';
import { findReadableApplication, recordsViewing } from './policy.js';

/**
 * markApplicationViewed: the posting team's admin or the assigned member opened the applicant's profile.
 * Records viewed_at once (the first opening stays); an impersonating administrator or the applicant leaves
 * it as it is (decision 0027). Answers the application as it now stands.
 */
export async function markApplicationViewed(db: Db, viewer: Viewer, id: number): Promise<ApplicantRecord> {
  const application = await findReadableApplication(db, viewer, id);
  if (application.viewed_at || !recordsViewing(viewer, application)) return application;
  const [row] = await db
    .update(applications)
    .set({ viewed_at: new Date() })
    .where(and(eq(applications.id, id), isNull(applications.viewed_at)))
    .returning({ viewed_at: applications.viewed_at });
  if (row) return { ...application, viewed_at: row.viewed_at };
  // Someone else of the team recorded it in between: read theirs.
  return findReadableApplication(db, viewer, id);
}
