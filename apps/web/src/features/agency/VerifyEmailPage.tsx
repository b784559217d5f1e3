import { Alert, Button, Stack, Text } from '@mantine/core';
import { AGENCY_MSG } from '@mp/domain';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { useSession } from '../../app/session/useSession';
import { AuthCard } from '../../ui/AuthCard';
import { PageLoader } from '../../ui/PageLoader';
import { useResendVerification, useVerifyEmail } from './hooks';

/**
 * /agency/verify-email (G-R3): with ?token= (the emailed link) it verifies the address, signed in or not; without
 * one, or when the link failed, it offers 'RESEND VERIFICATION EMAIL' (3 an hour) to a signed-in agency.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useSession();
  const path = useGroupPath();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const asked = useRef(false);
  useEffect(() => {
    // Once per visit: a link is single use, so a second call would only say it is used.
    if (token && !asked.current) {
      asked.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);

  if (token && (verify.isIdle || verify.isPending)) return <PageLoader />;
  const resendButton = session ? (
    <Button onClick={() => resend.mutate()} loading={resend.isPending} fullWidth>
      RESEND VERIFICATION EMAIL
    </Button>
  ) : (
    <Button component={Link} to={path('login')} fullWidth>
      Log in to get a new link
    </Button>
  );
  return (
    <AuthCard title="Verify your email address">
      <Stack gap="md">
        {verify.isSuccess ? (
          <>
            <Alert color="green" role="status" title={AGENCY_MSG.verified}>
              Companies can now find your agency in the marketplace once it is approved.
            </Alert>
            <Button component={Link} to={path(session ? 'dashboard' : 'login')} fullWidth>
              {session ? 'GO TO DASHBOARD' : 'Log in'}
            </Button>
          </>
        ) : (
          <>
            {verify.isError ? (
              <Alert color="red" role="alert" title={AGENCY_MSG.linkInvalid}>
                Ask for a new link below: each link works once, for 24 hours.
              </Alert>
            ) : (
              <Text>We emailed you a link to verify your address. Your agency is listed in the marketplace once it is verified.</Text>
            )}
            {resendButton}
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
