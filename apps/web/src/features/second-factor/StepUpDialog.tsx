import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SECOND_FACTOR_MSG, secondFactorCodeRule } from '@mp/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { gqlRequest } from '../../app/api-client';
import { reasonToShow } from '../../app/error-reason';
import { isApiError } from '../../lib/api-error';
import { CodeField } from './CodeField';
import { ConfirmSecondFactorMutation } from './documents';
import { secondFactorsQuery } from './hooks';
import { passkeyAnswer, PasskeyCancelled } from './webauthn';

/**
 * The step-up (decision 0064): an action the server refused with STEP_UP_REQUIRED asks for a code (or a passkey) in a dialog, proves
 * it on this session, and runs again. `guard(action)` runs the action, asking first only when the server says so.
 */
export function useStepUp(): {
  guard: (action: () => void) => (error: unknown) => boolean;
  dialog: ReactNode;
} {
  const [opened, setOpened] = useState(false);
  const retry = useRef<() => void>(() => undefined);
  const guard = useCallback(
    (action: () => void) => (error: unknown) => {
      if (!isApiError(error, 'STEP_UP_REQUIRED')) return false;
      retry.current = action;
      setOpened(true);
      return true;
    },
    [],
  );
  const dialog = (
    <StepUpDialog
      opened={opened}
      onClose={() => setOpened(false)}
      onConfirmed={() => {
        setOpened(false);
        retry.current();
      }}
    />
  );
  return { guard, dialog };
}

function StepUpDialog({ opened, onClose, onConfirmed }: { opened: boolean; onClose: () => void; onConfirmed: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const factors = useQuery({ ...secondFactorsQuery(), enabled: opened });
  const confirm = useMutation({
    // A code as typed, or a passkey's answer to a STEP_UP challenge.
    mutationFn: async (proof: { code: string } | { passkey: true }) =>
      gqlRequest(ConfirmSecondFactorMutation, { input: 'code' in proof ? proof : { passkey: await passkeyAnswer('STEP_UP') } }),
    onSuccess: () => {
      setCode('');
      onConfirmed();
    },
    onError: (err) =>
      setError((isApiError(err) && err.fields['input.code']) || (err instanceof PasskeyCancelled ? err.message : reasonToShow(err)) || SECOND_FACTOR_MSG.wrongCode),
  });
  // Until the factors are read, the code field shows (the usual case); a passkey is offered once known.
  const hasApp = factors.data?.totp ?? true;
  const hasPasskey = (factors.data?.passkeys ?? 0) > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = secondFactorCodeRule.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    confirm.mutate({ code: parsed.data });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Confirm it is you" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{hasApp ? SECOND_FACTOR_MSG.stepUpNeeded : SECOND_FACTOR_MSG.stepUpPasskey}</Text>
          {hasPasskey && (
            <Button variant={hasApp ? 'default' : 'filled'} onClick={() => confirm.mutate({ passkey: true })} loading={confirm.isPending} disabled={confirm.isPending}>
              Use a passkey
            </Button>
          )}
          {!hasApp && error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          {hasApp && <CodeField value={code} onChange={setCode} error={error} recovery autoFocus />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={confirm.isPending}>
              Cancel
            </Button>
            {hasApp && (
              <Button type="submit" loading={confirm.isPending} disabled={confirm.isPending}>
                Confirm
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
