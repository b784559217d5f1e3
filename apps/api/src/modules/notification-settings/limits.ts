import type { Limit } from '../../lib/limits.js';

const HOUR = 60 * 60;

/** Text-message sends (first code and resends alike), decision 0032: each one costs money and reaches a stranger's phone. */
export const SMS_LIMITS = {
  /** Codes one user may ask for, whatever the numbers. */
  sendsPerUser: { max: 5, window: HOUR },
  /** Codes sent to one number, whoever asks: one account cannot be used to flood a phone, nor many accounts. */
  sendsPerPhone: { max: 5, window: HOUR },
  /** Codes checked by one user over every code (5 wrong tries per code already; this caps the sum). */
  checksPerUser: { max: 30, window: HOUR },
} as const satisfies Record<string, Limit>;
