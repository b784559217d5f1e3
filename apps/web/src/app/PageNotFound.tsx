import { NotFoundNotice } from '../ui/NotFoundNotice';
import { homePath } from './session/rules';
import { useSessionUser } from './session/useSession';

/** 'Page Not Found!' for /404, /{group}/404 and every unknown route. */
export function PageNotFound() {
  const user = useSessionUser();
  return (
    <NotFoundNotice
      text="The page you are looking for does not exist or has moved."
      action={user ? { label: 'Go to dashboard', to: homePath(user) } : { label: 'Go to the home page', to: '/' }}
    />
  );
}
