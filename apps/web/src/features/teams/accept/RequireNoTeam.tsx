import { groupOfPrefix } from '@mp/domain';
import { Navigate, Outlet } from 'react-router';
import { RouteGroupProvider } from '../../../app/group-context';
import { homePath, isGuest, userGroup } from '../../../app/session/rules';
import { storedLoginType } from '../../../app/session/session-store';
import { useSessionUser } from '../../../app/session/useSession';

/**
 * The pages of a signed-in guest without a team: a visitor goes to the login, anyone
 * with a group (or an administrator) to their own home, or their own version of the page. The pages sit under no
 * group's prefix; their group (for the links to log out and log in) is the one the person last logged in under.
 */
export function RequireNoTeam({ groupPath }: { groupPath?: string }) {
  const user = useSessionUser();
  if (!user) return <Navigate to="/" replace />;
  const group = userGroup(user);
  if (group && groupPath) return <Navigate to={`/${group}/${groupPath}`} replace />;
  if (group || !isGuest(user)) return <Navigate to={homePath(user)} replace />;
  const last = groupOfPrefix(storedLoginType()) ?? 'company';
  return (
    <RouteGroupProvider value={{ group: last, prefix: last }}>
      <Outlet />
    </RouteGroupProvider>
  );
}
