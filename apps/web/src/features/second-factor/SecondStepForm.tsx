import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { SECOND_FACTOR_MSG, secondFactorCodeRule } from '@mp/domain';
import { useState, type FormEvent } from 'react';
import { gqlRequest } from '../../app/api-client';
import { useLazyMutation } from '../../app/lazy-mutation';
import { isApiError } from '../../lib/api-error';
import { toastError } from '../../lib/toast';
import { reasonToShow } from '../../app/error-reason';
import { CodeField } from './CodeField';
import { CompleteSignInMutation } from './documents';
import type { ResultOf } from '../../graphql';

interface SecondStepFormProps {
  pendingToken: string;
  /** Called with the session's answer, as the password step's would be. */
  onSignedIn: (login: ResultOf<typeof CompleteSignInMutation>['completeSignIn']) => void;
  /** Back to the password (the pending sign-in expired, or the person wants to start over). */
  onRestart: () => void;
}

/** The sign-in's second step (decision 0064): a code from the authenticator app, or a recovery code. */
export function SecondStepForm({ pendingToken, onSignedIn, onRestart }: SecondStepFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [expired, setExpired] = useState(false);
  const complete = useLazyMutation({
    mutationFn: (value: string) =>
      gqlRequest(CompleteSignInMutation, {
        input: { pending_token: pendingToken, code: value },
      }),
    onSuccess: ({ completeSignIn }) => onSignedIn(completeSignIn),
    onError: (err) => {
      if (isApiError(err) && err.fields['input.pending_token']) {
        setExpired(true);
        return;
      }
      const message = isApiError(err) ? err.fields['input.code'] : undefined;
      if (message) setError(message);
      else toastError(reasonToShow(err) ?? SECOND_FACTOR_MSG.wrongCode);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = secondFactorCodeRule.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    complete.mutate(parsed.data);
  };

  if (expired) {
    return (
      <Stack gap="md">
        <Alert color="yellow" title="Sign in again" role="status">
          {SECOND_FACTOR_MSG.signInExpired}
        </Alert>
        <Button onClick={onRestart}>Back to login</Button>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{SECOND_FACTOR_MSG.secondStepNeeded}</Text>
        <CodeField value={code} onChange={setCode} error={error} recovery autoFocus />
        <Button type="submit" loading={complete.isPending} disabled={complete.isPending} fullWidth>
          Verify
        </Button>
        <Text size="sm" c="dimmed">
          Lost your phone? Type one of the recovery codes you saved when you set the app up. Each works once.
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          Use another account
        </Anchor>
      </Stack>
    </form>
  );
}
