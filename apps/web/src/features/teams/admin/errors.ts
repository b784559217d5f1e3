import { isApiError } from '../../../lib/api-error';

/** Codes whose message is a transport failure or a hidden fault, not a reason to show. */
const NO_REASON = new Set(['NETWORK', 'INTERNAL', 'UNAVAILABLE']);

/** The server's reason for a refusal ('You are already a member of this team.', a limit…), or null when it gave none. */
export function serverReason(error: unknown): string | null {
  if (!isApiError(error) || NO_REASON.has(error.code) || error.code.startsWith('HTTP_') || !error.message) return null;
  return error.message;
}

/** An UNAUTHENTICATED answer already signed the person out with its own toast: say nothing more. */
export const signedOut = (error: unknown) => isApiError(error, 'UNAUTHENTICATED');
