import { Navigate, Outlet } from 'react-router';
import { useRouteGroup } from '../../app/group-context';
import { homePath, userGroup } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';

/**
 * A page of a group's area that visitors may open too (the employer's agency-marketplace, spec 001 L40): a
 * visitor and a user of this group see it; a signed-in user of another group (or an administrator) goes to
 * their own home, as the issue says.
 */
export function VisitorsOrGroupUser() {
  const user = useSessionUser();
  const { group } = useRouteGroup();
  if (user && userGroup(user) !== group) return <Navigate to={homePath(user)} replace />;
  return <Outlet />;
}
