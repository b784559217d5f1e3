import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { MSG } from '@mp/domain';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api-error';
import { useDeleteMyAccount } from './hooks';

/** Asks for the password before erasing the account; the danger colour of the theme. */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteMyAccount();

  const dismiss = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(MSG.passwordRequired);
      return;
    }
    remove.mutate(password, {
      onError: (err) => {
        if (isApiError(err, 'UNAUTHENTICATED')) return;
        setError(isApiError(err) ? err.message : MSG.somethingWrong);
      },
    });
  };

  return (
    <Modal opened={opened} onClose={dismiss} title="Delete your account" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            This cannot be undone. Your profile, files, applications and sessions are erased at once, and you are
            signed out.
          </Text>
          <PasswordInput
            label="Password"
            description="Enter your password to confirm."
            autoComplete="current-password"
            withAsterisk
            value={password}
            error={error}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
