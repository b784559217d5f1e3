import type { ErrorCode } from '@mp/domain';
import { isApiError } from '../lib/api-error';

/**
 * Whether a code's message is the server's reason, words a person can act on. Every code the API sends is placed
 * here (the type says so). A fault (INTERNAL, UNAVAILABLE) is no reason: the outcome is unknown, and the screen's own
 * words fit better; nor is a query the API found too large (its message is about the query, not the person), nor
 * UNAUTHENTICATED ('Unauthenticated.'): the person is signed out, with a toast that says so.
 */
const SHOWS_REASON: Record<ErrorCode, boolean> = {
  UNAUTHENTICATED: false,
  FORBIDDEN: true,
  BAD_USER_INPUT: true,
  WRONG_CREDENTIALS: true,
  EMAIL_TAKEN: true,
  INCORRECT_PASSWORD: true,
  TEAM_NOT_FOUND: true,
  RESET_TOKEN_EXPIRED: true,
  RATE_LIMITED: true,
  NOT_FOUND: true,
  INSUFFICIENT_BALANCE: true,
  ALREADY_APPLIED: true,
  PROFILE_INCOMPLETE: true,
  OPPORTUNITY_CLOSED: true,
  IDEMPOTENCY_KEY_REUSED: true,
  PAYMENT_FAILED: true,
  SECOND_STEP_REQUIRED: true,
  SECOND_FACTOR_REQUIRED: true,
  STEP_UP_REQUIRED: true,
  QUERY_TOO_COMPLEX: false,
  UNAVAILABLE: false,
  INTERNAL: false,
};

/**
 * The server's reason for a failure, to show as it is ('You are already a member of this team.', a refused card's
 * words, a limit…), or null: no answer (NETWORK, a bare HTTP_* status), a fault, a code this build does not know,
 * an empty message, or an error that is not the API's. The caller then says its own words.
 */
export function reasonToShow(error: unknown): string | null {
  if (!isApiError(error) || !Object.hasOwn(SHOWS_REASON, error.code) || !SHOWS_REASON[error.code as ErrorCode]) return null;
  return error.message || null;
}

/** An UNAUTHENTICATED answer already signed the person out with its own toast: say nothing more. */
export const signedOut = (error: unknown) => isApiError(error, 'UNAUTHENTICATED');
