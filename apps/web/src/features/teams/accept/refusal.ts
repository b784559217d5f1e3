import { isApiError } from '../../../lib/api-error';

/** Failures that are no reason to refuse the invitation: a retry may work, so the form stays open. */
const TRANSIENT = new Set(['NETWORK', 'INTERNAL', 'UNAVAILABLE', 'QUERY_TOO_COMPLEX', 'RATE_LIMITED']);

/**
 * The server's reason for refusing an acceptance ('This invitation has already been used', 'Freelancer accounts
 * cannot join a team'…), which the page shows and locks its form on (inventory D-X7); null when it gave none
 * (the page then says 'Could not accept invite' or 'Could not create team account') or named fields instead.
 */
export function refusalReason(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (TRANSIENT.has(error.code) || error.code.startsWith('HTTP_')) return null;
  if (Object.keys(error.fields).length > 0) return null;
  return error.message || null;
}

/** What a toast says of a failure without a reason: the limit's own words, else the screen's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error, 'RATE_LIMITED') && error.message) return error.message;
  if (isApiError(error) && Object.keys(error.fields).length > 0 && error.message) return error.message;
  return fallback;
}
