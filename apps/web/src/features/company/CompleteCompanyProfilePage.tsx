import { Button, Stack } from '@mantine/core';
import { APART_MAX, BIO_MAX, companyOnboardingSchema, hasCompanyBasics } from '@mp/domain';
import { Navigate, useNavigate } from 'react-router';
import { showServerFieldErrors, useSchemaForm } from '../../lib/forms';
import { useGroupPath } from '../../app/group-context';
import { AuthCard } from '../../ui/AuthCard';
import { CountedTextarea } from '../../ui/CountedTextarea';
import { StepCounter } from '../../ui/StepCounter';
import { useSessionUser } from '../../app/session/useSession';
import { ConsentRadio } from './ConsentRadio';
import { useCompleteCompanyProfile } from './hooks';
import { LogoField } from './LogoField';

/**
 * /company/complete-profile (and /2): sign-up step 3 for the company's owner. Goes to the
 * dashboard once the company has a bio and a logo, and for a guest, who has no company profile to complete
 * (the dashboard sends the owner here while either is missing: no loop).
 */
export function CompleteCompanyProfilePage() {
  const user = useSessionUser();
  const path = useGroupPath();
  const navigate = useNavigate();
  const complete = useCompleteCompanyProfile();
  const form = useSchemaForm(companyOnboardingSchema, {
    avatar: user?.avatar ?? '',
    bio: user?.bio ?? '',
    description: '',
    can_use_logo: null as boolean | null,
  });
  if (!user) return null;
  if (!user.teamOwner || hasCompanyBasics(user)) return <Navigate to={path('dashboard')} replace />;

  const submit = form.onSubmit((values) =>
    complete.mutate(values, {
      onSuccess: () => navigate(path('dashboard'), { replace: true }),
      onError: (error) => showServerFieldErrors(form, error),
    }),
  );

  return (
    <AuthCard
      title="Complete your profile"
      subtitle="Freelancers and agencies see this on your company profile."
      header={<StepCounter step={3} />}
      width={640}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <LogoField
            value={form.values.avatar}
            onChange={(url) => form.setFieldValue('avatar', url)}
            error={form.errors.avatar}
          />
          <CountedTextarea label="Bio" withAsterisk minRows={4} maxRows={10} max={BIO_MAX} {...form.getInputProps('bio')} />
          <CountedTextarea label="What sets you apart" withAsterisk minRows={3} maxRows={6} max={APART_MAX} {...form.getInputProps('description')} />
          <ConsentRadio
            value={form.values.can_use_logo}
            onChange={(value) => form.setFieldValue('can_use_logo', value)}
            error={form.errors.can_use_logo}
          />
          <Button type="submit" loading={complete.isPending} fullWidth>
            Complete Profile
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
