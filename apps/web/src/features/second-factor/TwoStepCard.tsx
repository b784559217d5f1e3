import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../ui/LoadFailed';
import { secondFactorsQuery, useRefreshFactors } from './hooks';
import { RenewCodesForm } from './RenewCodesForm';
import { TotpSetup } from './TotpSetup';
import { TurnOffForm } from './TurnOffForm';

type Panel = 'setup' | 'turn-off' | 'renew' | null;

/**
 * My Account's two-step sign-in (decision 0064): an authenticator app, on or off, and the recovery codes left. Turning
 * it on shows the QR code; turning it off needs the password and a code; new codes need a fresh code.
 */
export function TwoStepCard() {
  const factors = useQuery(secondFactorsQuery());
  const [panel, setPanel] = useState<Panel>(null);
  const refresh = useRefreshFactors();
  const close = () => setPanel(null);

  return (
    <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="two-step-title" aria-busy={factors.isPending}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="two-step-title">
            Two-step sign-in
          </Title>
          {factors.data && (
            // A passkey is a second step too (the passkeys card), so two-step sign-in is on with either.
            <Badge color={factors.data.totp || factors.data.passkeys > 0 ? 'green' : 'gray'} variant="light">
              {factors.data.totp || factors.data.passkeys > 0 ? 'On' : 'Off'}
            </Badge>
          )}
        </Group>
        {factors.isPending && (
          <Stack gap="xs">
            <Skeleton h={16} w="80%" />
            <Skeleton h={36} w={220} />
          </Stack>
        )}
        {factors.isError && (
          <LoadFailed title="Your sign-in settings could not be read" retrying={factors.isFetching} onRetry={() => void factors.refetch()} />
        )}
        {panel === 'setup' && (
          <TotpSetup
            onDone={() => {
              close();
              void refresh();
            }}
            onCancel={close}
          />
        )}
        {factors.data && !factors.data.totp && panel !== 'setup' && (
          <>
            <Text size="sm">
              Ask for a code from an authenticator app on your phone after your password, so a stolen password alone cannot open your account.
            </Text>
            <Group>
              <Button onClick={() => setPanel('setup')}>Set up an authenticator app</Button>
            </Group>
          </>
        )}
        {factors.data?.totp && panel !== 'setup' && (
          <>
            <Text size="sm">
              Signing in asks for a code from your authenticator app. Recovery codes left:{' '}
              <Text span fw={600}>
                {factors.data.recovery_codes_left}
              </Text>
            </Text>
            {panel === 'turn-off' && <TurnOffForm onClose={close} />}
            {panel === 'renew' && <RenewCodesForm fresh={factors.data.fresh} onClose={close} />}
            {panel === null && (
              <Group gap="sm">
                <Button variant="default" onClick={() => setPanel('renew')}>
                  New recovery codes
                </Button>
                <Button variant="subtle" color="red" onClick={() => setPanel('turn-off')}>
                  Turn off
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
