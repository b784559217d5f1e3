import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { reasonToShow } from '../../app/error-reason';
import { toastError } from '../../lib/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSetTeamBlocked } from './hooks';
import { MESSAGES_TEXT } from './texts';

/**
 * The applicant's say over the team's messages in this thread: stop them (after a confirmation), or allow them
 * again. What was said stays, and the applicant may still write.
 */
export function BlockControl({ applicationId, blocked }: { applicationId: string; blocked: boolean }) {
  const [asking, setAsking] = useState(false);
  const set = useSetTeamBlocked(applicationId);
  const change = (next: boolean) =>
    set.mutate(next, {
      onSuccess: () => setAsking(false),
      onError: (err) => {
        setAsking(false);
        toastError(reasonToShow(err) ?? MESSAGES_TEXT.blockFailed);
      },
    });
  if (blocked) {
    return (
      <Alert color="gray" variant="light" title={MESSAGES_TEXT.blockedNotice} data-testid="blocked-notice">
        <Button size="xs" variant="default" loading={set.isPending} disabled={set.isPending} onClick={() => change(false)}>
          {MESSAGES_TEXT.unblock}
        </Button>
      </Alert>
    );
  }
  return (
    <Group justify="flex-end">
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)} disabled={set.isPending}>
        {MESSAGES_TEXT.block}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={MESSAGES_TEXT.blockTitle}
        message={MESSAGES_TEXT.blockMessage}
        confirmLabel={MESSAGES_TEXT.blockConfirm}
        loading={set.isPending}
        onConfirm={() => change(true)}
        onClose={() => setAsking(false)}
      />
    </Group>
  );
}
