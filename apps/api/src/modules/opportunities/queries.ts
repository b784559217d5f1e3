import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isTeamAdmin, type ApplicationStatus, type OpportunityTarget } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { applications, opportunities, teamUserAssociations, users, userTeams, type OpportunityRow, type UserRow } from '../../db/schema/index.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';
import type { Viewer } from '../../viewer/viewer.js';
import { accessibleOrThrow, postingMembership, type PostAccess } from './policy.js';

/**
 * A post with its number of applicants, as every read returns it (one statement, whatever the rows). Without the
 * search words (a large tsvector only the search's SQL reads, as the public job pages leave it out): the applicants
 * page reads the post on every request, and that text was sent, decoded and mapped each time for nothing.
 */
export type OpportunityRecord = Omit<OpportunityRow, 'search_vector'> & { applicant_count: number };
const { search_vector: _words, ...postColumns } = getTableColumns(opportunities);

// Written out: drizzle leaves columns unqualified in a one-table select, which would read applications.id here.
const applicantCount = sql<number>`(select count(*)::int from applications a where a.opportunity_id = "opportunities"."id")`;

/** A post by id with its applicant count (after the caller has checked the viewer may see it). */
export async function opportunityRecord(db: Db | Tx, id: number): Promise<OpportunityRecord> {
  const [row] = await db.select({ post: postColumns, applicant_count: applicantCount }).from(opportunities).where(eq(opportunities.id, id));
  return { ...row!.post, applicant_count: row!.applicant_count };
}

// Prepared once per database (as `authenticate`): the applicants page reads the post on every request, and a
// prepared statement is built once in Node and, on PostgreSQL, parsed once per connection instead of a describe
// round trip and a parse per request (decision 0055's figures).
const readableQueries = new WeakMap<Db, ReturnType<typeof prepareReadable>>();
function prepareReadable(db: Db) {
  return db
    .select({ post: postColumns, applicant_count: applicantCount })
    .from(opportunities)
    .where(and(eq(opportunities.id, sql.placeholder('id')), eq(opportunities.team_id, sql.placeholder('team'))))
    .prepare('readable_opportunity');
}

/**
 * opportunity(id): the post for its team's people, with its applicant count, read fresh (no cache) in one statement
 * that also settles the viewer's access (accessibleOrThrow on the row read with the team filter).
 */
export async function findReadableOpportunity(db: Db, viewer: Viewer, id: number): Promise<OpportunityRecord> {
  let query = readableQueries.get(db);
  if (!query) readableQueries.set(db, (query = prepareReadable(db)));
  const [row] = await query.execute({ id, team: postingMembership(viewer).team_id });
  return accessibleOrThrow(db, viewer, row && { ...row.post, applicant_count: row.applicant_count });
}

export interface TeamListFilters {
  target: OpportunityTarget;
  closed: boolean;
  first?: number | null;
  page?: number | null;
}

/**
 * The dashboard's lists (viewTeamOpportunity / viewTeamMemberOpportunity): a team admin gets all the
 * team's posts, a member those created for them or for a member they are associated with; open or closed,
 * jobs or projects, newest first, with their applicant counts. Two statements (the page and its total)
 * whatever the number of rows; opportunities_team_list_idx serves both.
 */
export async function listTeamOpportunities(db: Db, viewer: Viewer, f: TeamListFilters): Promise<Paginated<OpportunityRecord>> {
  const membership = postingMembership(viewer);
  const window = pageWindow(f.first, f.page, 20);
  const assigned: SQL | undefined = isTeamAdmin({ teamUser: membership })
    ? undefined
    : or(
        eq(opportunities.created_by, viewer.user.id),
        inArray(
          opportunities.created_by,
          db
            .select({ id: teamUserAssociations.associate_id })
            .from(teamUserAssociations)
            .where(and(eq(teamUserAssociations.team_id, membership.team_id), eq(teamUserAssociations.user_id, viewer.user.id))),
        ),
      );
  const where = and(
    eq(opportunities.team_id, membership.team_id),
    eq(opportunities.target, f.target),
    f.closed ? isNotNull(opportunities.deleted_at) : isNull(opportunities.deleted_at),
    assigned,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: postColumns, applicant_count: applicantCount })
      .from(opportunities)
      .where(where)
      .orderBy(desc(opportunities.created_at), desc(opportunities.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(opportunities).where(where),
  ]);
  return paginated(
    rows.map((r) => ({ ...r.post, applicant_count: r.applicant_count })),
    total?.n ?? 0,
    window,
  );
}

