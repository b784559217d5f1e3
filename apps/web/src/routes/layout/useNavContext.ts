import { useLocation } from 'react-router';
import { groupOfPrefix } from '@mp/domain';
import { userGroup } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';
import type { NavContext } from './nav-model';

/** Who is looking and where: the input of every navigation list. */
export function useNavContext(): NavContext {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const first = pathname.split('/')[1];
  const prefix = groupOfPrefix(first) ? first! : ((user && userGroup(user)) ?? 'freelancer');
  return { user, prefix, pathname };
}
