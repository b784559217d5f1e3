import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { GROUP_ALIASES, type Group } from '@mp/domain';
import { SEARCH_PATH } from './features/seeking/texts';

/**
 * Every page of the app: its address and its route module (routes/pages/*, one per page; routes/layouts/* are the
 * guards around them; routes/redirects/* answer old addresses). A group's pages are mounted under each of its
 * prefixes (company and employer, freelancer, candidate and consultant, agency). Pages under `signed-in` and the
 * console are client routes (routes/layouts/client-only.ts); the rest are rendered on the server.
 */

type Page = (path: string, name: string, id?: string) => RouteConfigEntry;
type Layout = (name: string, children: RouteConfigEntry[]) => RouteConfigEntry;

const file = (kind: 'pages' | 'layouts' | 'redirects', name: string) => `routes/${kind}/${name}.${kind === 'redirects' ? 'ts' : 'tsx'}`;

/** Pages of one group's area, with route ids unique to the prefix they are mounted under. */
interface Area {
  /** Pages anyone may open (some ask to sign in themselves). */
  open: RouteConfigEntry[];
  /** Pages for the group's signed-in users. */
  signedIn: RouteConfigEntry[];
}

const AREAS: Record<Group, (page: Page, guard: Layout, moved: Page) => Area> = {
  company: (page, guard, moved) => ({
    open: [
      page('resources/:slug', 'article'),
      page('articles/:slug', 'article'),
      moved('dashboard/2', 'up'),
      moved('manage-credits/v1', 'up'),
      moved('manage-team/v1', 'up'),
      page('team/register/profile', 'join-profile'),
      page('team/register/:invite', 'company-invite'),
      moved('team/register2/:invite', 'register2'),
      moved('team/profile/register', 'join-profile'),
      moved('team/profile/complete', 'join-profile', 'team/profile/complete'),
      page('team/welcome', 'team-welcome'),
      guard('visitors-or-group-user', [page('agency-marketplace', 'marketplace')]),
    ],
    signedIn: [
      page('resources', 'resources'),
      page('profile', 'company-information'),
      guard('team-admin', [
        page('edit-profile', 'edit-company-profile'),
        page('manage-credits', 'purchase'),
        page('manage-payment-info', 'payment-info'),
        page('subscription', 'subscription'),
        page('billing-history', 'billing-history'),
        page('manage-team', 'manage-team'),
        page('invitations', 'invitations'),
      ]),
      guard('posting-rights', [
        page('post-opportunity', 'post-job'),
        page('add-opportunity', 'post-job'),
        page('add-project', 'post-project'),
      ]),
      guard('edit-job-rights', [page('edit-opportunity/:id', 'edit-job')]),
      guard('edit-project-rights', [page('edit-project/:id', 'edit-project')]),
      page('view-opportunity/:id', 'view-opportunity'),
      page('view-project/:id', 'view-project'),
      page('view-applicants/:id', 'applicants'),
      page('freelancer-profile/:ref', 'applicant-profile'),
      page('candidate-profile/:id', 'candidate-profile'),
      page('case-study/:id', 'case-study'),
      page('agency-profile/:id', 'agency-profile'),
    ],
  }),
  freelancer: (page) => ({
    open: [page('resources/:slug', 'article')],
    signedIn: [
      page('resources', 'resources'),
      page('deals', 'deals'),
      page('company-profile/:id', 'company-profile'),
      page('personal-information', 'personal-information'),
      page('edit-personal-information', 'edit-personal-information'),
      page('manage-cv', 'manage-cv'),
      page('edit-profile', 'edit-freelancer-profile'),
      page('profile', 'freelancer-profile'),
      page('notification-settings', 'notification-settings'),
      page('profile-privacy', 'profile-privacy'),
      page(SEARCH_PATH.freelancer, 'search'),
      page('opportunities-for-you', 'for-you'),
      page('opportunities/:id', 'opportunity'),
      page('saved', 'saved'),
    ],
  }),
  agency: (page, guard, moved) => ({
    open: [
      page('resources/:slug', 'article'),
      page('verify-email', 'verify-email'),
      page('accept-invite/:token', 'agency-invite'),
      page('team/welcome', 'team-welcome'),
      moved('personal-information', 'account-information'),
      moved('manage-team/v1', 'up'),
    ],
    signedIn: [
      page('resources', 'resources'),
      page('deals', 'deals'),
      page('company-profile/:id', 'company-profile'),
      page('notification-settings', 'notification-settings'),
      page('profile-privacy', 'profile-privacy'),
      page(SEARCH_PATH.agency, 'search'),
      page('opportunities-for-you', 'for-you'),
      page('opportunities/:id', 'opportunity'),
      page('saved', 'saved'),
      guard('team-admin', [
        page('manage-team', 'manage-team'),
        page('invitations', 'invitations'),
        page('account-information', 'account-information'),
        page('edit-account-information', 'edit-account-information'),
        page('edit-profile', 'edit-agency-profile'),
      ]),
      page('case-studies', 'case-studies'),
      page('case-study/add', 'add-case-study'),
      page('case-study/edit/:id', 'edit-case-study'),
      page('case-study/:id', 'case-study'),
      page('profile', 'own-agency-profile'),
      page('agency-profile/:id', 'agency-profile'),
      page('network', 'network'),
    ],
  }),
};

