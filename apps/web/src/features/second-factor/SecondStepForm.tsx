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
import { passkeyAnswer, PasskeyCancelled } from './webauthn';
import type { ResultOf } from '../../graphql';
import { AuthCard } from '../../ui/AuthCard';

interface SecondStepFormProps {
  pendingToken: string;
  /** The proofs the account has (TOTP, PASSKEY), from the password's answer; unknown after Google: both offered. */
  methods?: string[];
  /** Called with the session's answer, as the password step's would be. */
  onSignedIn: (login: ResultOf<typeof CompleteSignInMutation>['completeSignIn']) => void;
  /** Back to the password (the pending sign-in expired, or the person wants to start over). */
  onRestart: () => void;
}

/** The sign-in's second step (decision 0064): a code from the authenticator app, or a recovery code. */
export function SecondStepForm({ pendingToken, methods, onSignedIn, onRestart }: SecondStepFormProps) {
  const hasApp = !methods || methods.includes('TOTP');
  const hasPasskey = !methods || methods.includes('PASSKEY');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [expired, setExpired] = useState(false);
  const complete = useLazyMutation({
    // A code as typed, or a passkey's answer to a challenge made for this pending sign-in.
    mutationFn: async (proof: { code: string } | { passkey: true }) =>
      gqlRequest(CompleteSignInMutation, {
        input: { pending_token: pendingToken, ...('code' in proof ? proof : { passkey: await passkeyAnswer('SECOND_STEP', pendingToken) }) },
      }),
    onSuccess: ({ completeSignIn }) => onSignedIn(completeSignIn),
    onError: (err) => {
      if (isApiError(err) && err.fields['input.pending_token']) {
        setExpired(true);
        return;
      }
      const message = isApiError(err) ? err.fields['input.code'] : undefined;
      if (message) setError(message);
      else if (err instanceof PasskeyCancelled) toastError(err.message);
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
    complete.mutate({ code: parsed.data });
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
  const passkeyButton = hasPasskey && (
    <Button variant={hasApp ? 'default' : 'filled'} onClick={() => complete.mutate({ passkey: true })} loading={complete.isPending} disabled={complete.isPending} fullWidth>
      Use a passkey
    </Button>
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{hasApp ? SECOND_FACTOR_MSG.secondStepNeeded : SECOND_FACTOR_MSG.secondStepPasskey}</Text>
        {!hasApp && passkeyButton}
        {hasApp && (
          <>
            <CodeField value={code} onChange={setCode} error={error} recovery autoFocus />
            <Button type="submit" loading={complete.isPending} disabled={complete.isPending} fullWidth>
              Verify
            </Button>
            {passkeyButton}
            <Text size="sm" c="dimmed">
              Lost your phone? Type one of the recovery codes you saved when you set the app up. Each works once.
            </Text>
          </>
        )}
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          Use another account
        </Anchor>
      </Stack>
    </form>
  );
}

/** The login page's second step: the card around the form. */
export function SecondStepCard(props: SecondStepFormProps) {
  return (
    <AuthCard title="Two-step sign-in" subtitle="One more step to keep your account safe.">
      <SecondStepForm {...props} />
    </AuthCard>
  );
}
