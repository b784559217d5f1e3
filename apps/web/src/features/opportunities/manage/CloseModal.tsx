import { Button, Checkbox, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  applicantName, CLOSE_REASON_LABELS, CLOSE_REASONS, closeOpportunitySchema, OPPORTUNITY_MSG, TARGET_LABELS, teamName, type OpportunityTarget,
} from '@mp/domain';
import { isApiError } from '../../../lib/api-error';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import { toastError } from '../../../lib/toast';
import { localToday } from '../../../lib/dates';
import { DateField } from '../../../ui/DateField';
import { firstCloseDay } from './close-dates';
import type { CloseApplicant } from './documents';
import { useCloseApplicants, useCloseOpportunity } from './hooks';

export interface ClosablePost {
  id: string;
  target: OpportunityTarget;
  title: string;
  created_at: string;
  job_number: string;
}

const applicantLabel = (a: CloseApplicant) => {
  const [name, agency] = [applicantName(a.user), a.agency ? teamName(a.agency) : null];
  return agency ? `${name} (${agency})` : name;
};

/** Close modal (B-F5): a reason, with 'Filled by applicant' an applicant or a typed name, and the date closed. */
export function CloseModal({ post, opened, onClose }: { post: ClosablePost; opened: boolean; onClose: () => void }) {
  const close = useCloseOpportunity(post.id, post.target);
  const applicants = useCloseApplicants(post.id, opened);
  const form = useSchemaForm(closeOpportunitySchema, {
    reason: '' as string,
    freelancer_id: null as string | null,
    freelancer_name: '',
    closed_at: localToday(),
    others_not_selected: false,
  });
  const min = firstCloseDay(post);
  const kind = TARGET_LABELS[post.target].toLowerCase();

  // Filled by an applicant: the others are marked Not selected unless the employer unticks it.
  const chooseReason = (reason: string) => {
    form.setFieldValue('reason', reason);
    form.setFieldValue('others_not_selected', reason === 'FILLED_BY_APPLICANT');
  };

  const dismiss = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (values.closed_at < min) {
      form.setFieldError('closed_at', OPPORTUNITY_MSG.closedBeforePosted);
      return;
    }
    close.mutate(values, {
      onSuccess: dismiss,
      onError: (error) => {
        if (isApiError(error, 'UNAUTHENTICATED')) return;
        if (!showServerFieldErrors(form, error)) toastError(OPPORTUNITY_MSG.closeFailed);
      },
    });
  });

  const options = (applicants.data ?? []).map((a) => ({ value: a.user.id, label: applicantLabel(a) }));
  return (
    <Modal opened={opened} onClose={dismiss} title={`Close ${kind}`} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="close-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {post.title} moves to the closed list. You can restore it later.
          </Text>
          <Radio.Group label="Reason" withAsterisk {...form.getInputProps('reason')} onChange={chooseReason}>
            <Stack gap="xs" mt={6}>
              {CLOSE_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={CLOSE_REASON_LABELS[reason]} />
              ))}
            </Stack>
          </Radio.Group>
          <Select
            label="Applicant"
            description="With 'Filled by applicant': choose who filled it, or type their name below."
            placeholder={applicants.isPending ? 'Loading applicants…' : options.length ? 'Choose an applicant' : 'No applicants yet'}
            data={options}
            searchable
            clearable
            nothingFoundMessage="No applicant by that name"
            {...form.getInputProps('freelancer_id')}
          />
          <TextInput label="Or the applicant's name" maxLength={255} {...form.getInputProps('freelancer_name')} />
          {form.values.reason === 'FILLED_BY_APPLICANT' && (
            <Checkbox
              label="Mark every other applicant Not selected"
              description="Each is sent one short email, unless they turned these emails off."
              {...form.getInputProps('others_not_selected', { type: 'checkbox' })}
            />
          )}
          <Text size="sm" c="dimmed" data-testid="close-notice">
            Applicants still waiting to hear are told the {kind} has closed, once, unless they turned these emails off.
          </Text>
          <DateField
            label="Date closed"
            withAsterisk
            minDate={min}
            maxDate={localToday()}
            value={form.values.closed_at}
            onChange={(value) => form.setFieldValue('closed_at', value)}
            error={form.errors.closed_at}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={close.isPending}>
              Close {kind}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
