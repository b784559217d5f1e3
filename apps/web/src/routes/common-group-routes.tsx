import type { RouteObject } from 'react-router';
import { PageNotFound } from '../ui/PageNotFound';
import { TEAM_ADMIN_PAGES } from '@mp/domain';
import { PublicOnly, RequireGroupUser, RequireTeamAdmin } from './guards';
import { lazyPage } from './lazy-page';

const login = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const registerStep1 = lazyPage(() => import('../features/auth/RegisterStep1Page'), 'RegisterStep1Page');
const registerStep = lazyPage(() => import('../features/auth/RegisterStepPage'), 'RegisterStepPage');
const forgotPassword = lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const resetPassword = lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const logout = lazyPage(() => import('../features/auth/LogoutPage'), 'LogoutPage');
const dashboard = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const completeProfile = lazyPage(() => import('../features/account/CompleteProfilePage'), 'CompleteProfilePage');
const changePassword = lazyPage(() => import('../features/account/ChangePasswordPage'), 'ChangePasswordPage');
const account = lazyPage(() => import('../features/account/AccountPage'), 'AccountPage');
const impersonate = lazyPage(() => import('../features/impersonation/ImpersonatePage'), 'ImpersonatePage');

/** Routes every group has (spec 2.1), relative to the group prefix. Area tables add their own. */
export function commonGroupRoutes(): RouteObject[] {
  return [
    {
      element: <PublicOnly />,
      children: [
        { path: 'login', lazy: login },
        { path: 'register', lazy: registerStep1 },
        { path: 'register/:step', lazy: registerStep },
        { path: 'forgot-password', lazy: forgotPassword },
        { path: 'reset-password', lazy: resetPassword },
      ],
    },
    {
      element: <RequireGroupUser />,
      children: [
        { path: 'dashboard', lazy: dashboard },
        { path: 'complete-profile', lazy: completeProfile },
        { path: 'complete-profile/2', lazy: completeProfile },
        { path: 'change-password', lazy: changePassword },
        { path: 'account', lazy: account },
        {
          element: <RequireTeamAdmin />,
          // The billing and team issues fill these pages; until then an admin meets Page Not Found here,
          // and a member is already sent to the 404 route as the spec says.
          children: TEAM_ADMIN_PAGES.map((path) => ({ path, element: <PageNotFound /> })),
        },
      ],
    },
    { path: 'logout', lazy: logout },
    { path: 'impersonate/:id', lazy: impersonate },
    { path: '404', element: <PageNotFound /> },
    { path: '*', element: <PageNotFound /> },
  ];
}
