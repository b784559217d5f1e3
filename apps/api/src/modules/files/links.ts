import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PrivateFileKind } from '@mp/domain';
import type { Config } from '../../config.js';

/**
 * Download links of private files (decision 0030): the file, the reader and an expiry a few minutes ahead,
 * signed with HMAC-SHA256. A link names one file for one reader; the download checks the policy again.
 * The key is APP_SECRET, or without it a random key of this process (links then last until a restart, and
 * several processes, WEB_CONCURRENCY > 1, need APP_SECRET).
 */
export const LINK_TTL_MS = 5 * 60 * 1000;

const PROCESS_KEY = randomBytes(32);
const keyOf = (config: Pick<Config, 'APP_SECRET'>) => (config.APP_SECRET ? Buffer.from(config.APP_SECRET) : PROCESS_KEY);

export interface LinkClaims {
  kind: PrivateFileKind;
  id: number;
  reader: number;
  /** Expiry, in milliseconds since the epoch. */
  expires: number;
}

/**
 * The signed query of a link to one private object for one reader: `subject` names the object (its kind of file
 * and id), so a link to one cannot be turned into a link to another. Shared by every kind of private download.
 */
export function signedQuery(config: Pick<Config, 'APP_SECRET'>, subject: string, readerId: number, now = Date.now()): URLSearchParams {
  const expires = now + LINK_TTL_MS;
  return new URLSearchParams({ reader: String(readerId), expires: String(expires), sig: sign(config, subject, readerId, expires) });
}

const sign = (config: Pick<Config, 'APP_SECRET'>, subject: string, reader: number, expires: number) =>
  createHmac('sha256', keyOf(config)).update(`${subject}:${reader}:${expires}`).digest('base64url');

export type SignedCheck = { ok: true; reader: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a signed query for this subject (constant time), then its expiry: the reader it was minted for. */
export function checkSignedQuery(
  config: Pick<Config, 'APP_SECRET'>,
  subject: string,
  input: { reader?: unknown; expires?: unknown; sig?: unknown },
  now = Date.now(),
): SignedCheck {
  const reader = toInt(input.reader);
  const expires = toInt(input.expires);
  if (reader === null || expires === null || typeof input.sig !== 'string') return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(config, subject, reader, expires));
  const given = Buffer.from(input.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (expires <= now) return { ok: false, reason: 'expired' };
  return { ok: true, reader };
}

/** A decimal id as the address gives it, or null. */
export const toInt = (v: unknown) => (typeof v === 'string' && /^[0-9]{1,15}$/.test(v) ? Number(v) : null);

const PATH_OF: Record<PrivateFileKind, string> = { resume: 'resumes', document: 'documents' };
export const KIND_OF_PATH: Record<string, PrivateFileKind> = { resumes: 'resume', documents: 'document' };
const subjectOf = (kind: PrivateFileKind, id: number) => `private-file:${kind}:${id}`;

/** A link for this reader to this file, valid LINK_TTL_MS from `now`. */
export function mintDownloadUrl(
  config: Pick<Config, 'APP_SECRET'>,
  file: { kind: PrivateFileKind; id: number },
  readerId: number,
  now = Date.now(),
): string {
  return `/api/files/${PATH_OF[file.kind]}/${file.id}/download?${signedQuery(config, subjectOf(file.kind, file.id), readerId, now)}`;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a link's signature (constant time) and then its expiry. */
export function checkDownloadLink(
  config: Pick<Config, 'APP_SECRET'>,
  input: { kind: PrivateFileKind; id: string; reader?: unknown; expires?: unknown; sig?: unknown },
  now = Date.now(),
): LinkCheck {
  const id = toInt(input.id);
  if (id === null) return { ok: false, reason: 'invalid' };
  const check = checkSignedQuery(config, subjectOf(input.kind, id), input, now);
  if (!check.ok) return check;
  return { ok: true, claims: { kind: input.kind, id, reader: check.reader, expires: Number(input.expires) } };
}
