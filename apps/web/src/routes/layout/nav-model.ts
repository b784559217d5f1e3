import type { Group } from '@mp/domain';
import type { SessionUser } from '../../app/session/documents';
import {
  ADMIN_HOME,
  canPostJobs,
  dashboardPath,
  isAdminUser,
  isGuest,
  isTeamAdmin,
  isTeamMember,
  userGroup,
} from '../../app/session/rules';

/** The one name for signing out, in every menu (the spec mixed 'Logout', 'Log Out' and 'Sign out'). */
export const LOG_OUT = 'Log out';

/** The conversation's entry: the header, the side navigation and the phone menu show its unread count beside it. */
export const MESSAGES = 'Messages';

/** One navigation entry. `href` entries leave the app (marketing site, social networks). */
export type NavItem = { label: string; to: string; href?: never } | { label: string; href: string; to?: never };

export type NavUser = Pick<SessionUser, 'type' | 'teamType' | 'status' | 'teamUser'>;

export interface NavContext {
  user: NavUser | null;
  /** The URL prefix of the current route (or the default group's), used for visitors' links. */
  prefix: string;
  pathname: string;
}

export const MARKETING_URL: string = import.meta.env.VITE_MARKETING_URL ?? '';

const marketing = (label: string, path: string): NavItem => ({ label, href: `${MARKETING_URL}${path}` });

interface Entry {
  label: string;
  path: string;
  show?: boolean;
}

function items(base: string, entries: Entry[]): NavItem[] {
  return entries.filter((e) => e.show !== false).map((e) => ({ label: e.label, to: `/${base}/${e.path}` }));
}

/** Where a visitor finds work, agencies, and what posting costs: public pages, no sign-in first. */
export const VISITOR_FIND_WORK = '/jobs';
export const VISITOR_AGENCIES = '/company/agency-marketplace';
export const VISITOR_FOR_EMPLOYERS = '/pages/pricing';

/**
 * Header links. Visitors: the public pages (Find work, Agencies, For employers), then Log in and Sign up (not on a
 * login page, whose form offers it) of the group whose pages they are on. Members: their area's links.
 */
export function headerItems({ user, prefix, pathname }: NavContext): NavItem[] {
  if (!user) {
    const onLogin = /^\/[^/]+\/login\/?$/.test(pathname) || pathname === '/login';
    return [
      { label: 'Find work', to: VISITOR_FIND_WORK },
      { label: 'Agencies', to: VISITOR_AGENCIES },
      { label: 'For employers', to: VISITOR_FOR_EMPLOYERS },
      { label: 'Log in', to: `/${prefix}/login` },
      ...(onLogin ? [] : [{ label: 'Sign up', to: `/${prefix}/register` }]),
    ];
  }
  return areaLinks(user, []);
}

/**
 * Side navigation (spec 2.4): the area's own links, Dashboard, My Account, Log out. Only the signed-in areas have one
 * (routes/layouts/client-only.ts): the public pages, for visitors and members alike, give the page the width.
 */
export function sideNavItems(user: NavUser): NavItem[] {
  return areaLinks(user, [{ label: LOG_OUT, path: 'logout' }]);
}

/**
 * Whether a signed-in page shows the side navigation: to a user with a group, so not to administrators (the
 * console has its own) nor to a guest no team has any more (no entries: an empty column).
 */
export function hasSideNav(user: NavUser | null): boolean {
  return user !== null && userGroup(user) !== undefined;
}

/** Where each seeking group searches (features/seeking/texts.ts SEARCH_PATH); companies post instead. */
const SEEKER_SEARCH: Partial<Record<Group, string>> = { freelancer: 'latest-opportunities', agency: 'opportunities' };

/** The search page of a seeking group (freelancers, agencies), or undefined for companies. */
export function seekerSearchPath(group: Group): string | undefined {
  const path = SEEKER_SEARCH[group];
  return path && `/${group}/${path}`;
}

/** The links the header and the side navigation share, by group and posting rights. */
function areaLinks(user: NavUser, extra: Entry[]): NavItem[] {
  const group = userGroup(user);
  // No group: the console's administrators, or a guest no team has any more (their page holds their links).
  if (!group) return isAdminUser(user) ? [{ label: 'Administrator console', to: ADMIN_HOME }] : [];
  const posting = group === 'company' && canPostJobs(user);
  const search = SEEKER_SEARCH[group];
  return items(group, [
    // Seekers search from the menus, not only from a dashboard link.
    { label: 'Find Work', path: search ?? '', show: search !== undefined },
    { label: 'Saved', path: 'saved', show: search !== undefined },
    { label: 'New Job Opportunity', path: 'post-opportunity', show: posting },
    { label: 'New Agency Project', path: 'add-project', show: posting },
    { label: 'Agency Marketplace', path: 'agency-marketplace', show: group === 'company' },
    { label: 'Case Studies', path: 'case-studies', show: group === 'agency' },
    // The agencies' marketplace is `network` (document 3): without a link it could only be typed.
    { label: 'Agency Marketplace', path: 'network', show: group === 'agency' },
    { label: MESSAGES, path: 'messages' },
    { label: 'Dashboard', path: 'dashboard' },
    { label: 'My Account', path: 'account' },
    ...extra,
  ]);
}

