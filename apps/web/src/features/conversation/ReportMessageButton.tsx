import { Alert, Button, Group, Modal, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, reportSchema, type ReportReason } from '@mp/domain';
import { useState } from 'react';
import { gqlRequest } from '../../app/api-client';
import { reasonToShow } from '../../app/error-reason';
import { useSubmission } from '../../app/submission';
import { CountedTextarea } from '../../ui/CountedTextarea';
import { ReportMessageMutation } from './report-documents';
import { REPORT_TEXT } from './texts';

/**
 * The quiet 'Report' under a message of the other side: a dialog with the reasons and an optional note, then the
 * thank-you. The form is made anew at each opening, so each opening has its own idempotency key.
 */
export function ReportMessageButton({ messageId }: { messageId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" color="gray" size="compact-xs" onClick={open}>
        {REPORT_TEXT.action}
        <VisuallyHidden>{REPORT_TEXT.actionSuffix}</VisuallyHidden>
      </Button>
      <Modal opened={opened} onClose={close} title={REPORT_TEXT.title} centered>
        {opened && <ReportForm messageId={messageId} onDone={close} />}
      </Modal>
    </>
  );
}

function ReportForm({ messageId, onDone }: { messageId: string; onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string; form?: string }>({});
  const [thanks, setThanks] = useState<string | null>(null);
  const submission = useSubmission();
  const report = useMutation({
    mutationFn: (variables: { reason: ReportReason; note: string | null; idempotencyKey: string }) =>
      gqlRequest(ReportMessageMutation, { messageId, ...variables }),
  });

  if (thanks) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" title={REPORT_TEXT.thanksTitle}>
          {thanks}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onDone} data-autofocus>
            {REPORT_TEXT.close}
          </Button>
        </Group>
      </Stack>
    );
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = reportSchema.safeParse({ reason: reason || undefined, note });
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] === 'note' ? 'note' : 'reason'] ??= issue.message;
      return setErrors(found);
    }
    const idempotencyKey = submission.begin(checked.data);
    if (!idempotencyKey) return;
    report.mutate(
      { ...checked.data, idempotencyKey },
      {
        onSuccess: (data) => {
          submission.succeeded();
          setThanks(data.reportMessage.message);
        },
        onError: (err) => {
          submission.failed(err);
          setErrors({ form: reasonToShow(err) ?? REPORT_TEXT.failed });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{REPORT_TEXT.intro}</Text>
        <Radio.Group
          label={REPORT_TEXT.reasonLabel}
          value={reason}
          onChange={(value) => {
            setReason(value as ReportReason);
            setErrors((e) => ({ ...e, reason: undefined, form: undefined }));
          }}
          error={errors.reason}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r} label={REPORT_REASON_LABELS[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <CountedTextarea
          label={REPORT_TEXT.noteLabel}
          max={REPORT_NOTE_MAX}
          minRows={3}
          maxRows={8}
          value={note}
          error={errors.note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setErrors((x) => ({ ...x, note: undefined, form: undefined }));
          }}
        />
        {errors.form && (
          <Alert color="red" role="alert" py="xs">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={report.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={report.isPending} disabled={report.isPending}>
            {REPORT_TEXT.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
