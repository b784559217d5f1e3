import { Navigate, type RouteObject } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import { RequireGroupUser, RequireTeamAdmin } from '../../../app/guards';
import { lazyPage } from '../../../app/lazy-page';
import { pageTitle } from '../../../lib/page-title';

const manageTeam = lazyPage(() => import('./ManageTeamPage'), 'ManageTeamPage');
const invitations = lazyPage(() => import('./InvitationsPage'), 'InvitationsPage');

/** manage-team/v1, the older address of the team table (D-Q6), leads to manage-team. */
function ManageTeamV1Redirect() {
  const path = useGroupPath();
  return <Navigate to={path('manage-team')} replace />;
}

/**
 * The team admin pages (issue 26) of the employer's area (/company, /employer) and the agency's (/agency): a team's
 * admins only, the owner and guest admins alike (D-Q8); a member goes to the 404 page, as on the other team pages.
 */
export function teamAdminRoutes(): RouteObject[] {
  return [
    {
      element: <RequireGroupUser />,
      children: [
        {
          element: <RequireTeamAdmin />,
          children: [
            { path: 'manage-team', lazy: manageTeam, handle: pageTitle('Manage Team') },
            { path: 'manage-team/v1', element: <ManageTeamV1Redirect />, handle: pageTitle('Manage Team') },
            { path: 'invitations', lazy: invitations, handle: pageTitle('Invitations') },
          ],
        },
      ],
    },
  ];
}
