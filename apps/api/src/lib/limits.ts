import { MESSAGES_PER_MINUTE, REPORTS_PER_HOUR, VISITOR_REPORTS_PER_HOUR } from '@mp/domain';
import { AppError } from '../errors.js';
import type { Db } from '../db/client.js';
import { clear as clearCounter, hit, unhit } from './throttle.js';

const MINUTE = 60;

export interface Limit {
  /** Refused past this many in the window. Unset: counted for the delay only, never refused. */
  max?: number;
  /** Seconds (fixed window, started by the first attempt). */
  window: number;
  /** A growing wait once `after` attempts are in the window: stepMs more per attempt, at most maxMs. */
  delay?: { after: number; stepMs: number; maxMs: number };
}

/** Each named limit (decision 0004). Attempts are counted before the work they guard. */
export const LIMITS = {
  /** Sign-in attempts from one address over all accounts; a success is given back. */
  loginPerAddress: { max: 50, window: 15 * MINUTE },
  /** Sign-in attempts for one account from one address: slowed after 3, refused past 10 (that address only). */
  loginPerAccountAddress: { max: 10, window: 15 * MINUTE, delay: { after: 3, stepMs: 500, maxMs: 4000 } },
  /** For one account from every address: only slowed, never refused, so a stranger cannot lock the owner out. */
  loginPerAccount: { window: 15 * MINUTE, delay: { after: 20, stepMs: 250, maxMs: 2000 } },
  /** Current-password checks by a signed-in user (email or password change): a stolen session cannot guess on. */
  passwordCheckPerUser: { max: 10, window: 15 * MINUTE },
  /**
   * Second-factor codes (TOTP or recovery) checked for one account, from anywhere: a million 6-digit codes, three
   * valid at a time, so 10 guesses in 15 minutes leave an attacker a chance in 30,000 a window (decision 0064).
   */
  secondFactorPerAccount: { max: 10, window: 15 * MINUTE },
  /** Second-factor codes checked from one address, over every account. */
  secondFactorPerAddress: { max: 30, window: 15 * MINUTE },
  registerPerAddress: { max: 20, window: 60 * MINUTE },
  forgotPerAddress: { max: 10, window: 15 * MINUTE },
  /** Reset emails to one address; past it they are quietly not sent (the answer must not change). */
  forgotPerEmail: { max: 3, window: 60 * MINUTE },
  resetPerAddress: { max: 20, window: 15 * MINUTE },
  emailCheckPerAddress: { max: 120, window: MINUTE },
  impersonationOpensPerAddress: { max: 30, window: 15 * MINUTE },
  /** Promo codes checked by one buyer (CHECK_PROMO, and a quote with a code): guessing codes stays slow. */
  promoCheckPerUser: { max: 30, window: MINUTE },
  /** Cards a team starts saving: a stolen-card tester gets 20 tries a day, a real team never needs them (decision 0045). */
  cardSetupsPerTeam: { max: 20, window: 24 * 60 * MINUTE },
  /** Messages one person sends, over every thread: a person writes a few a minute, a spammer many (decision 0060). */
  messagesPerUser: { max: MESSAGES_PER_MINUTE, window: MINUTE },
  /** Reports one person makes, over every item: a flood from one account cannot hide things or bury the queue (decision 0063). */
  reportsPerUser: { max: REPORTS_PER_HOUR, window: 60 * MINUTE },
  /** Reports from one visitor's address (an IPv6 /64), over every item: a flood from one address is refused before it writes. */
  reportsPerVisitorAddress: { max: VISITOR_REPORTS_PER_HOUR, window: 60 * MINUTE },
  /** Company verification links a team asks for (decision 0066): a few a day is plenty for typos. */
  companyVerifyPerTeam: { max: 5, window: 24 * 60 * MINUTE },
  /** Links mailed to one work address, over every team: no one uses Onbrief to fill someone's mailbox. */
  companyVerifyPerEmail: { max: 3, window: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

export function tooMany(windowSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(windowSeconds / MINUTE));
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/**
 * Reserves one attempt, atomically in the database, and refuses it past `limit.max`. Call it before the
 * expensive or guessable check, so a burst in parallel gets no more checks than the limit allows.
 * Answers the count in the window with this attempt (for `delayFor`).
 */
export async function attempt(db: Db, key: string, limit: Limit): Promise<number> {
  const n = await hit(db, key, limit.window);
  if (limit.max !== undefined && n > limit.max) throw tooMany(limit.window);
  return n;
}

/** As `attempt`, but answers false instead of refusing: for limits the answer must not reveal. */
export async function attemptQuietly(db: Db, key: string, limit: Limit): Promise<boolean> {
  const n = await hit(db, key, limit.window);
  return limit.max === undefined || n <= limit.max;
}

/** Gives this attempt back (it succeeded and should not count), or with `all`, starts the count over. */
export async function forgive(db: Db, key: string, opts: { all?: boolean } = {}): Promise<void> {
  await (opts.all ? clearCounter(db, key) : unhit(db, key));
}

/**
 * The key part for a client address. IPv6 clients usually hold a whole /64, so one is counted as one
 * address; IPv4-mapped addresses count as their IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const bare = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => parseInt(g || '0', 16).toString(16)).join(':')}::/64`;
}

let delayScale = 1;
/** Tests only: shortens the waits (never the counts); production keeps the recorded values. */
export function setDelayScale(scale: number): void {
  delayScale = scale;
}

/** The wait for the attempt that made the count `n` under a limit with a delay. */
export function delayFor(limit: Limit, n: number): number {
  if (!limit.delay) return 0;
  const over = n - 1 - limit.delay.after;
  return over <= 0 ? 0 : Math.min(limit.delay.maxMs, over * limit.delay.stepMs) * delayScale;
}

/** The per-account-and-address slow-down after `failures` earlier failures. */
export function slowDownMs(failures: number): number {
  return delayFor(LIMITS.loginPerAccountAddress, failures + 1);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
