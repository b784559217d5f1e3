import { PASSKEY_MSG, type PasskeyPurpose } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { reasonToShow } from '../../app/error-reason';
import { PasskeyOptionsMutation } from './documents';

/**
 * The browser's side of passkeys (decision 0064): @simplewebauthn/browser, loaded when a ceremony starts so the login
 * page does not carry it. The server's options and the browser's answer travel as JSON strings.
 */

export class PasskeyCancelled extends Error {}

const load = () => import('@simplewebauthn/browser');

export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The authenticator's refusal or a closed prompt reads as a cancel, not as a failure of the site. */
function cancelled(err: unknown): never {
  if (err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError')) throw new PasskeyCancelled(PASSKEY_MSG.cancelled);
  throw err;
}

export async function createPasskey(optionsJson: string): Promise<string> {
  const { startRegistration } = await load();
  return JSON.stringify(await startRegistration({ optionsJSON: JSON.parse(optionsJson) }).catch(cancelled));
}

export async function getPasskey(optionsJson: string): Promise<string> {
  const { startAuthentication } = await load();
  return JSON.stringify(await startAuthentication({ optionsJSON: JSON.parse(optionsJson) }).catch(cancelled));
}

/** What to tell the person when a ceremony failed: their cancel, the server's reason, or that it did not verify. */
export function passkeyErrorMessage(err: unknown): string {
  if (err instanceof PasskeyCancelled) return err.message;
  return reasonToShow(err) ?? PASSKEY_MSG.notVerified;
}

/** A challenge for `purpose` and the passkey's answer to it, as JSON for the server. */
export async function passkeyAnswer(purpose: PasskeyPurpose, pendingToken?: string): Promise<string> {
  const options = (await gqlRequest(PasskeyOptionsMutation, { input: { purpose, pending_token: pendingToken } })).passkeyOptions;
  return getPasskey(options);
}
