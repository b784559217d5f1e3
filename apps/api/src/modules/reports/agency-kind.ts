import { eq, inArray } from 'drizzle-orm';
import { REPORT_MSG, teamName } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Viewer } from '../../viewer/viewer.js';
import { isListedAgency } from '../users/visibility.js';
import type { ReportedItem, ReportKindAdapter } from './adapter.js';
import { assertMayReportItem, ownerOfRow, plainWords, teamOwner } from './public-kind.js';

/**
 * An agency's profile (agency-profile/{id}) as a reported item; its id is the agency team's. Only a listed agency's
 * can be reported. Hidden, the marketplace leaves the agency and its case studies out and its profile is not found
 * (case-studies/service.ts), but for its own team.
 */
export const agencyProfileReports: ReportKindAdapter = {
  auditType: 'agency_profile',
  texts: { thanks: REPORT_MSG.thanksItem, alreadyRemoved: REPORT_MSG.itemAlreadyRemoved },
  hiddenMeans: 'Your agency profile and its case studies no longer show in the marketplace. Your team still sees them.',

  async assertMayReport(db: Db, viewer: Viewer | null, agencyId: number) {
    const [agency] = await db
      .select({ id: users.id, type: users.type, status: users.status, privacy: users.privacy, email_verified_at: users.email_verified_at, deleted_at: users.deleted_at })
      .from(users)
      .where(eq(users.id, agencyId));
    assertMayReportItem(viewer, agency && isListedAgency(agency) ? agency.id : undefined);
  },

  ownerOf: (db: Db | Tx, agencyId: number) => teamOwner(db, agencyId),

  async describe(db: Db, agencyIds: number[]) {
    if (agencyIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: users.id, type: users.type, status: users.status, email: users.email, first_name: users.first_name, last_name: users.last_name,
        company: users.company, agency_name: users.agency_name, bio: users.bio, website: users.website, created_at: users.created_at,
      })
      .from(users)
      .where(inArray(users.id, agencyIds));
    return new Map<number, ReportedItem>(
      rows.map((r) => [
        r.id,
        {
          title: `Agency profile: ${teamName(r) ?? 'an agency'}`,
          body: plainWords(r.bio),
          owner: ownerOfRow(r),
          created_at: r.created_at,
          context: [
            { label: 'Profile', value: `/agency-profile/${r.id}` },
            { label: 'Website', value: r.website ?? 'None given' },
          ],
        },
      ]),
    );
  },

  async mailedAs() {
    return 'your agency profile';
  },

  async onHidden() {},
  async onVisibilityChanged() {},
};
