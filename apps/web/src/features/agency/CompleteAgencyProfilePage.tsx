import { Button, Stack, TextInput } from '@mantine/core';
import { agencyOnboardingSchema, BIO_MAX, organisationName } from '@mp/domain';
import { Navigate, useNavigate } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { takeReturn } from '../../app/session/return-after-sign-up';
import { getSession } from '../../app/session/session-store';
import { useSessionUser } from '../../app/session/useSession';
import { showServerFieldErrors, useSchemaForm } from '../../lib/forms';
import { AuthCard } from '../../ui/AuthCard';
import { CountedTextarea } from '../../ui/CountedTextarea';
import { StepCounter } from '../../ui/StepCounter';
import { AgencyLogoField, GenresField, LocationsField, PhonesField, ServicesField } from './fields';
import { useCompleteAgencyProfile } from './hooks';

/** Where onboarding goes next: the optional first case study, whose 'Skip For Now' leads to register/done. */
export const AFTER_ONBOARDING = 'case-study/add?from=register';

/**
 * /agency/register/complete-profile (G-F1): the owner's onboarding after sign-up step 2. Guests skip it (their team
 * has its profile); an owner who already has a bio goes to the dashboard (which sends here only without one: no loop).
 */
export function CompleteAgencyProfilePage() {
  const user = useSessionUser();
  const path = useGroupPath();
  const navigate = useNavigate();
  const complete = useCompleteAgencyProfile();
  const form = useSchemaForm(agencyOnboardingSchema, {
    avatar: user?.avatar ?? '',
    agency_name: user ? (organisationName(user) ?? '') : '',
    agency_locations: [] as string[],
    bio: '',
    agency_phones: [] as string[],
    services: [] as string[],
    genres: [] as string[],
  });
  if (!user) return null;
  // Not once this visit's save succeeded: the session then has the bio, and the page goes on to the case study.
  const done = complete.isPending || complete.isSuccess;
  if (!done && (user.type !== 'AGENCY' || user.bio)) return <Navigate to={path('dashboard')} replace />;

  const submit = form.onSubmit((values) =>
    complete.mutate(values, {
      // Signed up from a post: back to it now (an agency applies unapproved); the case study waits on the dashboard.
      onSuccess: () => {
        const back = getSession()?.user;
        navigate((back && takeReturn(back)) ?? path(AFTER_ONBOARDING), { replace: true });
      },
      onError: (error) => showServerFieldErrors(form, error),
    }),
  );

  return (
    <AuthCard
      title="Complete your profile"
      subtitle="Companies see this on your agency profile and in the marketplace."
      header={<StepCounter step={3} />}
      width={640}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <AgencyLogoField value={form.values.avatar} onChange={(url) => form.setFieldValue('avatar', url)} error={form.errors.avatar} />
          <TextInput label="Agency Name" withAsterisk autoComplete="organization" {...form.getInputProps('agency_name')} />
          <LocationsField
            required
            value={form.values.agency_locations}
            onChange={(v) => form.setFieldValue('agency_locations', v)}
            error={form.errors.agency_locations}
          />
          <CountedTextarea label="Bio" withAsterisk minRows={4} maxRows={10} max={BIO_MAX} {...form.getInputProps('bio')} />
          <PhonesField value={form.values.agency_phones} onChange={(v) => form.setFieldValue('agency_phones', v)} errors={form.errors} />
          <ServicesField value={form.values.services} onChange={(v) => form.setFieldValue('services', v)} error={form.errors.services} />
          <GenresField value={form.values.genres} onChange={(v) => form.setFieldValue('genres', v)} error={form.errors.genres} />
          <Button type="submit" loading={complete.isPending} fullWidth>
            Complete Profile
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
