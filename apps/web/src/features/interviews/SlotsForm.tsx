import { Button, Fieldset, Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INTERVIEW_NOTE_MAX, INTERVIEW_PLACE_MAX, INTERVIEW_REASON_MAX, INTERVIEW_SLOTS_MAX, proposeInterviewSchema, rescheduleInterviewSchema,
} from '@mp/domain';
import type { z } from 'zod';
import { reasonToShow } from '../../app/error-reason';
import { useSubmission } from '../../app/submission';
import { inputFieldErrors } from '../../lib/api-error';
import { CountedTextarea } from '../../ui/CountedTextarea';
import { DateField } from '../../ui/DateField';
import type { SlotVariables } from './hooks';
import { emptyRow, slotErrors, toSlotInput, type SlotRow } from './slot-values';
import { DURATION_OPTIONS, INTERVIEWS_TEXT } from './texts';

interface FormValues {
  slots: SlotRow[];
  reason: string;
}

const durationData = DURATION_OPTIONS.map((m) => ({ value: String(m), label: INTERVIEWS_TEXT.durationOption(m) }));

const issuesByPath = (error: z.ZodError) => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

export interface SlotsSubmit {
  slots: SlotVariables[];
  reason: string;
  idempotencyKey: string;
}

interface SlotsFormProps {
  /** Rescheduling asks for a reason too. */
  withReason: boolean;
  submitLabel: string;
  pending: boolean;
  /** Sends the times; resolves once the server answered (throws its refusal). */
  onSubmit: (values: SlotsSubmit) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * 1 to 5 times on the UK clock, each a date, a start, a duration, a place or a video link, and a note; checked with
 * the shared rule (the past, a time the clocks skip, the same time twice) before it is sent, and the server's field
 * messages shown where they belong. One idempotency key per submission; the button is busy while it is in flight.
 */
export function SlotsForm({ withReason, submitLabel, pending, onSubmit, onCancel }: SlotsFormProps) {
  const submission = useSubmission();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { slots: [emptyRow()], reason: '' },
    validate: (values) => {
      const input = { slots: values.slots.map(toSlotInput), reason: values.reason };
      const checked = (withReason ? rescheduleInterviewSchema : proposeInterviewSchema).safeParse(input);
      return checked.success ? {} : slotErrors(issuesByPath(checked.error), values.slots);
    },
    validateInputOnBlur: true,
  });
  const rows = form.values.slots;

  const submit = form.onSubmit(async (values) => {
    const slots = values.slots.map(toSlotInput);
    const idempotencyKey = submission.begin({ slots, reason: values.reason });
    if (!idempotencyKey) return;
    try {
      await onSubmit({ slots, reason: values.reason.trim(), idempotencyKey });
      submission.succeeded();
    } catch (error) {
      submission.failed(error);
      const fields = slotErrors(inputFieldErrors(error, ''), values.slots);
      const known = Object.keys(fields).filter((path) => path === 'reason' || path.startsWith('slots.'));
      if (known.length > 0) form.setErrors(Object.fromEntries(known.map((path) => [path, fields[path]])));
      else form.setFieldError('form', reasonToShow(error) ?? INTERVIEWS_TEXT.sendFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={withReason ? INTERVIEWS_TEXT.rescheduleTitle : INTERVIEWS_TEXT.proposeTitle}>
      <Stack gap="md">
        {rows.map((row, i) => (
          <Fieldset key={row.key} legend={INTERVIEWS_TEXT.timeLegend(i + 1)} variant="filled" radius="md" p="sm">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                <DateField label={INTERVIEWS_TEXT.date} required {...form.getInputProps(`slots.${i}.date`)} value={row.date} />
                <TextInput label={INTERVIEWS_TEXT.start} placeholder="HH:MM" inputMode="numeric" autoComplete="off" maxLength={5} required {...form.getInputProps(`slots.${i}.start`)} />
                <NativeSelect label={INTERVIEWS_TEXT.duration} data={durationData} {...form.getInputProps(`slots.${i}.duration`)} />
              </SimpleGrid>
              <Stack gap={4}>
                <Text size="sm" fw={500} id={`where-${row.key}`}>
                  {INTERVIEWS_TEXT.where}
                </Text>
                <SegmentedControl
                  aria-labelledby={`where-${row.key}`}
                  data={[
                    { value: 'video', label: INTERVIEWS_TEXT.video },
                    { value: 'place', label: INTERVIEWS_TEXT.inPerson },
                  ]}
                  {...form.getInputProps(`slots.${i}.where`)}
                  w="fit-content"
                />
              </Stack>
              {row.where === 'place' ? (
                <TextInput label={INTERVIEWS_TEXT.place} placeholder={INTERVIEWS_TEXT.placeHint} required maxLength={INTERVIEW_PLACE_MAX * 2} {...form.getInputProps(`slots.${i}.place`)} />
              ) : (
                <TextInput label={INTERVIEWS_TEXT.videoUrl} placeholder={INTERVIEWS_TEXT.videoHint} type="url" required {...form.getInputProps(`slots.${i}.video_url`)} />
              )}
              <Textarea label={INTERVIEWS_TEXT.note} autosize minRows={1} maxRows={4} maxLength={INTERVIEW_NOTE_MAX * 2} {...form.getInputProps(`slots.${i}.note`)} />
              {rows.length > 1 && (
                <Group justify="flex-end">
                  <Button variant="subtle" color="red" size="compact-sm" onClick={() => form.removeListItem('slots', i)}>
                    {INTERVIEWS_TEXT.removeTime(i + 1)}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        ))}
        {rows.length < INTERVIEW_SLOTS_MAX && (
          <Button variant="light" onClick={() => form.insertListItem('slots', emptyRow(rows.at(-1)))} w="fit-content">
            {INTERVIEWS_TEXT.addTime}
          </Button>
        )}
        {form.errors.slots && (
          <Text c="red" size="sm" role="alert">
            {form.errors.slots}
          </Text>
        )}
        {withReason && <CountedTextarea label={INTERVIEWS_TEXT.reason} required max={INTERVIEW_REASON_MAX} minRows={2} {...form.getInputProps('reason')} />}
        {form.errors.form && (
          <Text c="red" size="sm" role="alert">
            {form.errors.form}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {INTERVIEWS_TEXT.formCancel}
          </Button>
          <Button type="submit" loading={pending} disabled={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
