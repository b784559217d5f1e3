import { MSG } from '@mp/domain';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toastError } from '../../lib/toast';
import { PageLoader } from '../../ui/PageLoader';
import { landingGroup } from './landing-group';
import { randomPassword } from './random-password';
import { saveSignupDraft } from './signup-draft';

/**
 * /login/google?email&first_name&last_name&googleId&type: the Google return page. Keeps the details as
 * step-1 data with a random 8-character password and continues to step 2, prefilled.
 */
export function GoogleReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const group = landingGroup(params.get('type'));
    const email = params.get('email')?.trim().toLowerCase();
    const googleId = params.get('googleId');
    if (!email || !googleId) {
      toastError(MSG.somethingWrong);
      navigate(`/${group}/register`, { replace: true });
      return;
    }
    saveSignupDraft({
      email,
      password: randomPassword(),
      googleId,
      first_name: params.get('first_name') ?? undefined,
      last_name: params.get('last_name') ?? undefined,
    });
    navigate(`/${group}/register/2`, { replace: true });
  }, [params, navigate]);

  return <PageLoader />;
}
