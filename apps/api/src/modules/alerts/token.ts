import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';

/**
 * The unsubscribe tokens of the mails a person may stop (decision 0040): the person's id and an HMAC-SHA256 of
 * (purpose, id) under APP_SECRET. The purpose names the one switch a token turns off, so a job alert's link cannot
 * stop message notices, nor the reverse. A token does not expire: a mail read weeks later still unsubscribes, and all
 * it can do is turn that one switch of that person off. Without APP_SECRET the key is a random one of this process (as
 * the file links', decision 0030): links then last until a restart, so a deployment that sends mail sets APP_SECRET
 * (and must, with JOB_WORKERS=external or WEB_CONCURRENCY > 1).
 */
export type UnsubscribePurpose = 'job-alerts' | 'messages';

const PROCESS_KEY = randomBytes(32);

type KeyConfig = Pick<Config, 'APP_SECRET'>;

const keyOf = (config: KeyConfig) => (config.APP_SECRET ? Buffer.from(config.APP_SECRET) : PROCESS_KEY);
const sign = (config: KeyConfig, purpose: UnsubscribePurpose, userId: number) =>
  createHmac('sha256', keyOf(config)).update(`${purpose}:${userId}`).digest('base64url');

export function unsubscribeToken(config: KeyConfig, purpose: UnsubscribePurpose, userId: number): string {
  return `${userId}.${sign(config, purpose, userId)}`;
}

/** The person a token of this purpose names, or null for anything else (compared in constant time). */
export function checkUnsubscribeToken(config: KeyConfig, purpose: UnsubscribePurpose, token: unknown): number | null {
  if (typeof token !== 'string') return null;
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(sign(config, purpose, userId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The job alerts' one-click address (List-Unsubscribe) and the link in their mails' footer. */
export const unsubscribeUrl = (config: KeyConfig & Pick<Config, 'appUrl'>, userId: number) =>
  `${config.appUrl}/api/alerts/unsubscribe?token=${unsubscribeToken(config, 'job-alerts', userId)}`;
