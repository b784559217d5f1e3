import { DataProvider } from '../../app/DataProvider';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MSG } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { isApiError } from '../../lib/api-error';
import { toastError } from '../../lib/toast';
import { useSession } from '../../app/session/useSession';
import { forgetImpersonation } from './admin-return';
import { ImpersonatorQuery } from './documents';
import { useReturnToConsole } from './useReturnToConsole';

/** The strip above every page of an impersonated session, with the way back to the console. */
function Banner() {
  const session = useSession();
  const token = session?.token;
  const back = useReturnToConsole();
  // The server says whether this session really is an impersonation (me.impersonator).
  const impersonator = useQuery({
    queryKey: ['impersonator', token],
    queryFn: () => gqlRequest(ImpersonatorQuery, {}),
    enabled: token !== undefined,
    staleTime: Infinity,
  });
  const confirmedNone = impersonator.isSuccess && !impersonator.data.me?.impersonator;
  useEffect(() => {
    if (confirmedNone) forgetImpersonation();
  }, [confirmedNone]);
  if (!session || confirmedNone) return null;

  const who = session.user.name || session.user.email;
  const by = impersonator.data?.me?.impersonator?.name;
  return (
    <Paper role="region" aria-label="Impersonation" radius={0} bg="yellow.1" px="md" py="xs" data-testid="impersonation-banner">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          You are signed in as {who} by an administrator{by ? ` (${by})` : ''}.
        </Text>
        <Button size="xs" variant="filled" color="dark" loading={back.isPending} onClick={() => back.mutate(undefined, { onError: (error) => toastError(isApiError(error) ? error.message : MSG.somethingWrong) })}>
          Return to console
        </Button>
      </Group>
    </Paper>
  );
}

/** Loaded only while an administrator acts as someone, with TanStack Query. */
export function ImpersonationBanner() {
  return (
    <DataProvider>
      <Banner />
    </DataProvider>
  );
}
