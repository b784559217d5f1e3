import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  BIO_MAX,
  companyProfileSchema,
  companyTeamProfileSchema,
  DEFAULT_COUNTRY,
  MSG,
} from '@mp/domain';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client';
import { showServerFieldErrors, useSchemaForm } from '../../lib/forms';
import { toastError } from '../../lib/toast';
import { useGroupPath } from '../../routes/group-context';
import { COUNTRY_OPTIONS } from '../auth/options';
import type { TeamRecord } from './documents';
import { useSaveCompanyProfile } from './hooks';
import { LogoField } from './LogoField';

// The shared rules, plus the current password, which goes beside them only when the owner changes the email.
const OWNER_FORM = z.object({ ...companyProfileSchema.shape, current_password: z.string().optional() });
// A guest admin's form has no email: the team account's is the owner's sign-in.
const GUEST_FORM = z.object({ ...companyTeamProfileSchema.shape, current_password: z.string().optional() });
type OwnerValues = z.output<typeof OWNER_FORM>;

const count = (text: string) => `${text.length}/${BIO_MAX} characters`;
const BELOW = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

function initialValues(record: TeamRecord) {
  return {
    avatar: record.avatar ?? '',
    company: record.company ?? '',
    bio: record.bio ?? '',
    description: record.description ?? '',
    address_1: record.address_1 ?? '',
    address_2: record.address_2 ?? '',
    city: record.city ?? '',
    state: record.state ?? '',
    country: (record.country ?? DEFAULT_COUNTRY) as string | null,
    zip: record.zip ?? '',
    phone: record.phone ?? '',
    email: record.email ?? '',
    current_password: '',
  };
}

/**
 * The company's edit form (inventory A-F2). The owner edits their own record, email included (a new
 * sign-in email asks for the current password); a guest admin edits the team account, whose email stays the owner's.
 */
export function EditCompanyProfileForm({ record, owner }: { record: TeamRecord; owner: boolean }) {
  const path = useGroupPath();
  const navigate = useNavigate();
  const save = useSaveCompanyProfile(record.id);
  const form = useSchemaForm(owner ? OWNER_FORM : GUEST_FORM, initialValues(record));
  const emailChanged = owner && form.values.email.trim().toLowerCase() !== (record.email ?? '').toLowerCase();

  const submit = form.onSubmit(({ current_password, ...values }) => {
    const onError = (error: Error) => {
      if (isApiError(error, 'UNAUTHENTICATED')) return;
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
      <Stack gap="lg">
        <LogoField
          label="Company Logo"
          value={form.values.avatar}
          onChange={(url) => form.setFieldValue('avatar', url)}
          error={form.errors.avatar}
        />
        <TextInput label="Employer Name" withAsterisk autoComplete="organization" {...form.getInputProps('company')} />
        <Textarea label="Bio" autosize minRows={4} maxRows={10} inputWrapperOrder={BELOW} description={count(form.values.bio)} {...form.getInputProps('bio')} />
        <Textarea
          label="What sets you apart"
          autosize
          minRows={3}
          maxRows={8}
          inputWrapperOrder={BELOW}
          description={count(form.values.description)}
          {...form.getInputProps('description')}
        />
        <TextInput label="Address Line 1" withAsterisk autoComplete="address-line1" {...form.getInputProps('address_1')} />
        <TextInput label="Address Line 2" description="Optional" autoComplete="address-line2" {...form.getInputProps('address_2')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="City" withAsterisk autoComplete="address-level2" {...form.getInputProps('city')} />
          <TextInput label="County" withAsterisk autoComplete="address-level1" {...form.getInputProps('state')} />
          <TextInput label="Postcode" withAsterisk autoComplete="postal-code" {...form.getInputProps('zip')} />
          <Select label="Country" withAsterisk data={COUNTRY_OPTIONS} searchable allowDeselect={false} {...form.getInputProps('country')} />
        </SimpleGrid>
        {owner && <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />}
        <TextInput label="Phone" withAsterisk type="tel" autoComplete="tel" placeholder="00 0000 000 00" {...form.getInputProps('phone')} />
        {emailChanged && (
          <PasswordInput
            label="Current Password"
            description="You sign in with this email: enter your password to change it."
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} w={{ base: '100%', sm: 'auto' }}>
            Save Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
