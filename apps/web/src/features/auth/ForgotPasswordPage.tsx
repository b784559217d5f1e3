import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useLazySchemaForm } from '../../lib/first-page-form';
import { toastError } from '../../lib/toast';
import { useHydrating } from '../../lib/hydration';
import { useRouteGroup } from '../../app/group-context';
import { AuthCard } from '../../ui/AuthCard';
import { useForgotPassword } from './usePasswordReset';

// The rules load with the first focused field (lib/first-page-form.ts).
const loadForgotPasswordSchema = () => import('@mp/domain/rules').then((rules) => rules.forgotPasswordSchema);

/** /{group}/forgot-password. */
export function ForgotPasswordPage() {
  const { prefix } = useRouteGroup();
  const forgot = useForgotPassword();
  const form = useLazySchemaForm(loadForgotPasswordSchema, { email: '' });
  // Until the page is live, its form would submit itself natively (a GET putting the fields in the address):
  // its button is off, and with it Enter's implicit submission.
  const hydrating = useHydrating();

  const submit = form.onSubmit(({ email }) =>
    // The answer shows once, in the status line above the field (it stays while the reader checks
    // their mail); only a failure is a toast.
    forgot.mutate(email, { onError: (error) => toastError(error.message) }),
  );

  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your email and we will send you a link to set a new one.">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {forgot.isSuccess && (
            <Alert color="green" role="status">
              {forgot.data}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <Button type="submit" disabled={hydrating} loading={forgot.isPending} fullWidth>
            Send Password Reset
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to={`/${prefix}/login`} size="sm">
              Back to login
            </Anchor>
            <Anchor component={Link} to={`/${prefix}/register`} size="sm">
              Need an account?
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
