import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MSG, resetPasswordSchema } from '@mp/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toastError } from '../../lib/toast';
import { useHydrating } from '../../lib/hydration';
import { useRouteGroup } from '../../app/group-context';
import { AuthCard } from '../../ui/AuthCard';
import { resetLoginPrefix } from './group-copy';
import { useResetPassword } from './usePasswordReset';

const validateReset = schemaResolver(resetPasswordSchema, { sync: true });

/** /{group}/reset-password?email=…&token=…: the link from the reset email. */
export function ResetPasswordPage() {
  const { group, prefix } = useRouteGroup();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  // Until the page is live, its form would submit itself natively (a GET putting the fields in the address):
  // its button is off, and with it Enter's implicit submission.
  const hydrating = useHydrating();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '' },
    validate: (values) => validateReset({ ...values, email, token }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    reset.mutate(
      { ...values, email, token },
      {
        onSuccess: () => navigate(`/${resetLoginPrefix(group)}/login?reset=1`, { replace: true }),
        onError: (error) => toastError(error.message),
      },
    ),
  );

  const linkIncomplete = !email || !token;
  return (
    <AuthCard title="Set your new password">
      {linkIncomplete ? (
        <Alert color="red" role="alert">
          {MSG.resetExpired}{' '}
          <Anchor component={Link} to={`/${prefix}/forgot-password`}>
            Request a new link
          </Anchor>
        </Alert>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <PasswordInput label="New Password" autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput
              label="Confirm New Password"
              autoComplete="new-password"
             
              {...form.getInputProps('password_confirmation')}
            />
            <Button type="submit" disabled={hydrating} loading={reset.isPending} fullWidth>
              Reset Password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
