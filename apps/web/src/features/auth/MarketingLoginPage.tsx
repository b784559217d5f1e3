import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { gqlRequest } from '../../app/api-client';
import { PageLoader } from '../../ui/PageLoader';
import { MeQuery } from '../../app/session/documents';
import { homePath, loginPath } from '../../app/session/rules';
import { rememberLoginType } from '../../app/session/session-store';
import { useStartSession } from '../../app/session/useStartSession';
import { landingGroup } from './landing-group';

/**
 * /login/marketing?token&type: the token-login landing. Stores the token and user type, loads the user,
 * and goes to their dashboard, or to the login of that type when no user comes back.
 */
export function MarketingLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const group = landingGroup(params.get('type'));
    const token = params.get('token');
    rememberLoginType(group);
    const toLogin = () => navigate(loginPath(group), { replace: true });
    if (!token) {
      toLogin();
      return;
    }
    gqlRequest(MeQuery, {}, { token, onUnauthenticated: 'ignore' })
      .then(({ me }) => {
        if (!me) return toLogin();
        startSession(token, me);
        navigate(homePath(me), { replace: true });
      })
      .catch(toLogin);
  }, [params, navigate, startSession]);

  return <PageLoader />;
}
