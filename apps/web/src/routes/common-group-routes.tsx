import type { RouteObject } from 'react-router';
import { PageNotFound } from '../app/PageNotFound';
import { TEAM_ADMIN_PAGES } from '@mp/domain';
import { PublicOnly, RequireGroupUser, RequireTeamAdmin } from '../app/guards';
import { lazyPage } from '../app/lazy-page';
import { NOT_FOUND_TITLE, pageTitle, type TitleContext } from '../lib/page-title';
import type { Group } from '@mp/domain';
import { BILLING_PAGES } from '../features/billing/pages';
import { TEAM_ADMIN_BUILT_PAGES } from '../features/teams/admin/pages';

// The visitors' first pages read no data: they load without TanStack Query's client (app/query.tsx).
const login = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage', { queries: false });
const registerStep1 = lazyPage(() => import('../features/auth/RegisterStep1Page'), 'RegisterStep1Page', { queries: false });
const registerStep = lazyPage(() => import('../features/auth/RegisterStepPage'), 'RegisterStepPage');
const forgotPassword = lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage', { queries: false });
const resetPassword = lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const logout = lazyPage(() => import('../features/auth/LogoutPage'), 'LogoutPage');
const dashboard = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
// Each group's step 3 (the company's form, the others' placeholder until their issues): chosen by the route's group.
const completeProfile = lazyPage(() => import('./CompleteProfileRoute'), 'CompleteProfileRoute');
// The agency's end of sign-up (issue 27): logged-in pages, so declared apart from PublicOnly's register/:step.
const signedUp = lazyPage(() => import('../features/agency/SignedUpPage'), 'SignedUpPage');
const changePassword = lazyPage(() => import('../features/account/ChangePasswordPage'), 'ChangePasswordPage');
const account = lazyPage(() => import('../features/account/AccountPage'), 'AccountPage');
const yourData = lazyPage(() => import('../features/account-data/YourDataPage'), 'YourDataPage');
const impersonate = lazyPage(() => import('../features/impersonation/ImpersonatePage'), 'ImpersonatePage');

/** What signing up is called under each group's URL. */
const SIGN_UP_TITLE: Record<Group, string> = {
  company: 'Create an employer account',
  freelancer: 'Create a candidate account',
  agency: 'Create an agency account',
};
const signUpTitle = ({ group }: TitleContext) => SIGN_UP_TITLE[group ?? 'freelancer'];

/**
 * The team-admin pages a group's own area builds (loaded with that area): no placeholder for them here, so the
 * browser's router, finding no page, loads the area (routes/router.tsx) instead of showing Page Not Found.
 */
const BUILT_TEAM_PAGES: Partial<Record<Group, readonly string[]>> = {
  company: [...BILLING_PAGES, ...TEAM_ADMIN_BUILT_PAGES],
  agency: TEAM_ADMIN_BUILT_PAGES,
};

/**
 * Routes every group has (spec 2.1), relative to the group prefix. Area tables add their own.
 * Each declares its page's document title (lib/page-title).
 */
export function commonGroupRoutes(group: Group): RouteObject[] {
  const built = BUILT_TEAM_PAGES[group] ?? [];
  return [
    {
      element: <PublicOnly />,
      children: [
        { path: 'login', lazy: login, handle: pageTitle('Log in') },
        { path: 'register', lazy: registerStep1, handle: pageTitle(signUpTitle) },
        {
          path: 'register/:step',
          lazy: registerStep,
          handle: pageTitle((ctx) => `${signUpTitle(ctx)}: personal information`),
        },
        { path: 'forgot-password', lazy: forgotPassword, handle: pageTitle('Forgot password') },
        { path: 'reset-password', lazy: resetPassword, handle: pageTitle('Set a new password') },
      ],
    },
    {
      element: <RequireGroupUser />,
      children: [
        { path: 'dashboard', lazy: dashboard, handle: pageTitle('Dashboard') },
        { path: 'complete-profile', lazy: completeProfile, handle: pageTitle('Complete your profile') },
        { path: 'complete-profile/2', lazy: completeProfile, handle: pageTitle('Complete your profile') },
        // An agency's onboarding and its success page (document 3: register/complete-profile, register/done). These
        // static paths outrank PublicOnly's register/:step, so a signed-in agency reaches them.
        ...(group === 'agency'
          ? [
              { path: 'register/complete-profile', lazy: completeProfile, handle: pageTitle('Complete your profile') },
              { path: 'register/done', lazy: signedUp, handle: pageTitle('Your All Signed Up!') },
            ]
          : []),
        { path: 'change-password', lazy: changePassword, handle: pageTitle('Change password') },
        { path: 'account', lazy: account, handle: pageTitle('My Account') },
        { path: 'your-data', lazy: yourData, handle: pageTitle('Your data') },
        {
          element: <RequireTeamAdmin />,
          // The pages no area builds (a freelancer has no team): an admin would meet Page Not Found here,
          // and a member is already sent to the 404 route as the spec says.
          children: TEAM_ADMIN_PAGES.filter((path) => !built.includes(path)).map((path) => ({ path, element: <PageNotFound />, handle: NOT_FOUND_TITLE })),
        },
      ],
    },
    { path: 'logout', lazy: logout, handle: pageTitle('Logging out') },
    { path: 'impersonate/:id', lazy: impersonate, handle: pageTitle('Signing in as a user') },
    { path: '404', element: <PageNotFound />, handle: NOT_FOUND_TITLE },
    { path: '*', element: <PageNotFound />, handle: NOT_FOUND_TITLE },
  ];
}
