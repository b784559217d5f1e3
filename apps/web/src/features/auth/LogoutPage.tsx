import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useRouteGroup } from '../../app/group-context';
import { PageLoader } from '../../ui/PageLoader';
import { loginPath } from '../../app/session/rules';
import { useLogout } from '../../app/session/useLogout';

/** /{group}/logout: revokes the token, clears the stored session and lh_user, goes to the group's login. */
export function LogoutPage() {
  const { prefix } = useRouteGroup();
  const logout = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate(loginPath(prefix), { replace: true }));
  }, [logout, navigate, prefix]);

  return <PageLoader />;
}
