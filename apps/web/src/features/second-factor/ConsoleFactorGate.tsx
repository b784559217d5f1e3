import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { SECOND_FACTOR_MSG } from '@mp/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../app/session/useLogout';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { secondFactorsQuery } from './hooks';
import { TotpSetup } from './TotpSetup';

/**
 * The console's gate (decision 0064): an administrator whose session has not proved a second factor sees the set-up
 * (no factor yet: setting it up proves it on this session) or is asked to sign in again with their code. The API
 * refuses the console's operations the same way (SECOND_FACTOR_REQUIRED); this leads the way.
 */
export function ConsoleFactorGate({ children }: { children: ReactNode }) {
  const factors = useQuery(secondFactorsQuery());
  const logout = useLogout();
  const navigate = useNavigate();
  if (factors.isPending) return <PageLoader />;
  if (factors.isError)
    return <LoadFailed title="The console could not check your sign-in" retrying={factors.isFetching} onRetry={() => void factors.refetch()} />;
  if (factors.data.session_proved) return <>{children}</>;

  const signInAgain = () => void logout().then(() => navigate('/company/login?redirectTo=%2Fadmin', { replace: true }));
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1}>Set up two-step sign-in</Title>
        <Text>{SECOND_FACTOR_MSG.adminNeedsFactor}</Text>
        <Paper withBorder p="lg" radius="lg">
          {factors.data.totp ? (
            <Stack gap="md" align="flex-start">
              <Text>Your authenticator app is set up, but this session was opened without it. Sign in again with a code.</Text>
              <Button onClick={signInAgain}>Sign in again</Button>
            </Stack>
          ) : (
            <TotpSetup onDone={() => void factors.refetch()} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
