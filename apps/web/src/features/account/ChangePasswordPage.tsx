import { Button, PasswordInput, Stack } from '@mantine/core';
import { changePasswordSchema, MSG } from '@mp/domain';
import { isApiError } from '../../lib/api-error';
import { showServerFieldErrors, useSchemaForm } from '../../lib/forms';
import { AuthCard } from '../../ui/AuthCard';
import { useChangePassword } from './useChangePassword';
import { useStepUp } from '../second-factor';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** /{group}/change-password. */
export function ChangePasswordPage() {
  const form = useSchemaForm(changePasswordSchema, EMPTY);
  const change = useChangePassword();
  // With a second factor, a code proved in the last minutes first (decision 0064): asked in a dialog, then sent again.
  const stepUp = useStepUp();

  const run = (values: typeof EMPTY) =>
    change.mutate(values, {
      onSuccess: () => form.setValues(EMPTY),
      onError: (error) => {
        if (stepUp.guard(() => run(values))(error)) return;
        if (isApiError(error, 'INCORRECT_PASSWORD')) form.setFieldError('current_password', MSG.incorrectPassword);
        else showServerFieldErrors(form, error);
      },
    });
  const submit = form.onSubmit(run);

  return (
    <AuthCard title="Change Password" subtitle="Other devices will be signed out.">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <PasswordInput label="Current Password" autoComplete="current-password" {...form.getInputProps('current_password')} />
          <PasswordInput label="New Password" autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
           
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
          {stepUp.dialog}
        </Stack>
      </form>
    </AuthCard>
  );
}
