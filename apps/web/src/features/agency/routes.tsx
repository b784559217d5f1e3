import { Navigate, type RouteObject } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { RequireGroupUser, RequireTeamAdmin } from '../../app/guards';
import { lazyPage } from '../../app/lazy-page';
import { pageTitle } from '../../lib/page-title';

const accountInformation = lazyPage(() => import('./AccountInformationPage'), 'AccountInformationPage');
const editAccountInformation = lazyPage(() => import('./EditAccountInformationPage'), 'EditAccountInformationPage');
const editProfile = lazyPage(() => import('./EditAgencyProfilePage'), 'EditAgencyProfilePage');
const verifyEmail = lazyPage(() => import('./VerifyEmailPage'), 'VerifyEmailPage');

/** personal-information, a placeholder in the spec, is the account information (issue 27). */
function ToAccountInformation() {
  const path = useGroupPath();
  return <Navigate to={path('account-information')} replace />;
}

/**
 * The agency's account and profile pages (issue 27, decision 0050). register/complete-profile and register/done are
 * declared with every group's routes (routes/common-group-routes.tsx), outside PublicOnly. verify-email needs no
 * login (the emailed link carries its proof); the account pages are the team's admins' (a member goes to 404).
 */
export function agencyProfileRoutes(): RouteObject[] {
  return [
    { path: 'verify-email', lazy: verifyEmail, handle: pageTitle('Verify your email address') },
    {
      element: <RequireGroupUser />,
      children: [
        {
          element: <RequireTeamAdmin />,
          children: [
            { path: 'account-information', lazy: accountInformation, handle: pageTitle('Account Information') },
            { path: 'edit-account-information', lazy: editAccountInformation, handle: pageTitle('Edit Account Information') },
            { path: 'edit-profile', lazy: editProfile, handle: pageTitle('Edit Profile') },
            { path: 'personal-information', element: <ToAccountInformation />, handle: pageTitle('Account Information') },
          ],
        },
      ],
    },
  ];
}
