import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { agencyProfileSchema } from '@mp/domain';
import { phoneForForm } from '@mp/domain/phone';
import { Link, useNavigate } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { showServerFieldErrors, useSchemaForm } from '../../lib/forms';
import { RichTextField } from '../../ui/RichTextField';
import { AccountGate } from './AccountGate';
import type { AgencyAccount } from './documents';
import { AgencyLogoField, GenresField, LocationsField, PhonesField, ServicesField } from './fields';
import { useUpdateAgencyProfile } from './hooks';

function ProfileForm({ account }: { account: AgencyAccount }) {
  const path = useGroupPath();
  const navigate = useNavigate();
  const save = useUpdateAgencyProfile();
  const form = useSchemaForm(agencyProfileSchema, {
    avatar: account.avatar ?? '',
    agency_name: account.agency_name ?? '',
    bio: account.bio ?? '',
    website: account.website ?? '',
    agency_locations: account.agency_locations,
    agency_phones: account.agency_phones.map((p) => phoneForForm(p, account.country)),
    services: account.services.map((s) => s.id),
    genres: account.genres.map((g) => g.id),
  });
  // 'Save does nothing unless at least one service and one category experience are chosen': the rules refuse it
  // with the spec's messages on the two fields, and nothing is sent.
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      // The profile view (helper B's page); until it lands the account information shows the saved profile.
      onSuccess: () => navigate(path('profile')),
      onError: (error) => showServerFieldErrors(form, error),
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <AgencyLogoField value={form.values.avatar} onChange={(url) => form.setFieldValue('avatar', url)} error={form.errors.avatar} />
        <TextInput label="Agency Name" withAsterisk autoComplete="organization" {...form.getInputProps('agency_name')} />
        <RichTextField label="About us" toolbar="basic" value={account.bio ?? ''} {...form.getInputProps('bio')} />
        <ServicesField value={form.values.services} onChange={(v) => form.setFieldValue('services', v)} error={form.errors.services} />
        <GenresField value={form.values.genres} onChange={(v) => form.setFieldValue('genres', v)} error={form.errors.genres} />
        <TextInput label="Website" type="url" autoComplete="url" placeholder="https://" {...form.getInputProps('website')} />
        <LocationsField
          value={form.values.agency_locations}
          onChange={(v) => form.setFieldValue('agency_locations', v)}
          error={form.errors.agency_locations}
        />
        <PhonesField value={form.values.agency_phones} onChange={(v) => form.setFieldValue('agency_phones', v)} errors={form.errors} />
        <Group justify="flex-end">
          <Button component={Link} to={path('dashboard')} variant="default">
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

/** /agency/edit-profile (G-F3): the agency's public profile, for the team's admins. */
export function EditAgencyProfilePage() {
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Edit Profile</Title>
          <Text c="dimmed">What companies see of your agency in the marketplace and on your profile.</Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <AccountGate>{(account) => <ProfileForm key={account.id} account={account} />}</AccountGate>
        </Paper>
      </Stack>
    </Container>
  );
}
