import { AppError } from '../errors.js';
import type { Db } from '../db/client.js';
import { count, hit } from './throttle.js';

const MINUTE = 60;

/** Each named limit: how many in how long. */
export const LIMITS = {
  loginFailuresPerEmail: { max: 10, window: 15 * MINUTE, slowAfter: 3 },
  loginFailuresPerIp: { max: 50, window: 15 * MINUTE },
  registerPerIp: { max: 20, window: 60 * MINUTE },
  forgotPerIp: { max: 10, window: 15 * MINUTE },
  forgotPerEmail: { max: 3, window: 60 * MINUTE },
  resetPerIp: { max: 20, window: 15 * MINUTE },
  emailCheckPerIp: { max: 120, window: MINUTE },
} as const;

export function tooMany(windowSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(windowSeconds / MINUTE));
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** Counts one request against a limit and refuses it when the limit is passed. */
export async function consume(db: Db, key: string, limit: { max: number; window: number }): Promise<void> {
  if ((await hit(db, key, limit.window)) > limit.max) throw tooMany(limit.window);
}

/** Refuses when a limit is already reached, without counting this request. */
export async function ensureUnder(db: Db, key: string, limit: { max: number; window: number }): Promise<number> {
  const n = await count(db, key, limit.window);
  if (n >= limit.max) throw tooMany(limit.window);
  return n;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Growing delay after the first few failures for one email: 0.5 s more per failure, at most 4 s. */
export function slowDownMs(failures: number): number {
  const over = failures - LIMITS.loginFailuresPerEmail.slowAfter;
  return over <= 0 ? 0 : Math.min(4000, over * 500);
}
