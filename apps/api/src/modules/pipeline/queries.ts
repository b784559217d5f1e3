import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, fullName, type ApplicationStatus, type StatusChangeCause } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { applicationNotes, applications, applicationStatusChanges, users } from '../../db/schema/index.js';
import type { Viewer } from '../../viewer/viewer.js';
import { findReadableApplication } from '../applications/policy.js';
import { findAccessibleOpportunity, type PostAccess } from '../opportunities/policy.js';
import { canDeleteNote, canEditNote } from './policy.js';

export interface StatusCount {
  status: ApplicationStatus;
  count: number;
}

// Prepared once per database and variant (as `authenticate`): the applicants page asks for the counts on every visit.
const countQueries = new WeakMap<Db, { all: ReturnType<typeof prepareCounts>; byMeets: ReturnType<typeof prepareCounts> }>();
function prepareCounts(db: Db, byMeets: boolean) {
  return db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(
      and(
        eq(applications.opportunity_id, sql.placeholder('post')),
        byMeets ? eq(applications.meets_must_haves, sql.placeholder('meets')) : undefined,
      ),
    )
    .groupBy(applications.status)
    .prepare(byMeets ? 'applicant_status_counts_by_must_haves' : 'applicant_status_counts');
}

/**
 * The applicants page's filter, given the viewer's access to the post: how many applications of the post stand at
 * each status (one statement, every status listed), of all, or of those that meet every must-have or miss one.
 */
export async function applicantStatusCounts(db: Db, post: PostAccess, meetsMustHaves?: boolean | null): Promise<StatusCount[]> {
  let queries = countQueries.get(db);
  if (!queries) countQueries.set(db, (queries = { all: prepareCounts(db, false), byMeets: prepareCounts(db, true) }));
  const rows = meetsMustHaves == null
    ? await queries.all.execute({ post: post.id })
    : await queries.byMeets.execute({ post: post.id, meets: meetsMustHaves });
  const by = new Map(rows.map((r) => [r.status, r.n]));
  return APPLICATION_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}

export interface PipelineEntry {
  id: number;
  created_at: Date;
  author_name: string | null;
}
export interface NoteRecord extends PipelineEntry {
  body: string;
  /** When its author last changed it; null: as written. */
  edited_at: Date | null;
  /** The viewer may delete it (canDeleteNote): the page shows Delete only then. */
  can_delete: boolean;
  /** The viewer may change its words (canEditNote: its author). */
  can_edit: boolean;
}
export interface StatusChangeRecord extends PipelineEntry {
  from_status: ApplicationStatus;
  to_status: ApplicationStatus;
  /** Why the platform made it itself (an auto-decline); null: a person's change. */
  cause: StatusChangeCause | null;
}
export interface PipelineRecord {
  application_id: number;
  status: ApplicationStatus;
  status_changed_at: Date;
  /** The post is closed: the page shows the pipeline read-only. */
  read_only: boolean;
  /** What the applicant wrote with their application, if anything. */
  message: string | null;
  notes: NoteRecord[];
  history: StatusChangeRecord[];
}

const authors = alias(users, 'author');
const author = { first_name: authors.first_name, last_name: authors.last_name };
const withAuthorName = <T extends { author: { first_name: string | null; last_name: string | null } | null }>({ author: a, ...row }: T) => ({
  ...row,
  author_name: a ? fullName(a.first_name, a.last_name) : null,
});

/**
 * applicationPipeline(id): the team's notes and the status history of one application, oldest first, each with
 * its author (a removed account reads null). For the team only: the applicant's side never reads these.
 */
export async function getApplicationPipeline(db: Db, viewer: Viewer, id: number): Promise<PipelineRecord> {
  const application = await findReadableApplication(db, viewer, id);
  const post = await findAccessibleOpportunity(db, viewer, application.opportunity_id);
  const [notes, history, [written]] = await Promise.all([
    db
      .select({
        id: applicationNotes.id, body: applicationNotes.body, created_at: applicationNotes.created_at, edited_at: applicationNotes.edited_at,
        author_id: applicationNotes.author_id, author,
      })
      .from(applicationNotes)
      .leftJoin(authors, eq(authors.id, applicationNotes.author_id))
      .where(eq(applicationNotes.application_id, id))
      .orderBy(asc(applicationNotes.created_at), asc(applicationNotes.id)),
    db
      .select({
        id: applicationStatusChanges.id, from_status: applicationStatusChanges.from_status, to_status: applicationStatusChanges.to_status,
        created_at: applicationStatusChanges.created_at, cause: applicationStatusChanges.cause, author,
      })
      .from(applicationStatusChanges)
      .leftJoin(authors, eq(authors.id, applicationStatusChanges.actor_id))
      .where(eq(applicationStatusChanges.application_id, id))
      .orderBy(asc(applicationStatusChanges.created_at), asc(applicationStatusChanges.id)),
    db.select({ message: applications.message }).from(applications).where(eq(applications.id, id)),
  ]);
  return {
    application_id: id,
    status: application.status,
    status_changed_at: application.status_changed_at,
    read_only: post.deleted_at !== null,
    message: written?.message ?? null,
    notes: notes.map(withAuthorName).map(({ author_id, ...n }) => ({ ...n, can_delete: canDeleteNote(viewer, { author_id }), can_edit: canEditNote(viewer, { author_id }) })),
    history: history.map(withAuthorName),
  };
}
