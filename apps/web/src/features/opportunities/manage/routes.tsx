import { Navigate, type RouteObject } from 'react-router';
import { pageTitle } from '../../../lib/page-title';
import { useGroupPath } from '../../../app/group-context';
import { RequireGroupUser } from '../../../app/guards';
import { lazyPage } from '../../../app/lazy-page';

const viewOpportunity = lazyPage(() => import('./ViewPostPage'), 'ViewOpportunityPage');
const viewProject = lazyPage(() => import('./ViewPostPage'), 'ViewProjectPage');

/** dashboard/2, the "older dashboard", is unreachable: it lands on the dashboard (inventory B-Q11). */
function OldDashboardRedirect() {
  const path = useGroupPath();
  return <Navigate to={path('dashboard')} replace />;
}

/** dashboard/2, view-opportunity/:id, view-project/:id. */
export function manageRoutes(): RouteObject[] {
  return [
    { path: 'dashboard/2', element: <OldDashboardRedirect />, handle: pageTitle('Dashboard') },
    {
      element: <RequireGroupUser />,
      children: [
        { path: 'view-opportunity/:id', lazy: viewOpportunity, handle: pageTitle('View opportunity') },
        { path: 'view-project/:id', lazy: viewProject, handle: pageTitle('View project') },
      ],
    },
  ];
}
