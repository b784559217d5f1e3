import { Button, Group, Stack, Text } from '@mantine/core';
import { CONVERSATION_MSG, MESSAGE_MAX, sendMessageSchema } from '@mp/domain';
import { useRef, useState } from 'react';
import { reasonToShow } from '../../app/error-reason';
import { useSubmission } from '../../app/submission';
import { CountedTextarea } from '../../ui/CountedTextarea';
import { useSendMessage } from './hooks';
import { MESSAGES_TEXT } from './texts';

const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The message box: the shared rule's limit and words, one idempotency key per submission (a retry after a lost
 * answer sends the same key: one message), Send disabled while it is in flight, Ctrl or Cmd + Enter to send.
 */
export function Composer({ applicationId }: { applicationId: string }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [mac] = useState(onMac);
  const send = useSendMessage(applicationId);
  const submission = useSubmission();
  const form = useRef<HTMLFormElement>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = sendMessageSchema.safeParse({ body });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? CONVERSATION_MSG.empty);
    const idempotencyKey = submission.begin(checked.data);
    if (!idempotencyKey) return;
    send.mutate(
      { body: checked.data.body, idempotencyKey },
      {
        onSuccess: () => {
          submission.succeeded();
          setBody('');
          setError(null);
        },
        onError: (err) => {
          submission.failed(err);
          setError(reasonToShow(err) ?? MESSAGES_TEXT.sendFailed);
        },
      },
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="xs">
        <CountedTextarea
          label={MESSAGES_TEXT.composerLabel}
          max={MESSAGE_MAX}
          minRows={3}
          maxRows={10}
          value={body}
          error={error}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              form.current?.requestSubmit();
            }
          }}
        />
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {MESSAGES_TEXT.sendHint(mac)}
          </Text>
          <Button type="submit" loading={send.isPending} disabled={send.isPending} ml="auto">
            {MESSAGES_TEXT.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
