import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { gqlRequest } from '../../app/api-client';
import { toastError } from '../../lib/toast';
import type { ResultOf } from '../../graphql';
import { SignInWithPasskeyMutation } from './documents';
import { passkeyAnswer, passkeyErrorMessage, passkeysSupported } from './webauthn';

interface PasskeySignInButtonProps {
  /** Called with the session's answer, as the password's would be. */
  onSignedIn: (login: ResultOf<typeof SignInWithPasskeyMutation>['signInWithPasskey']) => void;
}

/**
 * 'Sign in with a passkey' (decision 0064): no email asked; the browser offers the passkeys it holds for the site, and
 * the one chosen tells whose account it is. Shown only where the browser can use passkeys.
 */
export function PasskeySignInButton({ onSignedIn }: PasskeySignInButtonProps) {
  const [supported, setSupported] = useState(false);
  const [pending, setPending] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);
  if (!supported) return null;
  const signIn = async () => {
    setPending(true);
    try {
      const response = await passkeyAnswer('SIGN_IN');
      onSignedIn((await gqlRequest(SignInWithPasskeyMutation, { input: { response } })).signInWithPasskey);
    } catch (err) {
      toastError(passkeyErrorMessage(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="default" fullWidth loading={pending} disabled={pending} onClick={() => void signIn()}>
      Sign in with a passkey
    </Button>
  );
}
