import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { REJECT_REASON_MAX, rejectReviewSchema } from '@mp/domain';
import { useState } from 'react';
import { CountedTextarea } from '../../../ui/CountedTextarea';

/** Reject, with the reason the poster reads in their email: asked in a dialog, checked by the shared rule. */
export function RejectButton({ kind, busy, onReject }: { kind: 'POST' | 'EDIT'; busy: boolean; onReject: (reason: string) => void }) {
  const [opened, dialog] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = rejectReviewSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    dialog.close();
    onReject(parsed.data.reason);
  };
  return (
    <>
      <Button variant="outline" color="red" onClick={dialog.open} disabled={busy}>
        Reject
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={kind === 'POST' ? 'Reject this post?' : 'Reject these changes?'} centered>
        <Stack gap="sm">
          <Text size="sm">
            {kind === 'POST'
              ? 'It will not go live, and its job post goes back to the company’s balance. The poster is emailed your reason.'
              : 'The published version stays up. The poster is emailed your reason.'}
          </Text>
          <CountedTextarea
            label="Reason"
            description="The poster reads it in their email"
            withAsterisk
            data-autofocus
            minRows={3}
            max={REJECT_REASON_MAX}
            value={reason}
            error={error}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dialog.close}>
              Cancel
            </Button>
            <Button color="red" onClick={submit} disabled={busy}>
              Reject
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
