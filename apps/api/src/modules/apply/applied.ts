import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { postingCompanyName, type ApplicationStatus, type OpportunityTarget } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { applications, opportunities, users } from '../../db/schema/index.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';
import type { Viewer } from '../../viewer/viewer.js';
import { seekerOf } from './policy.js';

/** One row of "… you've applied for" (F-F3, F-X5): the post as it is now, and what became of the application. */
export interface AppliedRow {
  id: number;
  created_at: Date;
  viewed: boolean;
  /** The employer's pipeline status and when it was set; the notes and history stay the team's. */
  pipeline_status: ApplicationStatus;
  pipeline_status_changed_at: Date;
  /** Open when active and not closed, otherwise Closed (F-X2). */
  open: boolean;
  post: { id: number; title: string; target: OpportunityTarget; location: string | null; company: string };
}

const teams = alias(users, 'team');

/**
 * The viewer's applications, newest first: a freelancer's own, an agency's team's. Only those whose post
 * still exists and that are `is_shown` (F-X5); an unpublished post reads Closed, as it takes no applications.
 */
export async function listOwnApplications(db: Db, viewer: Viewer, args: { first?: number | null; page?: number | null }): Promise<Paginated<AppliedRow>> {
  const seeker = seekerOf(viewer);
  const window = pageWindow(args.first, args.page, 10);
  const mine = and(
    seeker.agencyId === null ? and(eq(applications.user_id, viewer.user.id), isNull(applications.team_id)) : eq(applications.team_id, seeker.agencyId),
    eq(applications.is_shown, true),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: applications.id,
        created_at: applications.created_at,
        viewed_at: applications.viewed_at,
        status: applications.status,
        status_changed_at: applications.status_changed_at,
        post: {
          id: opportunities.id, title: opportunities.title, target: opportunities.target, location: opportunities.location,
          is_active: opportunities.is_active, deleted_at: opportunities.deleted_at,
        },
        team: { company: teams.company, first_name: teams.first_name, last_name: teams.last_name },
      })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunity_id))
      .innerJoin(teams, eq(teams.id, opportunities.team_id))
      .where(mine)
      .orderBy(desc(applications.created_at), desc(applications.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(applications).where(mine),
  ]);
  const data = rows.map((r) => ({
    id: r.id,
    created_at: r.created_at,
    viewed: r.viewed_at !== null,
    pipeline_status: r.status,
    pipeline_status_changed_at: r.status_changed_at,
    open: r.post.is_active && r.post.deleted_at === null,
    post: {
      id: r.post.id, title: r.post.title, target: r.post.target, location: r.post.location,
      company: postingCompanyName(r.team),
    },
  }));
  return paginated(data, total?.n ?? 0, window);
}
