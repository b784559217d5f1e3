import { canManagePosts } from '@mp/domain';
import { Navigate, Outlet, useParams } from 'react-router';
import { useRouteGroup } from '../../../routes/group-context';
import { notFoundPath } from '../../session/rules';
import { useSessionUser } from '../../session/useSession';

/**
 * The posting pages need the right to post (inventory B-Q23, policy canManagePosts): without it the
 * edit pages lead to the post's view page (`view`), the create pages to 404. Inside RequireGroupUser.
 */
export function RequirePostingRights({ view }: { view?: 'view-opportunity' | 'view-project' }) {
  const user = useSessionUser();
  const { prefix } = useRouteGroup();
  const { id } = useParams();
  if (user && canManagePosts({ ...user, status: user.status ?? 'INACTIVE' })) return <Outlet />;
  return <Navigate to={view && id ? `/${prefix}/${view}/${id}` : notFoundPath(prefix)} replace />;
}
