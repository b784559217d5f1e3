import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useLazySchemaForm } from '../../lib/first-page-form';
import { toastError } from '../../lib/toast';
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
          <Button type="submit" loading={forgot.isPending} fullWidth>
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
