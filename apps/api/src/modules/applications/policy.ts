import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { applications, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { findAccessibleOpportunity } from '../opportunities/policy.js';
import type { ApplicantRecord } from '../opportunities/queries.js';

/**
 * Who may read an application and record that it was viewed (decision 0027), on top of the company scope:
 * the application's post is one the viewer may see (opportunities/policy.ts: the active team's, and for a
 * member one assigned to them). Anything else, and a person id that is not the applicant's, is NOT_FOUND,
 * as if the application did not exist.
 */

export const APPLICATION_MSG = {
  notFound: 'Could not find this application',
  candidateNotFound: 'Could not find this profile',
} as const;

export const applicationNotFound = () => new AppError('NOT_FOUND', APPLICATION_MSG.notFound);

const agencies = alias(users, 'agency');

/** The application with its applicant and, for an agency's, the agency (one statement). */
async function applicationById(db: Db, id: number): Promise<ApplicantRecord | undefined> {
  const [row] = await db
    .select({
      application: applications,
      user: users,
      agency: {
        id: agencies.id, type: agencies.type, first_name: agencies.first_name, last_name: agencies.last_name,
        company: agencies.company, agency_name: agencies.agency_name, avatar: agencies.avatar,
      },
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .leftJoin(agencies, eq(agencies.id, applications.team_id))
    .where(eq(applications.id, id));
  if (!row) return undefined;
  return {
    id: row.application.id,
    opportunity_id: row.application.opportunity_id,
    created_at: row.application.created_at,
    viewed_at: row.application.viewed_at,
    status: row.application.status,
    status_changed_at: row.application.status_changed_at,
    user: row.user,
    agency: row.agency?.id ? row.agency : null,
  };
}

/**
 * canReadApplication: the application of this id (and of this person, when the address names one) as the
 * posting team's admin, or the member it is assigned to, may read it.
 */
export async function findReadableApplication(db: Db, viewer: Viewer, id: number, userId?: number): Promise<ApplicantRecord> {
  const application = await applicationById(db, id);
  if (!application || (userId !== undefined && application.user.id !== userId)) throw applicationNotFound();
  try {
    await findAccessibleOpportunity(db, viewer, application.opportunity_id);
  } catch (err) {
    // Another team's post (NOT_FOUND) or a member's unassigned one (FORBIDDEN): not theirs to know of.
    if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'FORBIDDEN')) throw applicationNotFound();
    throw err;
  }
  return application;
}

/**
 * recordsViewing: whether this reading marks the application viewed. Not when an administrator reads it
 * as the user (impersonation leaves no trace the applicant would see), nor when the reader is the applicant.
 */
export function recordsViewing(viewer: Viewer, application: Pick<ApplicantRecord, 'user'>): boolean {
  return viewer.impersonatorId === null && application.user.id !== viewer.user.id;
}
