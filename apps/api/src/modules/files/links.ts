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

const payload = (c: LinkClaims) => `private-file:${c.kind}:${c.id}:${c.reader}:${c.expires}`;
const sign = (config: Pick<Config, 'APP_SECRET'>, c: LinkClaims) => createHmac('sha256', keyOf(config)).update(payload(c)).digest('base64url');

const PATH_OF: Record<PrivateFileKind, string> = { resume: 'resumes', document: 'documents' };
export const KIND_OF_PATH: Record<string, PrivateFileKind> = { resumes: 'resume', documents: 'document' };

/** A link for this reader to this file, valid LINK_TTL_MS from `now`. */
export function mintDownloadUrl(
  config: Pick<Config, 'APP_SECRET'>,
  file: { kind: PrivateFileKind; id: number },
  readerId: number,
  now = Date.now(),
): string {
  const claims: LinkClaims = { ...file, reader: readerId, expires: now + LINK_TTL_MS };
  const query = new URLSearchParams({ reader: String(claims.reader), expires: String(claims.expires), sig: sign(config, claims) });
  return `/api/files/${PATH_OF[file.kind]}/${file.id}/download?${query}`;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a link's signature (constant time) and then its expiry. */
export function checkDownloadLink(
  config: Pick<Config, 'APP_SECRET'>,
  input: { kind: PrivateFileKind; id: string; reader?: unknown; expires?: unknown; sig?: unknown },
  now = Date.now(),
): LinkCheck {
  const int = (v: unknown) => (typeof v === 'string' && /^[0-9]{1,15}$/.test(v) ? Number(v) : null);
  const id = int(input.id);
  const reader = int(input.reader);
  const expires = int(input.expires);
  if (id === null || reader === null || expires === null || typeof input.sig !== 'string') return { ok: false, reason: 'invalid' };
  const claims: LinkClaims = { kind: input.kind, id, reader, expires };
  const expected = Buffer.from(sign(config, claims));
  const given = Buffer.from(input.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (expires <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
