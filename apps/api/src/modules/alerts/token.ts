import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';

/**
 * The unsubscribe token of job alerts (decision 0040): the person's id and an HMAC-SHA256 of
 * (purpose 'job-alerts', id) under APP_SECRET. It does not expire: an alert read weeks later still
 * unsubscribes, and all it can do is turn that person's alert emails off. Without APP_SECRET the key is a
 * random one of this process (as the file links', decision 0030): links then last until a restart, so a
 * deployment that sends mail sets APP_SECRET (and must, with JOB_WORKERS=external or WEB_CONCURRENCY > 1).
 */
const PURPOSE = 'job-alerts';
const PROCESS_KEY = randomBytes(32);

type KeyConfig = Pick<Config, 'APP_SECRET'>;

const keyOf = (config: KeyConfig) => (config.APP_SECRET ? Buffer.from(config.APP_SECRET) : PROCESS_KEY);
const sign = (config: KeyConfig, userId: number) => createHmac('sha256', keyOf(config)).update(`${PURPOSE}:${userId}`).digest('base64url');

export function unsubscribeToken(config: KeyConfig, userId: number): string {
  return `${userId}.${sign(config, userId)}`;
}

/** The person a token names, or null for anything else (compared in constant time). */
export function checkUnsubscribeToken(config: KeyConfig, token: unknown): number | null {
  if (typeof token !== 'string') return null;
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(sign(config, userId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The one-click address (List-Unsubscribe) and the link in the mail's footer. */
export const unsubscribeUrl = (config: KeyConfig & Pick<Config, 'appUrl'>, userId: number) =>
  `${config.appUrl}/api/alerts/unsubscribe?token=${unsubscribeToken(config, userId)}`;
