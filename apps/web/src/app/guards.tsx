import { Navigate, Outlet, useLocation } from 'react-router';
import { withRedirectTo } from '../lib/redirect';
import { homePath, isAdminUser, isTeamAdmin, loginPath, notFoundPath, userGroup } from './session/rules';
import { useFreshAccess } from './session/useFreshAccess';
import { useSessionUser } from './session/useSession';
import { PageLoader } from '../ui/PageLoader';
import { useRouteGroup } from './group-context';

/**
 * Login required, for the users of this group.
 * Visitors go to this group's login under the prefix they used, with redirectTo
 * (of the spec's two readings, /candidate/login or /employer/login vs the company login, we keep the prefix the visitor typed).
 * A user of another group goes to their own group's 404; administrators go to their console.
 */
export function RequireGroupUser() {
  const user = useSessionUser();
  const { group, prefix } = useRouteGroup();
  const location = useLocation();
  if (!user) return <Navigate to={withRedirectTo(loginPath(prefix), `${location.pathname}${location.search}`)} replace />;
  const own = userGroup(user);
  if (!own) return <Navigate to={homePath(user)} replace />;
  if (own !== group) return <Navigate to={notFoundPath(own)} replace />;
  return <Outlet />;
}

/**
 * Team pages for the team's admins (spec 000 section 6: payment info, credits, team, invitations, billing
 * history): a member is sent to the 404 page under the prefix they used. Sits inside RequireGroupUser, so the user is signed in.
 */
export function RequireTeamAdmin() {
  // The role can change under the stored user: a refusal reads `me` again first (app/session/useFreshAccess).
  const access = useFreshAccess(isTeamAdmin);
  const { prefix } = useRouteGroup();
  if (access === 'allowed') return <Outlet />;
  if (access === 'checking') return <PageLoader />;
  return <Navigate to={notFoundPath(prefix)} replace />;
}

/** The administrator console: ADMIN users only. */
export function RequireAdmin() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) return <Navigate to={withRedirectTo(loginPath('company'), location.pathname)} replace />;
  return isAdminUser(user) ? <Outlet /> : <Navigate to={homePath(user)} replace />;
}
