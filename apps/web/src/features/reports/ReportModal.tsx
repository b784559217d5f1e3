import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, reportSchema, type ReportReason } from '@mp/domain';
import { useState } from 'react';
import { reasonToShow } from '../../app/error-reason';
import { useSubmission } from '../../app/submission';
import { CountedTextarea } from '../../ui/CountedTextarea';
import type { SendReport } from './ReportDialog';
import { REPORT_FORM_TEXT } from './texts';

interface ReportModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  send: SendReport;
}

/** ReportDialog's dialog, loaded on its first opening. */
export default function ReportModal({ opened, onClose, title, intro, send }: ReportModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {opened && <ReportForm intro={intro} send={send} onDone={onClose} />}
    </Modal>
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
