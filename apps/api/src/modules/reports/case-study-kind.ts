import { eq, inArray } from 'drizzle-orm';
import { REPORT_MSG, teamName } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { caseStudies, users } from '../../db/schema/index.js';
import type { Viewer } from '../../viewer/viewer.js';
import { isListedAgency } from '../users/visibility.js';
import type { ReportedItem, ReportKindAdapter } from './adapter.js';
import { assertMayReportItem, ownerOfRow, plainWords, teamOwner } from './public-kind.js';

/**
 * A case study as a reported item; its agency team owns it. Only a listed agency's can be reported. Hidden, the
 * marketplace's cards and the agency's list leave it out and its page is not found, but for its own team.
 */
export const caseStudyReports: ReportKindAdapter = {
  auditType: 'case_study',
  texts: { thanks: REPORT_MSG.thanksItem, alreadyRemoved: REPORT_MSG.itemAlreadyRemoved },
  hiddenMeans: 'It no longer shows in the marketplace or on your agency profile. Your team still sees it.',

  async assertMayReport(db: Db, viewer: Viewer | null, caseStudyId: number) {
    const [row] = await db
      .select({ id: users.id, type: users.type, status: users.status, privacy: users.privacy, email_verified_at: users.email_verified_at, deleted_at: users.deleted_at })
      .from(caseStudies)
      .innerJoin(users, eq(users.id, caseStudies.agency_id))
      .where(eq(caseStudies.id, caseStudyId));
    assertMayReportItem(viewer, row && isListedAgency(row) ? row.id : undefined);
  },

  async ownerOf(db: Db | Tx, caseStudyId: number) {
    const [row] = await db.select({ agency_id: caseStudies.agency_id }).from(caseStudies).where(eq(caseStudies.id, caseStudyId));
    return teamOwner(db, row?.agency_id);
  },

  async describe(db: Db, caseStudyIds: number[]) {
    if (caseStudyIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: caseStudies.id, title: caseStudies.title, description: caseStudies.description, created_at: caseStudies.created_at, external_url: caseStudies.external_url,
        agency: { id: users.id, type: users.type, status: users.status, email: users.email, first_name: users.first_name, last_name: users.last_name, company: users.company, agency_name: users.agency_name },
      })
      .from(caseStudies)
      .innerJoin(users, eq(users.id, caseStudies.agency_id))
      .where(inArray(caseStudies.id, caseStudyIds));
    return new Map<number, ReportedItem>(
      rows.map((r) => [
        r.id,
        {
          title: `Case study: ${r.title}`,
          body: plainWords(r.description),
          owner: ownerOfRow(r.agency),
          created_at: r.created_at,
          context: [
            { label: 'Agency', value: teamName(r.agency) ?? 'An agency' },
            { label: 'Page', value: `/case-study/${r.id}` },
            ...(r.external_url ? [{ label: 'Link', value: r.external_url }] : []),
          ],
        },
      ]),
    );
  },

  async mailedAs(db: Db, caseStudyId: number) {
    const [row] = await db.select({ title: caseStudies.title }).from(caseStudies).where(eq(caseStudies.id, caseStudyId));
    return row ? `your case study ${row.title}` : null;
  },

  async onHidden() {},
  async onVisibilityChanged() {},
};