function companyMenu(user: NavUser): NavItem[] {
  const admin = !isTeamMember(user);
  return items('company', [
    { label: 'Company Information', path: 'profile', show: !isGuest(user) },
    { label: 'Edit Profile', path: 'edit-profile', show: admin },
    { label: 'My Account', path: 'account' },
    { label: 'Manage Payment Info', path: 'manage-payment-info', show: admin },
    { label: 'Purchase Job Posts', path: 'manage-credits', show: admin && user.status === 'ACTIVE' },
    // Not in the spec's menu (C-Q7 reads subscription as an admin page like the others): reachable, as users expect.
    { label: 'Subscription', path: 'subscription', show: admin && user.status === 'ACTIVE' },
    { label: 'Manage Team', path: 'manage-team', show: admin },
    { label: 'Invitations', path: 'invitations', show: admin },
    { label: 'Billing History', path: 'billing-history', show: admin },
    { label: 'Your data', path: 'your-data' },
    { label: 'Change password', path: 'change-password' },
    { label: LOG_OUT, path: 'logout' },
  ]);
}

function agencyMenu(user: NavUser): NavItem[] {
  const admin = isTeamAdmin(user);
  return items('agency', [
    { label: 'Account Information', path: 'account-information', show: admin },
    { label: 'Edit Account Information', path: 'edit-account-information', show: admin },
    { label: 'View Profile', path: 'profile' },
    { label: 'Edit Profile', path: 'edit-profile', show: admin },
    { label: 'Manage Team', path: 'manage-team', show: admin },
    { label: 'Notification Settings', path: 'notification-settings' },
    { label: 'Profile Privacy', path: 'profile-privacy' },
    { label: 'Your data', path: 'your-data' },
    { label: 'Change Password', path: 'change-password' },
    { label: LOG_OUT, path: 'logout' },
  ]);
}

function freelancerMenu(): NavItem[] {
  return items('freelancer', [
    { label: 'Personal Information', path: 'personal-information' },
    { label: 'Edit Personal Information', path: 'edit-personal-information' },
    { label: 'View Profile', path: 'profile' },
    { label: 'Edit Profile', path: 'manage-cv' },
    { label: 'Notification Settings', path: 'notification-settings' },
    { label: 'Profile Privacy', path: 'profile-privacy' },
    { label: 'Your data', path: 'your-data' },
    { label: 'Change Password', path: 'change-password' },
    { label: LOG_OUT, path: 'logout' },
  ]);
}

const MENUS: Record<Group, (user: NavUser) => NavItem[]> = {
  company: companyMenu,
  agency: agencyMenu,
  freelancer: freelancerMenu,
};

/** The 'Account Settings' submenu with the visibility rules by type, status and team role (spec 2.4, 6). */
export function accountMenuItems(user: NavUser): NavItem[] {
  const group = userGroup(user);
  return group ? MENUS[group](user) : [];
}

/** The in-app How It Works page (spec 2.1); each column's link opens it at its own audience's section. */
export const HOW_IT_WORKS = '/marketing/how-it-works';

export interface FooterColumn {
  title: string;
  items: NavItem[];
}

/** The four footer columns; the landing-pages column is added by the footer when pages exist. */
export function footerColumns(user: NavUser | null, productName: string): FooterColumn[] {
  const home = (group: Group): NavItem =>
    user
      ? { label: 'Dashboard', to: isAdminUser(user) ? ADMIN_HOME : dashboardPath(userGroup(user) ?? group) }
      : { label: 'Log In/Sign Up', to: `/${group}/login` };
  return [
    {
      title: 'Legal',
      items: [
        marketing('Privacy Policy', '/privacy-policy'),
        marketing('Platform Terms', '/platform-terms'),
        marketing('Cookies', '/cookies'),
      ],
    },
    {
      title: 'Candidates',
      items: [
        { label: 'How It Works', to: `${HOW_IT_WORKS}#freelancers` },
        { label: 'Find A Job', to: VISITOR_FIND_WORK },
        marketing('Terms & Conditions', '/candidate-terms'),
        home('freelancer'),
      ],
    },
    {
      title: 'Employers',
      items: [
        { label: 'How It Works', to: `${HOW_IT_WORKS}#employers` },
        { label: 'Add An Opportunity', to: '/company/post-opportunity' },
        marketing('Terms & Conditions', '/employer-terms'),
        home('company'),
      ],
    },
    {
      title: productName,
      items: [
        marketing('About Us', '/about-us'),
        marketing('Pricing', '/pricing'),
        marketing('FAQs', '/faqs'),
        marketing('Blog', '/blog'),
        marketing('Contact Us', '/contact-us'),
        home('agency'),
      ],
    },
  ];
}

/**
 * The mobile drawer: the header's items, then the account submenu, without repeating a destination (a member's
 * side navigation adds only Log out, which the submenu has too).
 */
export function mobileMenuSections(ctx: NavContext): { main: NavItem[]; account: NavItem[] } {
  const destination = (item: NavItem) => item.to ?? item.href;
  const main = headerItems(ctx);
  const seen = new Set(main.map(destination));
  const account = ctx.user ? accountMenuItems(ctx.user).filter((item) => !seen.has(destination(item))) : [];
  return { main, account };
}
