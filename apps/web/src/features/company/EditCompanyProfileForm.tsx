import { Button, Group, Stack, TextInput } from '@mantine/core';
import { BIO_MAX, companyProfileSchema, companyTeamProfileSchema, MSG } from '@mp/domain';
import { useNavigate } from 'react-router';
import { z } from '@mp/domain';
import { isApiError } from '../../lib/api-error';
import { showServerFieldErrors, useSchemaForm } from '../../lib/forms';
import { toastError } from '../../lib/toast';
import { useGroupPath } from '../../app/group-context';
import { AddressFields, addressValues, EmailChangePassword, PhoneField } from '../../ui/AddressFields';
import { CountedTextarea } from '../../ui/CountedTextarea';
import type { TeamRecord } from './documents';
import { useSaveCompanyProfile } from './hooks';
import { LogoField } from './LogoField';
import { phoneForForm } from '@mp/domain/phone';
import { useStepUp } from '../second-factor';

// The shared rules, plus the current password, which goes beside them only when the owner changes the email.
const OWNER_FORM = z.object({ ...companyProfileSchema.shape, current_password: z.string().optional() });
// A guest admin's form has no email: the team account's is the owner's sign-in.
const GUEST_FORM = z.object({ ...companyTeamProfileSchema.shape, current_password: z.string().optional() });
type OwnerValues = z.output<typeof OWNER_FORM>;


function initialValues(record: TeamRecord) {
  return {
    avatar: record.avatar ?? '',
    company: record.company ?? '',
    bio: record.bio ?? '',
    description: record.description ?? '',
    ...addressValues(record),
    // As the person would type it: read back in the profile's country on saving (decision 0042).
    phone: record.phone ? phoneForForm(record.phone, record.country) : '',
    email: record.email ?? '',
    current_password: '',
  };
}

/**
 * The company's edit form. The owner edits their own record, email included (a new
 * sign-in email asks for the current password); a guest admin edits the team account, whose email stays the owner's.
 */
export function EditCompanyProfileForm({ record, owner }: { record: TeamRecord; owner: boolean }) {
  const path = useGroupPath();
  const navigate = useNavigate();
  const save = useSaveCompanyProfile(record.id);
  const form = useSchemaForm(owner ? OWNER_FORM : GUEST_FORM, initialValues(record));
  const emailChanged = owner && form.values.email.trim().toLowerCase() !== (record.email ?? '').toLowerCase();

  // A new email with a second factor needs a code proved in the last minutes (decision 0064): asked, then sent again.
  const stepUp = useStepUp();
  const submit = form.onSubmit(({ current_password, ...values }) => {
    const onError = (error: Error) => {
      if (isApiError(error, 'UNAUTHENTICATED')) return;
      if (stepUp.guard(() => submit())(error)) return;
      if (isApiError(error, 'EMAIL_TAKEN')) form.setFieldError('email', MSG.emailTaken);
      else if (isApiError(error, 'INCORRECT_PASSWORD')) form.setFieldError('current_password', MSG.incorrectPassword);
      else if (!showServerFieldErrors(form, error)) toastError(MSG.somethingWrong);
    };
    const onSuccess = () => navigate(path('profile'));
    if (owner) {
      const input = { ...(values as Omit<OwnerValues, 'current_password'>), ...(emailChanged ? { current_password } : {}) };
      save.mutate({ owner: true, input }, { onSuccess, onError });
    } else {
      save.mutate({ owner: false, input: values }, { onSuccess, onError });
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      {stepUp.dialog}
      <Stack gap="lg">
        <LogoField
          value={form.values.avatar}
          onChange={(url) => form.setFieldValue('avatar', url)}
          error={form.errors.avatar}
        />
        <TextInput label="Employer Name" withAsterisk autoComplete="organization" {...form.getInputProps('company')} />
        <CountedTextarea label="Bio" minRows={4} maxRows={10} max={BIO_MAX} {...form.getInputProps('bio')} />
        <CountedTextarea label="What sets you apart" minRows={3} maxRows={8} max={BIO_MAX} {...form.getInputProps('description')} />
        <AddressFields
          inputProps={form.getInputProps}
          labels={{ line1: 'Address Line 1', line2: 'Address Line 2', zip: 'Postcode' }}
          line2Description="Optional"
          layout="split"
        />
        {owner && <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />}
        <PhoneField {...form.getInputProps('phone')} />
        {emailChanged && <EmailChangePassword {...form.getInputProps('current_password')} />}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} w={{ base: '100%', sm: 'auto' }}>
            Save Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