export interface ApplicantRecord {
  id: number;
  opportunity_id: number;
  created_at: Date;
  viewed_at: Date | null;
  /** The pipeline: where the application stands and since when. */
  status: ApplicationStatus;
  status_changed_at: Date;
  user: UserRow;
  /** The agency team an agency applied for (projects). */
  agency: Pick<UserRow, 'id' | 'type' | 'first_name' | 'last_name' | 'company' | 'agency_name' | 'avatar'> | null;
}

const agencies = alias(users, 'agency');

/**
 * The applicant's contact as the applicants page shows it. Readable by construction: the list is handed only to
 * a viewer who passed findAccessibleOpportunity for the post, and every row applied to that post, which is the
 * `employerOfApplicant` relation (decision 0017: the card and contact audiences). So it is checked once for the
 * page instead of per field and per person (the general User type's audiences cost most of the page: decision 0055).
 */
export interface ApplicantContact {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
}

/** A row of opportunityApplicants: the application, the contact, and the agency for an agency's application. */
export type ApplicantListRecord = Omit<ApplicantRecord, 'user'> & { user_id: number; contact: ApplicantContact; meets_must_haves: boolean };

/**
 * opportunityApplicants(id) (GET_AGENCY_APPLICANTS), given the viewer's access to the post: who applied, newest first, with the contact and, for an
 * agency, the agency's company. One statement, selecting only what the rows show (the whole `users` row is
 * loaded, batched, only when a caller asks for `user`).
 */
/**
 * The statement of listApplicants, prepared once per database and per variant (every status or one; every applicant
 * or those that meet every must-have, or not): the page is read on every visit of the applicants page (decision 0055's figures).
 */
function prepareApplicants(db: Db, byStatus: boolean, byMeets: boolean) {
  // The page of applications first, then its people: the join never runs over the whole post's applications (rows
  // applied in the same instant would otherwise be joined before the sort). Flat columns: drizzle maps nested
  // selections per row at a cost the profile showed.
  const page = db
    .select({
      id: applications.id, opportunity_id: applications.opportunity_id, user_id: applications.user_id, team_id: applications.team_id,
      created_at: applications.created_at, viewed_at: applications.viewed_at, status: applications.status,
      status_changed_at: applications.status_changed_at, meets_must_haves: applications.meets_must_haves,
    })
    .from(applications)
    .where(
      and(
        eq(applications.opportunity_id, sql.placeholder('post')),
        byStatus ? eq(applications.status, sql.placeholder('status')) : undefined,
        byMeets ? eq(applications.meets_must_haves, sql.placeholder('meets')) : undefined,
      ),
    )
    .orderBy(desc(applications.created_at), desc(applications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // Each row's person and agency by their key (lateral, `limit 1`: an index lookup per row of the page whatever the
  // size of `users`); as a plain join the planner hashed the whole users table for the 50 rows when it was small.
  const person = db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, page.user_id))
    .limit(1)
    .as('person');
  const agency = db
    .select({
      id: agencies.id, type: agencies.type, first_name: agencies.first_name, last_name: agencies.last_name,
      company: agencies.company, agency_name: agencies.agency_name, avatar: agencies.avatar,
    })
    .from(agencies)
    .where(eq(agencies.id, page.team_id))
    .limit(1)
    .as('agency_row');
  return db
    .select({
      id: page.id, opportunity_id: page.opportunity_id, created_at: page.created_at, viewed_at: page.viewed_at, status: page.status,
      status_changed_at: page.status_changed_at, meets_must_haves: page.meets_must_haves,
      user_id: person.id, first_name: person.first_name, last_name: person.last_name, email: person.email, phone: person.phone,
      agency_id: agency.id, agency_type: agency.type, agency_first_name: agency.first_name, agency_last_name: agency.last_name,
      agency_company: agency.company, agency_agency_name: agency.agency_name, agency_avatar: agency.avatar,
    })
    .from(page)
    .innerJoinLateral(person, sql`true`)
    .leftJoinLateral(agency, sql`true`)
    .orderBy(desc(page.created_at), desc(page.id))
    .prepare(`applicants${byStatus ? '_by_status' : ''}${byMeets ? '_by_must_haves' : ''}`);
}
type ApplicantQuery = ReturnType<typeof prepareApplicants>;
const applicantQueries = new WeakMap<Db, Map<string, ApplicantQuery>>();

