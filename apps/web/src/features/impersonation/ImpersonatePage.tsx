import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MSG } from '@mp/domain';
import { isApiError } from '../../lib/api-error';
import { useStartSession } from '../../app/session/useStartSession';
import { markImpersonating } from './admin-return';
import { impersonateUser } from './impersonate-request';
import { impersonationHome } from './impersonation-home';

/**
 * /{group}/impersonate/:id?token=… (spec 2.3): loading, the error text, or 'Done'. On success the
 * user's session is stored as a login stores it and the browser goes to that user's dashboard.
 */
export function ImpersonatePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const startSession = useStartSession();
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => impersonateUser(id, token),
    onSuccess: ({ token: accessToken, user }) => {
      markImpersonating();
      startSession(accessToken, user);
      navigate(impersonationHome(user), { replace: true });
    },
  });
  // The link's token works once: never send it twice (StrictMode runs effects twice in development).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    open.mutate();
  }, [open]);

  return (
    <Center py={80}>
      {open.isError ? (
        <Alert color="red" role="alert" title="Could not sign in as this user" maw={480}>
          {isApiError(open.error) ? open.error.message : MSG.somethingWrong}
        </Alert>
      ) : open.isSuccess ? (
        <Text fw={600}>Done</Text>
      ) : (
        <Stack align="center" gap="xs" aria-busy="true">
          <Loader />
          <Text c="dimmed">Loading…</Text>
        </Stack>
      )}
    </Center>
  );
}
