import { and, eq, inArray } from 'drizzle-orm';
import { companyPagePath, postingCompanyName, REPORT_MSG } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Viewer } from '../../viewer/viewer.js';
import type { ReportedItem, ReportKindAdapter } from './adapter.js';
import { assertMayReportItem, ownerOfRow, plainWords, teamOwner } from './public-kind.js';

/**
 * A company's public page (/companies/{slug}) as a reported item; its id is the company team's. Hidden, the page
 * answers 404 and leaves the sitemap, and posts name the company without linking it (company-pages `visibleCompany`).
 * Its posts stay: each is reported on its own.
 */
export const companyPageReports: ReportKindAdapter = {
  auditType: 'company_page',
  texts: { thanks: REPORT_MSG.thanksItem, alreadyRemoved: REPORT_MSG.itemAlreadyRemoved },
  hiddenMeans: 'Your company page no longer shows on Onbrief, and your posts name your company without linking to it.',

  async assertMayReport(db: Db, viewer: Viewer | null, teamId: number) {
    const [team] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, teamId), eq(users.type, 'COMPANY'), eq(users.status, 'ACTIVE'), eq(users.page_hidden, false)));
    assertMayReportItem(viewer, team?.id);
  },

  ownerOf: (db: Db | Tx, teamId: number) => teamOwner(db, teamId),

  async describe(db: Db, teamIds: number[]) {
    if (teamIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: users.id, type: users.type, status: users.status, email: users.email, first_name: users.first_name, last_name: users.last_name,
        company: users.company, slug: users.slug, bio: users.bio, description: users.description, website: users.website, created_at: users.created_at,
      })
      .from(users)
      .where(inArray(users.id, teamIds));
    return new Map<number, ReportedItem>(
      rows.map((r) => [
        r.id,
        {
          title: `Company page: ${postingCompanyName(r)}`,
          body: plainWords([r.bio, r.description].filter(Boolean).join('\n\n')),
          owner: ownerOfRow(r),
          created_at: r.created_at,
          context: [
            { label: 'Page', value: r.slug ? companyPagePath(r.slug) : 'No address' },
            { label: 'Website', value: r.website ?? 'None given' },
          ],
        },
      ]),
    );
  },

  async mailedAs() {
    return 'your company page';
  },

  async onHidden() {},
  async onVisibilityChanged() {},
};
