import { BLOG_PATH, isSitePageSlug, landingPagePath, sitePagePath } from '@mp/domain';
import { ADMIN_HOME, canPostJobs, homePath, userGroup } from '../../app/session/rules';
import { type FooterColumn, type NavItem, type NavUser } from './nav-model';

/**
 * The employers' footer link to the posting form: for who may post; a visitor makes a company account first;
 * anyone else signed in goes home (a 404 otherwise).
 */
const POST_OPPORTUNITY = '/company/post-opportunity';
const COMPANY_SIGN_UP = '/company/register';
const mayPost = (user: NavUser) => userGroup(user) === 'company' && canPostJobs(user);

/** The console's article list: where an administrator's 'Blog' leads (they have no resources page). */
const ADMIN_ARTICLES = `${ADMIN_HOME}/content/articles`;

/** The blog: the public articles for a visitor, the reader's group's resources (members' articles too) when signed in. */
export function blogPath(user: NavUser | null): string {
  if (!user) return BLOG_PATH;
  const group = userGroup(user);
  return group ? `/${group}/resources` : ADMIN_ARTICLES;
}

/**
 * A footer item with the marketing site's address made an in-app one when no marketing site is configured
 * (decision 0020): the legal and company pages go to /pages/{slug}, the blog to the resources page.
 * With a marketing site (VITE_MARKETING_URL), its links stay as they are.
 */
export function inAppItem(item: NavItem, user: NavUser | null, marketingUrl: string): NavItem {
  if (item.to === POST_OPPORTUNITY && !user) return { label: item.label, to: COMPANY_SIGN_UP };
  if (item.to === POST_OPPORTUNITY && user && !mayPost(user)) return { label: item.label, to: homePath(user) };
  if (marketingUrl || !item.href?.startsWith('/')) return item;
  const slug = item.href.slice(1);
  if (slug === 'blog') return { label: item.label, to: blogPath(user) };
  if (isSitePageSlug(slug)) return { label: item.label, to: sitePagePath(slug) };
  return item;
}

export interface FooterLandingPage {
  name: string;
  slug: string;
}

/** The footer's columns with every link leading somewhere: marketing links made in-app when there is no marketing site. */
export function siteColumns(columns: FooterColumn[], user: NavUser | null, marketingUrl: string): FooterColumn[] {
  return columns.map((column) => ({ ...column, items: column.items.map((item) => inAppItem(item, user, marketingUrl)) }));
}

/**
 * The landing pages flagged display_in_footer, as a last column (none when there are none), at /landing/{slug}
 * on the marketing site or in the app.
 */
export function landingPagesColumn(landingPages: FooterLandingPage[], marketingUrl: string): FooterColumn | null {
  if (landingPages.length === 0) return null;
  return {
    title: 'Explore',
    items: landingPages.map((page): NavItem =>
      marketingUrl
        ? { label: page.name, href: `${marketingUrl}${landingPagePath(page.slug)}` }
        : { label: page.name, to: landingPagePath(page.slug) },
    ),
  };
}

/** The whole footer: the site's columns, then the landing pages' column. */
export function footerLinks(
  columns: FooterColumn[],
  landingPages: FooterLandingPage[],
  user: NavUser | null,
  marketingUrl: string,
): FooterColumn[] {
  const explore = landingPagesColumn(landingPages, marketingUrl);
  return [...siteColumns(columns, user, marketingUrl), ...(explore ? [explore] : [])];
}
