import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (an authenticator app's TOTP key), sealed at rest with AES-256-GCM under a key
 * derived from APP_SECRET, so a copy of the database alone does not give them away (decision 0064). Without
 * APP_SECRET (the embedded database of `npm start`) there is no lasting key: the value is kept as it is, marked
 * `plain:`, and still opens once a secret is configured. A sealed value opens only with the secret it was sealed under.
 */
const SEALED = 'v1';

function keyOf(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'onbrief-sealed', purpose, 32));
}

export function seal(value: string, appSecret: string | undefined, purpose: string): string {
  if (!appSecret) return `plain:${value}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [SEALED, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
}

/** The value, or null: sealed under another secret (or none configured now), or tampered with. */
export function unseal(stored: string, appSecret: string | undefined, purpose: string): string | null {
  if (stored.startsWith('plain:')) return stored.slice('plain:'.length);
  const [version, iv, tag, body] = stored.split(':');
  if (version !== SEALED || !iv || !tag || body === undefined || !appSecret) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
