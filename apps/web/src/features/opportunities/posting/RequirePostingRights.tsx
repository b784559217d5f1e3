import { canManagePosts } from '@mp/domain';
import { Navigate, Outlet, useParams } from 'react-router';
import { useRouteGroup } from '../../../app/group-context';
import { PageLoader } from '../../../ui/PageLoader';
import type { SessionUser } from '../../../app/session/documents';
import { notFoundPath } from '../../../app/session/rules';
import { useFreshAccess } from '../../../app/session/useFreshAccess';

const mayPost = (user: SessionUser) => canManagePosts({ ...user, status: user.status ?? 'INACTIVE' });

/**
 * The posting pages need the right to post (policy canManagePosts): without it the
 * edit pages lead to the post's view page (`view`), the create pages to 404, once `me` has been read
 * again (an approval may have come since the stored user). Inside RequireGroupUser.
 */
export function RequirePostingRights({ view }: { view?: 'view-opportunity' | 'view-project' }) {
  const access = useFreshAccess(mayPost);
  const { prefix } = useRouteGroup();
  const { id } = useParams();
  if (access === 'allowed') return <Outlet />;
  if (access === 'checking') return <PageLoader />;
  return <Navigate to={view && id ? `/${prefix}/${view}/${id}` : notFoundPath(prefix)} replace />;
}
