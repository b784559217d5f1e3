import { and, desc, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';
import { COMPANY_PAGE_MSG, COMPANY_SIZES, isCompanySlug, postingCompanyName, type CompanySize } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { opportunities, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { activeMembership, type Viewer } from '../../viewer/viewer.js';
import { findPublicJobsByIds, type PublicJob } from '../job-pages/service.js';
import { isVerifiedTeam } from '../company-verification/badge.js';
import { notHidden } from '../../db/hidden-items.js';

/**
 * A company's public page (/companies/{slug}) and its embeddable list: what a visitor may read of an approved
 * company that has not hidden its page, with its open posts. The slug is the database's (a trigger sets it from the
 * company's first name and keeps it); the company only chooses whether the page shows, and its size.
 */

export interface CompanyPage {
  id: number;
  /** Verified (decision 0066): the page shows a badge. */
  verified: boolean;
  slug: string;
  name: string;
  /** Only when the company consented to its use (can_use_logo), as on its posts. */
  logo: string | null;
  about: string | null;
  apart: string | null;
  location: string | null;
  website: string | null;
  size: CompanySize | null;
  posts: PublicJob[];
}

/** The most posts a page lists: featured first, then newest. */
export const PAGE_POSTS = 50;

/** An approved, live company whose page is not hidden (by itself or by moderation): the only kind with a page, a sitemap entry or a link. */
export const visibleCompany = and(
  eq(users.type, 'COMPANY'),
  eq(users.status, 'ACTIVE'),
  isNull(users.deleted_at),
  eq(users.page_hidden, false),
  isNotNull(users.slug),
  notHidden('COMPANY_PAGE', users.id),
);

const published = and(eq(opportunities.is_active, true), eq(opportunities.is_public, true), isNull(opportunities.deleted_at));

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string | null) => {
  if (!code) return null;
  try {
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

const httpOnly = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** The page by its slug; null when there is no such visible company (a 404). Two statements. */
export async function findCompanyPage(db: Db, slug: string): Promise<CompanyPage | null> {
  if (!isCompanySlug(slug)) return null;
  const [team] = await db.select({ ...getTableColumns(users), verified: isVerifiedTeam(users.id) }).from(users).where(and(eq(users.slug, slug), visibleCompany));
  if (!team) return null;
  const open = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.team_id, team.id), published))
    .orderBy(desc(opportunities.featured), desc(opportunities.created_at), desc(opportunities.id))
    .limit(PAGE_POSTS);
  const place = [team.city, team.state, countryName(team.country)].filter(Boolean).join(', ');
  return {
    id: team.id,
    verified: Boolean(team.verified),
    slug: team.slug!,
    name: postingCompanyName(team),
    logo: team.can_use_logo && team.avatar ? team.avatar : null,
    about: team.bio?.trim() || null,
    apart: team.description?.trim() || null,
    location: place || null,
    website: httpOnly(team.website),
    size: (team.company_size as CompanySize | null) ?? null,
    posts: await findPublicJobsByIds(db, open.map((o) => o.id)),
  };
}

export interface SitemapCompany {
  slug: string;
  lastmod: string;
}

/** Every visible company's page and last change (the sitemap). */
export async function visibleCompanyPages(db: Db): Promise<SitemapCompany[]> {
  const rows = await db
    .select({ slug: users.slug, updated_at: users.updated_at })
    .from(users)
    .where(visibleCompany)
    .orderBy(desc(users.updated_at))
    .limit(50_000);
  return rows.map((r) => ({ slug: r.slug!, lastmod: r.updated_at.toISOString() }));
}

export interface CompanyPageSettings {
  slug: string | null;
  visible: boolean;
  size: CompanySize | null;
  /** Whether the viewer may change them: an admin of the company team. */
  editable: boolean;
}

/** The company team the viewer acts for, and whether they are its admin; FORBIDDEN for anyone else. */
function companyTeamOf(viewer: Viewer): { teamId: number; admin: boolean } {
  const seat = activeMembership(viewer.memberships);
  if (!seat || seat.team.type !== 'COMPANY') throw new AppError('FORBIDDEN', COMPANY_PAGE_MSG.notACompany);
  return { teamId: seat.team_id, admin: seat.role === 'admin' };
}

export async function getCompanyPageSettings(db: Db, viewer: Viewer): Promise<CompanyPageSettings> {
  const { teamId, admin } = companyTeamOf(viewer);
  const [row] = await db
    .select({ slug: users.slug, hidden: users.page_hidden, size: users.company_size })
    .from(users)
    .where(eq(users.id, teamId));
  return { slug: row!.slug, visible: !row!.hidden, size: (row!.size as CompanySize | null) ?? null, editable: admin };
}

export interface CompanyPageInput {
  visible?: boolean | null;
  /** A band of COMPANY_SIZES, or null to show none. */
  size?: string | null;
}

/** A team admin shows or hides the company's page and sets its size; members and other accounts are refused. */
export async function updateCompanyPage(db: Db, viewer: Viewer, input: CompanyPageInput): Promise<CompanyPageSettings> {
  const { teamId, admin } = companyTeamOf(viewer);
  if (!admin) throw new AppError('FORBIDDEN', COMPANY_PAGE_MSG.forbidden);
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.visible != null) set.page_hidden = !input.visible;
  if (input.size !== undefined) {
    if (input.size !== null && !(COMPANY_SIZES as readonly string[]).includes(input.size)) {
      throw new AppError('BAD_USER_INPUT', `Choose a size: ${COMPANY_SIZES.join(', ')}.`, { 'input.size': 'Choose one of the sizes.' });
    }
    set.company_size = input.size;
  }
  if (Object.keys(set).length > 0) await db.update(users).set({ ...set, updated_at: new Date() }).where(eq(users.id, teamId));
  return getCompanyPageSettings(db, viewer);
}
