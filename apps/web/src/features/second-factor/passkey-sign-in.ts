import { PASSKEY_MSG } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { toastError } from '../../lib/toast';
import type { ResultOf } from '../../graphql';
import { SignInWithPasskeyMutation } from './documents';
import { passkeyAnswer, passkeyErrorMessage, passkeysSupported } from './webauthn';

export type PasskeySession = ResultOf<typeof SignInWithPasskeyMutation>['signInWithPasskey'];

/**
 * 'Sign in with a passkey' (decision 0064): no email asked; the browser offers the passkeys it holds for the site, and
 * the one chosen tells whose account it is. The session's answer, or null once the person has been told why not.
 */
export async function signInWithPasskey(): Promise<PasskeySession | null> {
  if (!passkeysSupported()) {
    toastError(PASSKEY_MSG.unsupported);
    return null;
  }
  try {
    const response = await passkeyAnswer('SIGN_IN');
    return (await gqlRequest(SignInWithPasskeyMutation, { input: { response } })).signInWithPasskey;
  } catch (err) {
    toastError(passkeyErrorMessage(err));
    return null;
  }
}
