import { createSign } from 'node:crypto';
import type { Logger } from '../log.js';
import type { IndexingNotice, IndexingNotifier, ServiceAccount } from './types.js';

export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';
export const PUBLISH_URL = 'https://indexing.googleapis.com/v3/urlNotifications:publish';
/** A token is asked for an hour, Google's longest, and replaced a minute before it ends. */
const TOKEN_SECONDS = 3600;
const EARLY_MS = 60_000;

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The OAuth 2.0 JWT bearer assertion (RFC 7523) of the service account for the Indexing API, signed RS256. */
export function signedAssertion(account: ServiceAccount, nowSeconds: number): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ iss: account.client_email, scope: INDEXING_SCOPE, aud: account.token_uri, iat: nowSeconds, exp: nowSeconds + TOKEN_SECONDS }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.private_key);
  return `${header}.${claims}.${base64url(signature)}`;
}

/**
 * Google's Indexing API: a token from the service account (the JWT bearer grant), kept until a minute before it
 * ends, then one POST per notice. A refused notice (not 2xx) throws with Google's answer, and the job retries.
 */
export function createGoogleIndexing(opts: { account: ServiceAccount; log: Logger; fetch?: typeof fetch; now?: () => number }): IndexingNotifier {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > now()) return token.value;
    const body = new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: signedAssertion(opts.account, Math.floor(now() / 1000)),
    });
    const res = await doFetch(opts.account.token_uri, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    if (!res.ok) throw new Error(`Google token request refused: ${res.status} ${(await res.text()).slice(0, 300)}`);
    const answer = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!answer.access_token) throw new Error('Google token answer without access_token');
    token = { value: answer.access_token, until: now() + (answer.expires_in ?? TOKEN_SECONDS) * 1000 - EARLY_MS };
    return token.value;
  }

  return {
    name: 'google',
    async notify(url: string, type: IndexingNotice) {
      const send = async () =>
        doFetch(PUBLISH_URL, {
          method: 'POST',
          headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          body: JSON.stringify({ url, type }),
        });
      let res = await send();
      // A token revoked or ended early: ask for a new one once.
      if (res.status === 401) {
        token = null;
        res = await send();
      }
      if (!res.ok) throw new Error(`Google Indexing API refused ${type} ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      opts.log.info({ indexing: { url, type } }, 'Google Indexing API notified');
    },
  };
}
