import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps, a 160-bit secret (decision 0064).
 * Time is passed in (milliseconds), so tests run on their own clock.
 */
const PERIOD = 30;
/** The name the authenticator app lists the account under. */
const ISSUER = 'Onbrief';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// address the QR code carries. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The code for the step of `now` (tests, and the seed's demo administrator in e2e). */
export function totpCode(secret: string, now: number): string {
  return totpOf(secret).generate({ timestamp: now });
}

/**
 * The 30-second step a code belongs to, or null. One step either side of `now` is accepted, for clocks that drift;
 * the caller refuses a step at or before the last one accepted, so a code works once.
 */
export function stepOfCode(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}
