import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/** 256 random bits, URL-safe. Used for access, reset and other single-use tokens. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a fast hash is enough to keep them useless if the table leaks. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * argon2id's cost: the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum) everywhere but under
 * NODE_ENV=test, where the test suites hash thousands of passwords and the cost proves nothing (the
 * smallest the library takes: m=8 KiB, t=1). Read from the process's own NODE_ENV, so no configuration
 * can lower it in production; secrets.test.ts checks both.
 */
export function passwordHashOptions(nodeEnv: string | undefined): Options {
  return nodeEnv === 'test' ? { memoryCost: 8, timeCost: 1, parallelism: 1 } : {};
}

const HASH_OPTIONS = passwordHashOptions(process.env.NODE_ENV);

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A valid hash of a random password, verified against when the email is unknown so timing does not tell. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(newSecret());
  return decoy;
}
