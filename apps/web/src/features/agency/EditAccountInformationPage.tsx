import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { agencyAccountSchema } from '@mp/domain';
import { phoneForForm } from '@mp/domain/phone';
import { Link, useNavigate } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { showServerFieldErrors, useSchemaForm } from '../../lib/forms';
import { AddressFields, addressValues } from '../../ui/AddressFields';
import { RichTextField } from '../../ui/RichTextField';
import { AccountGate } from './AccountGate';
import type { AgencyAccount } from './documents';
import { AgencyLogoField, PhonesField } from './fields';
import { useUpdateAgencyAccount } from './hooks';

function AccountForm({ account }: { account: AgencyAccount }) {
  const path = useGroupPath();
  const navigate = useNavigate();
  const save = useUpdateAgencyAccount();
  const form = useSchemaForm(agencyAccountSchema, {
    avatar: account.avatar ?? '',
    bio: account.bio ?? '',
    agency_name: account.agency_name ?? '',
    ...addressValues(account),
    agency_phones: account.agency_phones.map((p) => phoneForForm(p, account.country)),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => navigate(path('account-information')),
      onError: (error) => showServerFieldErrors(form, error),
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <AgencyLogoField value={form.values.avatar} onChange={(url) => form.setFieldValue('avatar', url)} error={form.errors.avatar} />
        <TextInput label="Agency Name" withAsterisk autoComplete="organization" {...form.getInputProps('agency_name')} />
        <RichTextField label="About us" required toolbar="basic" value={account.bio ?? ''} {...form.getInputProps('bio')} />
        <TextInput label="Email" value={account.email} readOnly description="Your sign-in email; change it from your account's password settings." />
        <AddressFields
          inputProps={form.getInputProps}
          labels={{ line1: 'Address Line 1', line2: 'Address Line 2', zip: 'Postcode' }}
          line2Description="Optional"
          layout="split"
        />
        <PhonesField value={form.values.agency_phones} onChange={(v) => form.setFieldValue('agency_phones', v)} errors={form.errors} />
        <Group justify="flex-end">
          <Button component={Link} to={path('account-information')} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /agency/edit-account-information (G-F2): the team account's admins edit its about us, name, address, phones and logo. */
export function EditAccountInformationPage() {
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Edit Account Information</Title>
          <Text c="dimmed">Your agency's account details. Companies see your logo and about us on your profile.</Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <AccountGate>{(account) => <AccountForm key={account.id} account={account} />}</AccountGate>
        </Paper>
      </Stack>
    </Container>
  );
}
