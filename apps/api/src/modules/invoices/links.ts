import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';

/**
 * Signed links to an invoice's PDF (decision 0046, on the model of the private files' links, 0030): a new tab
 * carries no bearer token, so the link names the team, the invoice, the reader and an expiry 5 minutes ahead,
 * signed with HMAC-SHA256. The payload starts 'invoice:', so no file link can ever open an invoice, nor the
 * reverse. The download checks the reader's right again. The key is APP_SECRET, or without it a random key of
 * this process (links then last until a restart).
 */
export const INVOICE_LINK_TTL_MS = 5 * 60 * 1000;

const PROCESS_KEY = randomBytes(32);
const keyOf = (config: Pick<Config, 'APP_SECRET'>) => (config.APP_SECRET ? Buffer.from(config.APP_SECRET) : PROCESS_KEY);

export interface InvoiceLinkClaims {
  teamId: number;
  invoiceId: number;
  reader: number;
  /** Expiry, in milliseconds since the epoch. */
  expires: number;
}

const payload = (c: InvoiceLinkClaims) => `invoice:${c.teamId}:${c.invoiceId}:${c.reader}:${c.expires}`;
const sign = (config: Pick<Config, 'APP_SECRET'>, c: InvoiceLinkClaims) => createHmac('sha256', keyOf(config)).update(payload(c)).digest('base64url');

/** The path of an invoice's PDF, for `reader`, valid INVOICE_LINK_TTL_MS from `now`. */
export function mintInvoiceUrl(
  config: Pick<Config, 'APP_SECRET'>,
  target: { teamId: number; invoiceId: number },
  readerId: number,
  now = Date.now(),
): string {
  const claims: InvoiceLinkClaims = { ...target, reader: readerId, expires: now + INVOICE_LINK_TTL_MS };
  const query = new URLSearchParams({ reader: String(claims.reader), expires: String(claims.expires), sig: sign(config, claims) });
  return `/api/user/${target.teamId}/invoice/${target.invoiceId}?${query}`;
}

export type InvoiceLinkCheck = { ok: true; claims: InvoiceLinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a link's signature (constant time), then its expiry: a forged link never learns whether it expired. */
export function checkInvoiceLink(
  config: Pick<Config, 'APP_SECRET'>,
  input: { teamId: string; invoiceId: string; reader?: unknown; expires?: unknown; sig?: unknown },
  now = Date.now(),
): InvoiceLinkCheck {
  const int = (v: unknown) => (typeof v === 'string' && /^[0-9]{1,15}$/.test(v) ? Number(v) : null);
  const teamId = int(input.teamId);
  const invoiceId = int(input.invoiceId);
  const reader = int(input.reader);
  const expires = int(input.expires);
  if (teamId === null || invoiceId === null || reader === null || expires === null || typeof input.sig !== 'string') return { ok: false, reason: 'invalid' };
  const claims: InvoiceLinkClaims = { teamId, invoiceId, reader, expires };
  const expected = Buffer.from(sign(config, claims));
  const given = Buffer.from(input.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (expires <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
