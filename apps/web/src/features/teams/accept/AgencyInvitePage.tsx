import { Button, Fieldset, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { agencyTeamRegisterSchema, TEAM_MSG } from '@mp/domain';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import { toastError } from '../../../lib/toast';
import { useRegisterTeamUser } from './hooks';
import { InvitationSwitch, type InviteFormProps } from './InvitationSwitch';
import { InviteCard } from './InviteCard';
import { parseAgencyInvite } from './invite-link';
import { failureMessage, refusalReason } from './refusal';

/** /agency/accept-invite/{token}?e={email} (document 3): an agency's invitation. */
export function AgencyInvitePage() {
  const { token } = useParams();
  const [search] = useSearchParams();
  const e = search.get('e');
  const link = useMemo(() => parseAgencyInvite(token, e), [token, e]);
  return <InvitationSwitch link={link} teamType="AGENCY" prefix="agency" form={(props) => <AgencySignUpForm {...props} />} />;
}

/** Names (from the invitation), the invited email (read-only), a password and its confirmation ('Your passwords do no match'). */
function AgencySignUpForm({ link, preview, email, locked: refused }: InviteFormProps) {
  const form = useSchemaForm(agencyTeamRegisterSchema, {
    first_name: preview?.firstName ?? '',
    last_name: preview?.lastName ?? '',
    email,
    password: '',
    password_confirmation: '',
  });
  const register = useRegisterTeamUser('agency');
  const [locked, setLocked] = useState<string | null>(null);
  const reason = refused ?? locked;

  const submit = form.onSubmit((input) => {
    if (!link || reason) return;
    register.mutate(
      { token: link.token, input },
      {
        onError: (error) => {
          if (showServerFieldErrors(form, error)) return;
          const refusal = refusalReason(error);
          if (refusal) setLocked(refusal);
          else toastError(failureMessage(error, TEAM_MSG.couldNotCreate));
        },
      },
    );
  });

  return (
    <InviteCard preview={preview} locked={reason}>
      <form noValidate onSubmit={submit}>
        <Fieldset variant="unstyled" disabled={reason !== null}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="First Name" autoComplete="given-name" {...form.getInputProps('first_name')} />
              <TextInput label="Last Name" autoComplete="family-name" {...form.getInputProps('last_name')} />
            </SimpleGrid>
            <TextInput label="Email" type="email" variant="filled" readOnly description="The address your invitation was sent to." {...form.getInputProps('email')} />
            <PasswordInput
              label="Password"
              description="At least 8 characters, with 1 special character and no spaces."
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput label="Confirm Password" autoComplete="new-password" {...form.getInputProps('password_confirmation')} />
            <Button type="submit" loading={register.isPending} fullWidth>
              Create Account
            </Button>
          </Stack>
        </Fieldset>
      </form>
    </InviteCard>
  );
}
