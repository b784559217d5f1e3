import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGE_MAX, sendMessagesSchema } from '@mp/domain';
import { useState } from 'react';
import { reasonToShow } from '../../app/error-reason';
import { useSubmission } from '../../app/submission';
import { toastSuccess } from '../../lib/toast';
import { CountedTextarea } from '../../ui/CountedTextarea';
import { blockedNames, type Recipient } from './bulk';
import { useSendMessages } from './hooks';
import { MESSAGES_TEXT } from './texts';

/**
 * The pipeline's bulk 'Message': one message to each chosen applicant, each in their own thread (not a group). One
 * idempotency key per submission; Send disabled while in flight; a refusal names the applicants who block the team.
 */
export function BulkMessageButton({ recipients, onSent }: { recipients: readonly Recipient[]; onSent: () => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string[]>([]);
  const send = useSendMessages();
  const submission = useSubmission();
  const count = recipients.length;

  const dismiss = () => {
    if (send.isPending) return;
    close();
    setError(null);
    setBlocked([]);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const ids = recipients.map((r) => r.id);
    const checked = sendMessagesSchema.safeParse({ applicationIds: ids, body });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? MESSAGES_TEXT.bulkFailed);
    const idempotencyKey = submission.begin(checked.data);
    if (!idempotencyKey) return;
    const sent = [...recipients];
    setBlocked([]);
    send.mutate(
      { applicationIds: ids, body: checked.data.body, idempotencyKey },
      {
        onSuccess: () => {
          submission.succeeded();
          toastSuccess(MESSAGES_TEXT.bulkSent(sent.length));
          setBody('');
          setError(null);
          close();
          onSent();
        },
        onError: (err) => {
          submission.failed(err);
          const names = blockedNames(err, sent);
          setBlocked(names);
          setError(names.length > 0 ? null : (reasonToShow(err) ?? MESSAGES_TEXT.bulkFailed));
        },
      },
    );
  };

  return (
    <>
      <Button variant="default" onClick={open} disabled={count === 0}>
        {MESSAGES_TEXT.bulkButton}
      </Button>
      <Modal opened={opened} onClose={dismiss} title={MESSAGES_TEXT.bulkTitle(count)} centered size="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{MESSAGES_TEXT.bulkExplain}</Text>
            <CountedTextarea
              label={MESSAGES_TEXT.composerLabel}
              max={MESSAGE_MAX}
              minRows={5}
              maxRows={12}
              value={body}
              error={error}
              data-autofocus
              onChange={(e) => {
                setBody(e.currentTarget.value);
                setError(null);
              }}
            />
            {blocked.length > 0 && (
              <Alert color="red" role="alert" data-testid="bulk-blocked">
                <Text size="sm">{MESSAGES_TEXT.bulkBlocked}</Text>
                <List size="sm" mt={4}>
                  {blocked.map((name, i) => (
                    <List.Item key={`${i}-${name}`}>{name}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={dismiss} disabled={send.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending} disabled={send.isPending || count === 0}>
                {MESSAGES_TEXT.bulkSend(count)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
