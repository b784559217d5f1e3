import { canManagePosts } from '@mp/domain';
import { Navigate, Outlet, useParams } from 'react-router';
import { useRouteGroup } from '../../../app/group-context';
import { PageLoader } from '../../../ui/PageLoader';
import type { SessionUser } from '../../../app/session/documents';
import { notFoundPath } from '../../../app/session/rules';
import { useFreshAccess } from '../../../app/session/useFreshAccess';
import { useSessionUser } from '../../../app/session/useSession';
import { NoPostingRights } from './NoPostingRights';

const mayPost = (user: SessionUser) => canManagePosts({ ...user, status: user.status ?? 'INACTIVE' });

/**
 * The posting pages need the right to post (policy canManagePosts): without it the edit pages lead to the post's
 * view page (`view`), the create pages say why and whom to ask, once `me` has been read again (an approval may have
 * come since the stored user). Inside RequireGroupUser; another group's prefix is a 404 before this.
 */
export function RequirePostingRights({ view }: { view?: 'view-opportunity' | 'view-project' }) {
  const access = useFreshAccess(mayPost);
  const user = useSessionUser();
  const { prefix } = useRouteGroup();
  const { id } = useParams();
  if (access === 'allowed') return <Outlet />;
  if (access === 'checking') return <PageLoader />;
  if (view && id) return <Navigate to={`/${prefix}/${view}/${id}`} replace />;
  return user ? <NoPostingRights user={user} /> : <Navigate to={notFoundPath(prefix)} replace />;
}
