import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SECOND_FACTOR_MSG, secondFactorCodeRule } from '@mp/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { gqlRequest } from '../../app/api-client';
import { reasonToShow } from '../../app/error-reason';
import { isApiError } from '../../lib/api-error';
import { CodeField } from './CodeField';
import { ConfirmSecondFactorMutation } from './documents';

/**
 * The step-up (decision 0064): an action the server refused with STEP_UP_REQUIRED asks for a code in a dialog, proves
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
  const confirm = useMutation({
    mutationFn: (value: string) => gqlRequest(ConfirmSecondFactorMutation, { input: { code: value } }),
    onSuccess: () => {
      setCode('');
      onConfirmed();
    },
    onError: (err) => setError((isApiError(err) && err.fields['input.code']) || reasonToShow(err) || SECOND_FACTOR_MSG.wrongCode),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = secondFactorCodeRule.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    confirm.mutate(parsed.data);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Confirm it is you" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{SECOND_FACTOR_MSG.stepUpNeeded}</Text>
          <CodeField value={code} onChange={setCode} error={error} recovery autoFocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={confirm.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={confirm.isPending} disabled={confirm.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
