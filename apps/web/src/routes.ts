import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { GROUP_ALIASES } from '@mp/domain';
import { SEARCH_PATH } from './features/seeking/texts';

/**
 * Every page of the app: its address and its route module (routes/pages/*, one per page; routes/layouts/* are the
 * guards around them; routes/redirects/* answer old addresses). The groups' pages are under one `:prefix` segment
 * (company and employer, freelancer, candidate and consultant, agency), with a group's own pages guarded
 * (routes/layouts/only-*.tsx). Pages under `signed-in` and the
 * console are client routes (routes/layouts/client-only.ts); the rest are rendered on the server.
 */

type Page = (path: string, name: string, id?: string) => RouteConfigEntry;

const file = (kind: 'pages' | 'layouts' | 'redirects', name: string) => `routes/${kind}/${name}.${kind === 'redirects' ? 'ts' : 'tsx'}`;

type Guard = (name: string, children: RouteConfigEntry[]) => RouteConfigEntry;

/** The helpers for one tree of group pages, with route ids unique to it. */
function builders(tree: string) {
  const id = (key: string) => `${tree}/${key}`;
  const page: Page = (path, name, key = path) => route(path, file('pages', name), { id: id(key) });
  const moved: Page = (path, name, key = path) => route(path, file('redirects', name), { id: id(key) });
  // A guard may wrap several groups of pages in one tree: its id names the first page it guards too.
  const guard: Guard = (name, children) => layout(file('layouts', name), { id: id(`(${name} ${children[0]?.id ?? ''})`) }, children);
  const data = (key: string, children: RouteConfigEntry[]) => layout(file('layouts', 'data'), { id: id(`(${key})`) }, children);
  const signedIn = (key: string, children: RouteConfigEntry[]) => layout(file('layouts', 'signed-in'), { id: id(`(signed-in ${key})`) }, children);
  /** Signed-in pages the server renders for their reader when it can (routes/layouts/signed-in-rendered.tsx). */
  const rendered = (key: string, children: RouteConfigEntry[]) => layout(file('layouts', 'signed-in-rendered'), { id: id(`(rendered ${key})`) }, children);
  /** Pages only some groups have (routes/layouts/only-*.tsx): 404 under the others' prefixes. */
  const only = (groups: string, children: RouteConfigEntry[]) => layout(file('layouts', `only-${groups}`), { id: id(`(only ${groups})`) }, children);
  return { page, moved, guard, data, signedIn, rendered, only };
}

/**
 * Every group's pages, under one `:prefix` segment (routes/layouts/group.tsx answers 404 for a prefix that is no
 * group's): the route table stays small, which React Router walks on every request and in every page.
 */
