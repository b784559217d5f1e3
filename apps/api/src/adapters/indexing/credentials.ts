import { createPrivateKey } from 'node:crypto';
import type { ServiceAccount } from './types.js';

const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

/**
 * A service account key as Google's console downloads it (JSON), read from the variable's text: its email and its
 * RSA private key (PEM) are required, the token address defaults to Google's. Throws a message naming what is wrong.
 */
export function parseServiceAccount(text: string): ServiceAccount {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('must be the JSON of a Google service account key');
  }
  const key = json as Partial<Record<string, unknown>>;
  if (typeof key.client_email !== 'string' || !key.client_email.includes('@')) throw new Error('needs client_email (the service account key JSON)');
  if (typeof key.private_key !== 'string') throw new Error('needs private_key (the service account key JSON)');
  try {
    if (createPrivateKey(key.private_key).asymmetricKeyType !== 'rsa') throw new Error('not RSA');
  } catch {
    throw new Error('private_key must be an RSA private key in PEM');
  }
  const tokenUri = typeof key.token_uri === 'string' && /^https:\/\//.test(key.token_uri) ? key.token_uri : GOOGLE_TOKEN_URI;
  return { client_email: key.client_email, private_key: key.private_key, token_uri: tokenUri };
}
