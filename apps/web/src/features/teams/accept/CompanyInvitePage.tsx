import { Button, Fieldset, PasswordInput, Stack, TextInput } from '@mantine/core';
import { companyTeamRegisterSchema } from '@mp/domain';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useRouteGroup } from '../../../app/group-context';
import { useSchemaForm } from '../../../lib/forms';
import { StepCounter } from '../../../ui/StepCounter';
import { saveAccountStep } from './account-step';
import { InvitationSwitch, type InviteFormProps } from './InvitationSwitch';
import { InviteCard } from './InviteCard';
import { parseCompanyInvite } from './invite-link';

/** The company invitee's two steps. */
export const TEAM_SIGN_UP_STEPS = ['Login Information', 'Personal Information'] as const;

const accountSchema = companyTeamRegisterSchema.pick({ password: true });

/** /company/team/register/{token}&{email} (and /employer/…): the emailed link, then step 1 of the team sign-up. */
export function CompanyInvitePage() {
  const { invite } = useParams();
  const { prefix } = useRouteGroup();
  const link = useMemo(() => parseCompanyInvite(invite), [invite]);
  return <InvitationSwitch link={link} teamType="COMPANY" prefix={prefix} form={(props) => <AccountStepForm {...props} />} />;
}

/** Step 1: the invited email (read-only) and a password under decision 0002's rules. */
function AccountStepForm({ link, preview, email, locked }: InviteFormProps) {
  const { prefix } = useRouteGroup();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useSchemaForm(accountSchema, { password: '' });

  const submit = form.onSubmit(({ password }) => {
    if (!link || locked) return;
    saveAccountStep(
      {
        token: link.token,
        email,
        from: pathname,
        teamName: preview?.teamName ?? null,
        first_name: preview?.firstName ?? '',
        last_name: preview?.lastName ?? '',
      },
      password,
    );
    navigate(`/${prefix}/team/register/profile`);
  });

  return (
    <InviteCard preview={preview} locked={locked} header={locked ? undefined : <StepCounter step={1} steps={TEAM_SIGN_UP_STEPS} />}>
      <form noValidate onSubmit={submit}>
        <Fieldset variant="unstyled" disabled={locked !== null}>
          <Stack gap="md">
            <TextInput label="Email" type="email" variant="filled" value={email} readOnly description="The address your invitation was sent to." />
            <PasswordInput
              label="Password"
              description="At least 8 characters, with 1 special character and no spaces."
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth>
              Next
            </Button>
          </Stack>
        </Fieldset>
      </form>
    </InviteCard>
  );
}
