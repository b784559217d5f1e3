import { Alert, Button, Group, Modal, Radio, Stack, Text, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, reportSchema, type ReportReason } from '@mp/domain';
import { useState } from 'react';
import { reasonToShow } from '../../app/error-reason';
import { useSubmission } from '../../app/submission';
import { CountedTextarea } from '../../ui/CountedTextarea';
import { REPORT_FORM_TEXT } from './texts';

/** What a report sends: the reason, an optional note and the opening's key; answers the thank-you. */
export type SendReport = (variables: { reason: ReportReason; note: string | null; idempotencyKey: string }) => Promise<string>;

interface ReportDialogProps {
  /** The dialog's title and the link's accessible name: 'Report this job'. The link shows 'Report'. */
  title: string;
  intro: string;
  send: SendReport;
  size?: ButtonProps['size'];
}

/**
 * A quiet 'Report' link opening the reasons and an optional note, then the thank-you. The form is made anew at each
 * opening, so each opening has its own idempotency key; Send is disabled while the report is in flight.
 */
export function ReportDialog({ title, intro, send, size = 'compact-xs' }: ReportDialogProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const suffix = title.startsWith(REPORT_FORM_TEXT.action) ? title.slice(REPORT_FORM_TEXT.action.length) : ` ${title}`;
  return (
    <>
      <Button variant="subtle" color="gray" size={size} onClick={open}>
        {REPORT_FORM_TEXT.action}
        <VisuallyHidden>{suffix}</VisuallyHidden>
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        {opened && <ReportForm intro={intro} send={send} onDone={close} />}
      </Modal>
    </>
  );
}

function ReportForm({ intro, send, onDone }: { intro: string; send: SendReport; onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string; form?: string }>({});
  const [thanks, setThanks] = useState<string | null>(null);
  const submission = useSubmission();
  const report = useMutation({ mutationFn: send });

  if (thanks) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" title={REPORT_FORM_TEXT.thanksTitle}>
          {thanks}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onDone} data-autofocus>
            {REPORT_FORM_TEXT.close}
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
        onSuccess: (message) => {
          submission.succeeded();
          setThanks(message);
        },
        onError: (err) => {
          submission.failed(err);
          setErrors({ form: reasonToShow(err) ?? REPORT_FORM_TEXT.failed });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        <Radio.Group
          label={REPORT_FORM_TEXT.reasonLabel}
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
          label={REPORT_FORM_TEXT.noteLabel}
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
            {REPORT_FORM_TEXT.cancel}
          </Button>
          <Button type="submit" color="red" loading={report.isPending} disabled={report.isPending}>
            {REPORT_FORM_TEXT.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
