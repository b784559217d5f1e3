import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { MSG, SECOND_FACTOR_MSG, secondFactorCodeRule } from '@mp/domain';
import { useState, type FormEvent } from 'react';
import { reasonToShow } from '../../app/error-reason';
import { inputFieldErrors } from '../../lib/api-error';
import { toastError, toastSuccess } from '../../lib/toast';
import { CodeField } from './CodeField';
import { useDisableTotp } from './hooks';

/** Turning the app off: the password and a code, so a session left open is not enough. */
export function TurnOffForm({ onClose }: { onClose: () => void }) {
  const disable = useDisableTotp();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = secondFactorCodeRule.safeParse(code);
    const found = {
      ...(password ? {} : { password: 'Please enter your password' }),
      ...(parsed.success
        ? {}
        : {
            code: parsed.error.issues[0]?.message ?? SECOND_FACTOR_MSG.codeInvalid,
          }),
    };
    setErrors(found);
    if (Object.keys(found).length || !parsed.success) return;
    disable.mutate(
      { password, code: parsed.data },
      {
        onSuccess: () => {
          toastSuccess(SECOND_FACTOR_MSG.disabled);
          onClose();
        },
        onError: (err) => {
          const fields = inputFieldErrors(err);
          if (Object.keys(fields).length) setErrors(fields);
          else toastError(reasonToShow(err) ?? MSG.somethingWrong);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Turn off the authenticator app">
      <Stack gap="md">
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
        />
        <CodeField value={code} onChange={setCode} error={errors.code} recovery />
        <Group gap="sm">
          <Button type="submit" color="red" loading={disable.isPending} disabled={disable.isPending}>
            Turn off
          </Button>
          <Button variant="default" onClick={onClose} disabled={disable.isPending}>
            Keep it on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
