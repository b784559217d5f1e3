import { Button, Group, Stack, Text } from '@mantine/core';
import { MSG, SECOND_FACTOR_MSG, secondFactorCodeRule } from '@mp/domain';
import { useState, type FormEvent } from 'react';
import { reasonToShow } from '../../app/error-reason';
import { isApiError } from '../../lib/api-error';
import { toastError, toastSuccess } from '../../lib/toast';
import { CodeField } from './CodeField';
import { useRenewRecoveryCodes } from './hooks';
import { RecoveryCodes } from './RecoveryCodes';

/** New recovery codes: a fresh code first (the step-up), unless this session proved one in the last minutes. */
export function RenewCodesForm({ fresh, onClose }: { fresh: boolean; onClose: () => void }) {
  const renew = useRenewRecoveryCodes();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  if (renew.data) return <RecoveryCodes codes={renew.data} onDone={onClose} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let value: string | null = null;
    if (!fresh) {
      const parsed = secondFactorCodeRule.safeParse(code);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message);
      value = parsed.data;
    }
    setError(undefined);
    renew.mutate(value, {
      onSuccess: () => toastSuccess(SECOND_FACTOR_MSG.codesRenewed),
      onError: (err) => {
        if (isApiError(err) && err.fields['input.code']) setError(err.fields['input.code']);
        else toastError(reasonToShow(err) ?? MSG.somethingWrong);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="New recovery codes">
      <Stack gap="md">
        <Text size="sm">New codes replace all the old ones, used or not.</Text>
        {!fresh && <CodeField value={code} onChange={setCode} error={error} recovery label="Code to confirm it is you" />}
        <Group gap="sm">
          <Button type="submit" loading={renew.isPending} disabled={renew.isPending}>
            Make new codes
          </Button>
          <Button variant="default" onClick={onClose} disabled={renew.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
