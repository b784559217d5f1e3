import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { ATTACHMENT_ACCEPT, CONVERSATION_MSG, MESSAGE_MAX, sendMessageSchema } from '@mp/domain';
import { useId, useRef, useState } from 'react';
import { reasonToShow } from '../../app/error-reason';
import { useSubmission } from '../../app/submission';
import { CountedTextarea } from '../../ui/CountedTextarea';
import { AttachmentChips } from './AttachmentChips';
import { useMessageFiles } from './attachments';
import { useSendMessage } from './hooks';
import { MESSAGES_TEXT } from './texts';

const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The message box: the shared rule's limit and words, files uploaded as they are chosen (their ids go with the
 * message), one idempotency key per submission (a retry after a lost answer sends the same key: one message), Send
 * disabled while it or an upload is in flight, Ctrl or Cmd + Enter to send.
 */
export function Composer({ applicationId }: { applicationId: string }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [mac] = useState(onMac);
  const send = useSendMessage(applicationId);
  const files = useMessageFiles(applicationId);
  const submission = useSubmission();
  const form = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const busy = send.isPending || files.uploading;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (files.uploading) return setError(MESSAGES_TEXT.waitForUploads);
    const checked = sendMessageSchema.safeParse({ body, attachmentIds: files.readyIds });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? CONVERSATION_MSG.empty);
    const idempotencyKey = submission.begin(checked.data);
    if (!idempotencyKey) return;
    send.mutate(
      { body: checked.data.body, attachmentIds: files.readyIds, idempotencyKey },
      {
        onSuccess: () => {
          submission.succeeded();
          setBody('');
          setError(null);
          files.clear();
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
        <AttachmentChips files={files.files} onRemove={files.remove} />
        {files.limitError && (
          <Text size="sm" c="red.8" role="alert">
            {files.limitError}
          </Text>
        )}
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <FileButton onChange={(chosen) => files.add(chosen)} accept={ATTACHMENT_ACCEPT} multiple disabled={files.full || send.isPending}>
              {(props) => (
                <Button {...props} variant="default" aria-describedby={hintId}>
                  {MESSAGES_TEXT.attach}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed" id={hintId} visibleFrom="sm">
              {MESSAGES_TEXT.attachHint}
            </Text>
          </Group>
          <Button type="submit" loading={send.isPending} disabled={busy} ml="auto">
            {MESSAGES_TEXT.send}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" visibleFrom="sm" ta="right">
          {MESSAGES_TEXT.sendHint(mac)}
        </Text>
      </Stack>
    </form>
  );
}
