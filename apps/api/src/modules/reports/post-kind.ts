import { and, eq, inArray } from 'drizzle-orm';
import { formatDate, postingCompanyName, REPORT_MSG } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { opportunities, users } from '../../db/schema/index.js';
import type { Viewer } from '../../viewer/viewer.js';
import type { ReportedItem, ReportKindAdapter } from './adapter.js';
import { assertMayReportItem, ownerOfRow, plainWords, teamOwner } from './public-kind.js';

/**
 * A post (a job or a project) as a reported item: its company team owns it; anyone who can read its public page
 * (published by an approved company, open or closed) may report it. Hidden, it has no page, and the board, search,
 * feeds, sitemap and company page leave it out (job-pages/service.ts `published`, search/conditions.ts `openPosts`).
 */
export const postReports: ReportKindAdapter = {
  auditType: 'opportunity',
  texts: { thanks: REPORT_MSG.thanksItem, alreadyRemoved: REPORT_MSG.itemAlreadyRemoved },
  hiddenMeans: 'It no longer shows on Onbrief: its page, the job board, search and the feeds leave it out. Your team still sees it on its dashboard.',

  async assertMayReport(db: Db, viewer: Viewer | null, postId: number) {
    const [post] = await db
      .select({ team_id: opportunities.team_id })
      .from(opportunities)
      .innerJoin(users, eq(users.id, opportunities.team_id))
      .where(and(eq(opportunities.id, postId), eq(opportunities.is_active, true), eq(opportunities.is_public, true), eq(users.status, 'ACTIVE')));
    assertMayReportItem(viewer, post?.team_id);
  },

  async ownerOf(db: Db | Tx, postId: number) {
    const [post] = await db.select({ team_id: opportunities.team_id }).from(opportunities).where(eq(opportunities.id, postId));
    return teamOwner(db, post?.team_id);
  },

  async describe(db: Db, postIds: number[]) {
    if (postIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: opportunities.id, title: opportunities.title, target: opportunities.target, slug: opportunities.slug, description: opportunities.description,
        created_at: opportunities.created_at, closed_at: opportunities.deleted_at,
        team: { id: users.id, type: users.type, status: users.status, email: users.email, first_name: users.first_name, last_name: users.last_name, company: users.company },
      })
      .from(opportunities)
      .innerJoin(users, eq(users.id, opportunities.team_id))
      .where(inArray(opportunities.id, postIds));
    return new Map<number, ReportedItem>(
      rows.map((r) => [
        r.id,
        {
          title: `${r.target === 'JOB' ? 'Job' : 'Project'}: ${r.title}`,
          body: plainWords(r.description),
          owner: ownerOfRow(r.team),
          created_at: r.created_at,
          context: [
            { label: 'Company', value: postingCompanyName(r.team) },
            { label: 'Page', value: `/jobs/${r.slug}` },
            { label: 'Status', value: r.closed_at ? `Closed ${formatDate(r.closed_at)}` : 'Open' },
          ],
        },
      ]),
    );
  },

  async mailedAs(db: Db, postId: number) {
    const [row] = await db.select({ title: opportunities.title, target: opportunities.target }).from(opportunities).where(eq(opportunities.id, postId));
    return row ? `your ${row.target === 'JOB' ? 'job' : 'project'} post ${row.title}` : null;
  },

  // The words live in the post alone: its readers leave it out while hidden_items lists it.
  async onHidden() {},
  async onVisibilityChanged() {},
};