/**
 * opportunityApplicants(id) (GET_AGENCY_APPLICANTS), given the viewer's access to the post: who applied, newest first, with the contact and, for an
 * agency, the agency's company. One statement, selecting only what the rows show (the whole `users` row is
 * loaded, batched, only when a caller asks for `user`).
 */
export async function listApplicants(
  db: Db,
  post: PostAccess,
  opts: { status?: ApplicationStatus | null; meetsMustHaves?: boolean | null; first?: number | null; page?: number | null } = {},
): Promise<ApplicantListRecord[]> {
  // Without `first`, every applicant (the old callers); with it, one page (the pipeline's applicants page).
  const window = opts.first == null ? null : pageWindow(opts.first, opts.page, 50);
  const byStatus = Boolean(opts.status);
  const byMeets = opts.meetsMustHaves != null;
  let queries = applicantQueries.get(db);
  if (!queries) applicantQueries.set(db, (queries = new Map()));
  const variant = `${byStatus}-${byMeets}`;
  let query = queries.get(variant);
  if (!query) queries.set(variant, (query = prepareApplicants(db, byStatus, byMeets)));
  const rows = await query.execute({
    post: post.id, limit: window?.limit ?? 100_000, offset: window?.offset ?? 0,
    ...(byStatus ? { status: opts.status } : {}), ...(byMeets ? { meets: opts.meetsMustHaves } : {}),
  });
  return rows.map((r) => ({
    id: r.id,
    opportunity_id: r.opportunity_id,
    created_at: r.created_at,
    viewed_at: r.viewed_at,
    status: r.status,
    status_changed_at: r.status_changed_at,
    meets_must_haves: r.meets_must_haves,
    user_id: r.user_id,
    contact: { id: r.user_id, first_name: r.first_name, last_name: r.last_name, email: r.email, phone: r.phone },
    agency:
      r.agency_id === null
        ? null
        : {
            id: r.agency_id, type: r.agency_type!, first_name: r.agency_first_name, last_name: r.agency_last_name,
            company: r.agency_company, agency_name: r.agency_agency_name, avatar: r.agency_avatar,
          },
  }));
}

export interface TeamMemberRecord {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: string;
  can_post_jobs: boolean;
}

/** The Team User select: every member of the active team, by name. */
export async function listPostingTeamUsers(db: Db, viewer: Viewer): Promise<TeamMemberRecord[]> {
  const membership = postingMembership(viewer);
  return db
    .select({
      id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email,
      role: userTeams.role, can_post_jobs: userTeams.can_post_jobs,
    })
    .from(userTeams)
    .innerJoin(users, eq(users.id, userTeams.user_id))
    .where(eq(userTeams.team_id, membership.team_id))
    .orderBy(asc(sql`lower(concat_ws(' ', ${users.first_name}, ${users.last_name}))`), asc(users.id));
}
