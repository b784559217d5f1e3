import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { readText, writeText } from '../../lib/storage';
import { reminderFactorsQuery } from './hooks';

const DISMISSED = 'second-factor-reminder-dismissed';

/**
 * The dashboard's ask to a team's admin, who holds the card (decision 0064): set up two-step sign-in. Not a block:
 * 'Not now' hides it for this browser session, and it comes back until a factor is set up.
 */
export function FactorReminder({ accountPath }: { accountPath: string }) {
  const factors = useQuery(reminderFactorsQuery());
  const [dismissed, setDismissed] = useState(() => readText(DISMISSED, 'session') === '1');
  if (dismissed || !factors.data || factors.data.totp) return null;
  const notNow = () => {
    writeText(DISMISSED, '1', 'session');
    setDismissed(true);
  };
  return (
    <Alert color="yellow" title="Protect your team's account" role="region">
      <Text size="sm">
        You manage your team&apos;s card and job posts. Turn on two-step sign-in, so a stolen password alone cannot open your account.
      </Text>
      <Group gap="sm" mt="sm">
        <Button component={Link} to={accountPath} size="xs">
          Set up two-step sign-in
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={notNow}>
          Not now
        </Anchor>
      </Group>
    </Alert>
  );
}