/** Every group's pages and its area's, under one prefix. */
function groupRoutes(group: Group, prefix: string): RouteConfigEntry {
  const id = (key: string) => `${prefix}/${key}`;
  const page: Page = (path, name, key = path) => route(path, file('pages', name), { id: id(key) });
  const moved: Page = (path, name, key = path) => route(path, file('redirects', name), { id: id(key) });
  const guard: Layout = (name, children) => layout(file('layouts', name), { id: id(`(${name})`) }, children);
  const area = AREAS[group](page, guard, moved);
  const data = (key: string, children: RouteConfigEntry[]) => layout(file('layouts', 'data'), { id: id(`(${key})`) }, children);
  return route(prefix, file('layouts', 'group'), { id: id('') }, [
    guard('public-only', [
      page('login', 'login'),
      page('register', 'register'),
      page('forgot-password', 'forgot-password'),
      data('public-only-data', [page('register/:step', 'register-step'), page('reset-password', 'reset-password')]),
    ]),
    data('data', [
      ...area.open,
      guard('signed-in', [
        // A company's dashboard is its own module: its lists' code comes with the page, and only to companies.
        page('dashboard', group === 'company' ? 'company-dashboard' : 'dashboard'),
        page('complete-profile', 'complete-profile'),
        page('complete-profile/2', 'complete-profile'),
        // An agency's onboarding: static paths, so they outrank the visitors' register/:step.
        ...(group === 'agency' ? [page('register/complete-profile', 'complete-profile'), page('register/done', 'signed-up')] : []),
        page('change-password', 'change-password'),
        page('account', 'account'),
        page('your-data', 'your-data'),
        ...area.signedIn,
      ]),
      page('logout', 'logout'),
      page('impersonate/:id', 'impersonate'),
    ]),
    page('404', 'not-found'),
    page('*', 'not-found'),
  ]);
}

export default [
  route('login', file('redirects', 'login')),
  route('marketing/how-it-works', file('pages', 'how-it-works')),
  // The visitors' first pages (under each group prefix's visitors-only layout) read no data; these do.
  layout(file('layouts', 'data'), { id: '(data)' }, [
    index(file('pages', 'home')),
    route('login/google', file('pages', 'google-return')),
    route('login/marketing', file('pages', 'marketing-login')),
    route('register/marketing', file('pages', 'marketing-register')),
    route('pages/:slug', file('pages', 'site-page'), { id: 'site-page' }),
    route('landing/:slug', file('pages', 'site-page'), { id: 'landing-page' }),
    route('jobs', file('pages', 'board')),
    route('jobs/:slug', file('pages', 'job')),
    layout(file('layouts', 'no-team'), [route('no-team', file('pages', 'no-team'))]),
    layout(file('layouts', 'no-team-your-data'), [route('your-data', file('pages', 'your-data'), { id: 'no-team/your-data' })]),
    route('admin', file('layouts', 'admin'), [index(file('redirects', 'console')), route('*', file('pages', 'console'))]),
  ]),
  ...Object.keys(GROUP_ALIASES).map((prefix) => groupRoutes(GROUP_ALIASES[prefix]!, prefix)),
  route('404', file('pages', 'not-found'), { id: '404' }),
  route('*', file('pages', 'not-found'), { id: 'not-found' }),
] satisfies RouteConfig;
