import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createLogger } from '../log.js';
import { parseServiceAccount } from './credentials.js';
import { createGoogleIndexing, INDEXING_SCOPE, PUBLISH_URL } from './google.js';
import { createIndexing } from './index.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const KEY_JSON = JSON.stringify({ type: 'service_account', client_email: 'indexer@proj.iam.gserviceaccount.com', private_key: PEM, token_uri: 'https://oauth2.googleapis.com/token' });
const log = createLogger('silent');

interface Call { url: string; init: RequestInit }

/** Google's two addresses, answered as Google answers them; `publish` may refuse. */
function fakeGoogle(publish: (n: number) => number = () => 200) {
  const calls: Call[] = [];
  let published = 0;
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (url === 'https://oauth2.googleapis.com/token') return Response.json({ access_token: `token-${calls.filter((c) => c.url === url).length}`, expires_in: 3599, token_type: 'Bearer' });
    const status = publish(++published);
    return status === 200 ? Response.json({ urlNotificationMetadata: {} }) : new Response('{"error":{"code":403}}', { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

describe('the Google Indexing API adapter', () => {
  it('gets a token by the JWT bearer grant, signed RS256 by the service account, and publishes the notice', async () => {
    const google = fakeGoogle();
    const now = 1_800_000_000_000;
    const notifier = createGoogleIndexing({ account: parseServiceAccount(KEY_JSON), log, fetch: google.fetchImpl, now: () => now });
    await notifier.notify('https://jobs.example.com/jobs/a-b', 'URL_UPDATED');

    const [token, publish] = google.calls;
    expect(token!.url).toBe('https://oauth2.googleapis.com/token');
    expect(token!.init.method).toBe('POST');
    const form = new URLSearchParams(String(token!.init.body));
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [header, claims, signature] = form.get('assertion')!.split('.');
    expect(decode(header!)).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(decode(claims!)).toEqual({
      iss: 'indexer@proj.iam.gserviceaccount.com', scope: INDEXING_SCOPE, aud: 'https://oauth2.googleapis.com/token', iat: now / 1000, exp: now / 1000 + 3600,
    });
    expect(createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);

    expect(publish!.url).toBe(PUBLISH_URL);
    expect(publish!.init.method).toBe('POST');
    expect(publish!.init.headers).toMatchObject({ authorization: 'Bearer token-1', 'content-type': 'application/json' });
    expect(JSON.parse(String(publish!.init.body))).toEqual({ url: 'https://jobs.example.com/jobs/a-b', type: 'URL_UPDATED' });
  });

  it('keeps the token until a minute before it ends', async () => {
    const google = fakeGoogle();
    let now = 1_800_000_000_000;
    const notifier = createGoogleIndexing({ account: parseServiceAccount(KEY_JSON), log, fetch: google.fetchImpl, now: () => now });
    await notifier.notify('https://x.test/jobs/a', 'URL_UPDATED');
    now += 3_000_000;
    await notifier.notify('https://x.test/jobs/a', 'URL_DELETED');
    expect(google.calls.filter((c) => c.url.endsWith('/token'))).toHaveLength(1);
    now += 540_000;
    await notifier.notify('https://x.test/jobs/a', 'URL_UPDATED');
    expect(google.calls.filter((c) => c.url.endsWith('/token'))).toHaveLength(2);
    expect(google.calls.at(-1)!.init.headers).toMatchObject({ authorization: 'Bearer token-2' });
  });

  it('throws when Google refuses, so the job retries', async () => {
    const google = fakeGoogle(() => 403);
    const notifier = createGoogleIndexing({ account: parseServiceAccount(KEY_JSON), log, fetch: google.fetchImpl });
    await expect(notifier.notify('https://x.test/jobs/a', 'URL_UPDATED')).rejects.toThrow(/refused URL_UPDATED https:\/\/x.test\/jobs\/a: 403/);
  });

  it('is the log without credentials, Google with them', () => {
    expect(createIndexing({ GOOGLE_INDEXING_CREDENTIALS: undefined }, log).name).toBe('log');
    expect(createIndexing({ GOOGLE_INDEXING_CREDENTIALS: KEY_JSON }, log).name).toBe('google');
  });

  it('refuses a key that is not a service account key, saying what is wrong', () => {
    expect(() => parseServiceAccount('not json')).toThrow('must be the JSON of a Google service account key');
    expect(() => parseServiceAccount('{"private_key":"x"}')).toThrow('needs client_email');
    expect(() => parseServiceAccount('{"client_email":"a@b.c"}')).toThrow('needs private_key');
    expect(() => parseServiceAccount('{"client_email":"a@b.c","private_key":"-----BEGIN PRIVATE KEY-----\\nxx\\n-----END PRIVATE KEY-----"}')).toThrow('RSA private key');
  });

  it('is checked at start: a bad key stops the start without printing the key', () => {
    expect(() => loadConfig({ GOOGLE_INDEXING_CREDENTIALS: '{"client_email":"a@b.c","private_key":"secret-ish"}' })).toThrow(
      'GOOGLE_INDEXING_CREDENTIALS: private_key must be an RSA private key in PEM',
    );
    expect(() => loadConfig({ GOOGLE_INDEXING_CREDENTIALS: '{"client_email":"a@b.c","private_key":"secret-ish"}' })).not.toThrow(/secret-ish/);
    expect(loadConfig({ GOOGLE_INDEXING_CREDENTIALS: KEY_JSON }).GOOGLE_INDEXING_CREDENTIALS).toBe(KEY_JSON);
  });
});
