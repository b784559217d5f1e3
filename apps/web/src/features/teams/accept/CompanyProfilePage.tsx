import { Button, Checkbox, Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { companyTeamRegisterSchema, DEFAULT_COUNTRY, TEAM_MSG } from '@mp/domain';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import { toastError } from '../../../lib/toast';
import { AuthCard } from '../../../ui/AuthCard';
import { COUNTRY_OPTIONS } from '../../../ui/select-options';
import { StepCounter } from '../../../ui/StepCounter';
import { clearAccountStep, loadAccountStep, type ReadyAccountStep } from './account-step';
import { TEAM_SIGN_UP_STEPS } from './CompanyInvitePage';
import { useRegisterTeamUser } from './hooks';
import { InviteCard } from './InviteCard';
import { failureMessage, refusalReason } from './refusal';

/** Document 2 §5's GUEST form, without step 1's email and password. */
const profileSchema = companyTeamRegisterSchema.omit({ email: true, password: true });

/**
 * /company/team/register/profile: step 2 of the team sign-up. Needs step 1 in this tab: after a reload (the password
 * is kept only in memory) it goes back to step 1; without any, it says where the invitation starts.
 */
export function CompanyProfilePage() {
  // Read once: registering clears it, and this page must not bounce to step 1 on its way to the dashboard.
  const [state] = useState(loadAccountStep);
  if (state.kind === 'reloaded') return <Navigate to={state.step.from} replace />;
  if (state.kind === 'none') {
    return (
      <AuthCard title="Join a team">
        <Text>To join a team, open the link in the invitation email you received.</Text>
      </AuthCard>
    );
  }
  return <ProfileForm step={state.step} />;
}

function ProfileForm({ step }: { step: ReadyAccountStep }) {
  const form = useSchemaForm(profileSchema, {
    first_name: step.first_name,
    last_name: step.last_name,
    position: '',
    address_1: '',
    address_2: '',
    city: '',
    state: '',
    zip: '',
    country: DEFAULT_COUNTRY as string | null,
    phone: '',
    terms: false,
  });
  const register = useRegisterTeamUser('company');
  const [locked, setLocked] = useState<string | null>(null);

  const submit = form.onSubmit((details) => {
    register.mutate(
      { token: step.token, input: { ...details, email: step.email, password: step.password } },
      {
        onSuccess: () => clearAccountStep(),
        onError: (error) => {
          if (showServerFieldErrors(form, error)) return;
          const reason = refusalReason(error);
          if (reason) setLocked(reason);
          else toastError(failureMessage(error, TEAM_MSG.couldNotCreate));
        },
      },
    );
  });

  return (
    <InviteCard
      preview={{ teamName: step.teamName, inviterName: null }}
      locked={locked}
      subtitle="Tell us a little about yourself."
      header={<StepCounter step={2} steps={TEAM_SIGN_UP_STEPS} />}
      width={640}
    >
      <form noValidate onSubmit={submit}>
        <Fieldset variant="unstyled" disabled={locked !== null}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="First Name" autoComplete="given-name" {...form.getInputProps('first_name')} />
              <TextInput label="Last Name" autoComplete="family-name" {...form.getInputProps('last_name')} />
            </SimpleGrid>
            <TextInput label="Position" autoComplete="organization-title" {...form.getInputProps('position')} />
            <TextInput label="Address Line 1" autoComplete="address-line1" {...form.getInputProps('address_1')} />
            <TextInput label="Address Line 2" description="Optional" autoComplete="address-line2" {...form.getInputProps('address_2')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('city')} />
              <TextInput label="County" autoComplete="address-level1" {...form.getInputProps('state')} />
              <TextInput label="Postcode" autoComplete="postal-code" {...form.getInputProps('zip')} />
              <Select label="Country" data={COUNTRY_OPTIONS} searchable allowDeselect={false} {...form.getInputProps('country')} />
            </SimpleGrid>
            <TextInput label="Phone" type="tel" autoComplete="tel" placeholder="00 0000 000 00" {...form.getInputProps('phone')} />
            <Checkbox label="I accept the terms and conditions" {...form.getInputProps('terms', { type: 'checkbox' })} />
            <Button type="submit" loading={register.isPending} fullWidth>
              Create Account
            </Button>
          </Stack>
        </Fieldset>
      </form>
    </InviteCard>
  );
}
