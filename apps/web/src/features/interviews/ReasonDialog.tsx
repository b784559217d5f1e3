import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { reasonToShow } from '../../app/error-reason';
import { useSubmission } from '../../app/submission';
import { inputFieldErrors } from '../../lib/api-error';
import { CountedTextarea } from '../../ui/CountedTextarea';

interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  label: string;
  max: number;
  /** The shared rule for the words (cancelInterviewSchema's reason, askOtherInterviewTimesSchema's message). */
  rule: z.ZodType<string>;
  confirmLabel: string;
  dismissLabel: string;
  color?: string;
  pending: boolean;
  failed: string;
  /** Sends the words with the submission's key; resolves once the server answered (throws its refusal). */
  onSubmit: (text: string, idempotencyKey: string) => Promise<unknown>;
}

/**
 * The question before a step that needs words (cancelling with a reason, asking for other times): the words with the
 * shared rule's limit and messages, one idempotency key per submission, both buttons waiting while it is in flight.
 */
export function ReasonDialog({ opened, onClose, title, intro, label, max, rule, confirmLabel, dismissLabel, color, pending, failed, onSubmit }: ReasonDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmission();
  const close = () => {
    if (pending) return;
    setError(null);
    onClose();
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = rule.safeParse(text);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? failed);
    const key = submission.begin(checked.data);
    if (!key) return;
    try {
      await onSubmit(checked.data, key);
      submission.succeeded();
      setText('');
      setError(null);
      onClose();
    } catch (err) {
      submission.failed(err);
      const fields = Object.values(inputFieldErrors(err, ''));
      setError(fields[0] ?? reasonToShow(err) ?? failed);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{intro}</Text>
          <CountedTextarea
            label={label}
            required
            max={max}
            minRows={3}
            maxRows={8}
            value={text}
            error={error}
            data-autofocus
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {dismissLabel}
            </Button>
            <Button type="submit" color={color} loading={pending} disabled={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