function groupPages(): RouteConfigEntry {
  const { page, moved, guard, data, signedIn, only } = builders(':prefix');
  return route(':prefix', file('layouts', 'group'), { id: 'group' }, [
    guard('public-only', [
      page('login', 'login'),
      page('register', 'register'),
      page('forgot-password', 'forgot-password'),
      data('public-only-data', [page('register/:step', 'register-step'), page('reset-password', 'reset-password')]),
    ]),
    data('data', [
      page('resources/:slug', 'article'),
      signedIn('all', [
        page('dashboard', 'dashboard'),
        page('complete-profile', 'complete-profile'),
        page('complete-profile/2', 'complete-profile'),
        page('change-password', 'change-password'),
        page('account', 'account'),
        page('your-data', 'your-data'),
        // Every group's, by group: the seekers' settings, or a company's Messages switch alone.
        page('notification-settings', 'notification-settings'),
        page('resources', 'resources'),
        // The hiring conversation, for every group: the inbox and one application's thread (the notice mail's link).
        page('messages', 'messages'),
        page('messages/:applicationId', 'message-thread'),
      ]),
      page('logout', 'logout'),
      page('impersonate/:id', 'impersonate'),
      only('company', [
        page('articles/:slug', 'article'),
        moved('dashboard/2', 'up'),
        moved('manage-credits/v1', 'up'),
        page('team/register/profile', 'join-profile'),
        page('team/register/:invite', 'company-invite'),
        moved('team/register2/:invite', 'register2'),
        moved('team/profile/register', 'join-profile'),
        moved('team/profile/complete', 'join-profile', 'team/profile/complete'),
        guard('visitors-or-group-user', [page('agency-marketplace', 'marketplace')]),
        signedIn('company', [
          guard('team-admin', [
            page('manage-credits', 'purchase'),
            page('manage-payment-info', 'payment-info'),
            page('subscription', 'subscription'),
            page('billing-history', 'billing-history'),
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
        ]),
      ]),
      only('teams', [
        page('team/welcome', 'team-welcome'),
        moved('manage-team/v1', 'up'),
        signedIn('teams', [
          guard('team-admin', [page('manage-team', 'manage-team'), page('invitations', 'invitations')]),
          page('case-study/:id', 'case-study'),
          page('agency-profile/:id', 'agency-profile'),
        ]),
      ]),
      only('seekers', [
        signedIn('seekers', [
          page('deals', 'deals'),
          page('company-profile/:id', 'company-profile'),
          page('profile-privacy', 'profile-privacy'),
          page('opportunities-for-you', 'for-you'),
          page('opportunities/:id', 'opportunity'),
          page('saved', 'saved'),
        ]),
      ]),
      only('freelancer', [
        signedIn('freelancer', [
          page('personal-information', 'personal-information'),
          page('edit-personal-information', 'edit-personal-information'),
          page('manage-cv', 'manage-cv'),
          page(SEARCH_PATH.freelancer, 'search'),
          page('profile', 'freelancer-profile'),
          page('edit-profile', 'edit-freelancer-profile'),
        ]),
      ]),
      only('agency', [
        page('verify-email', 'verify-email'),
        page('accept-invite/:token', 'agency-invite'),
        signedIn('agency', [
          page(SEARCH_PATH.agency, 'search'),
          guard('team-admin', [page('account-information', 'account-information'), page('edit-account-information', 'edit-account-information')]),
          page('case-studies', 'case-studies'),
          page('case-study/add', 'add-case-study'),
          page('case-study/edit/:id', 'edit-case-study'),
          page('network', 'network'),
          // An agency's onboarding: static paths, so they outrank the visitors' register/:step.
          page('register/complete-profile', 'complete-profile'),
          page('register/done', 'signed-up'),
        ]),
      ]),
    ]),
    page('404', 'not-found'),
    page('*', 'not-found'),
  ]);
}

/**
 * The few addresses whose page differs by group (dashboard, profile, edit-profile, personal-information), under
 * each prefix of the group whose page it is: a static prefix outranks `:prefix`, whose page is the other groups'.
 */
function ownPages(prefix: string): RouteConfigEntry {
  const { page, moved, guard, data, signedIn, rendered } = builders(prefix);
  const group = GROUP_ALIASES[prefix];
  const pages =
    group === 'company'
      ? [
          rendered('own', [page('dashboard', 'company-dashboard')]),
          signedIn('own', [page('profile', 'company-information'), guard('team-admin', [page('edit-profile', 'edit-company-profile')])]),
        ]
      : [
          moved('personal-information', 'account-information'),
          signedIn('own', [page('profile', 'own-agency-profile'), guard('team-admin', [page('edit-profile', 'edit-agency-profile')])]),
        ];
  return route(prefix, file('layouts', 'group'), { id: `${prefix}/` }, [data('data', pages)]);
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
    route('blog', file('pages', 'blog')),
    route('companies/:slug', file('pages', 'company-page')),
    route('embed/companies/:slug', file('pages', 'embed-company')),
    route('verify-company', file('pages', 'verify-company')),
    layout(file('layouts', 'no-team'), [route('no-team', file('pages', 'no-team'))]),
    layout(file('layouts', 'no-team-your-data'), [route('your-data', file('pages', 'your-data'), { id: 'no-team/your-data' })]),
    route('admin', file('layouts', 'admin'), [index(file('redirects', 'console')), route('*', file('pages', 'console'))]),
  ]),
  ...Object.keys(GROUP_ALIASES).filter((prefix) => GROUP_ALIASES[prefix] !== 'freelancer').map(ownPages),
  groupPages(),
  route('404', file('pages', 'not-found'), { id: '404' }),
  route('*', file('pages', 'not-found'), { id: 'not-found' }),
] satisfies RouteConfig;
