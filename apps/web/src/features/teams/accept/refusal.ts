import { reasonToShow } from '../../../app/error-reason';
import { isApiError } from '../../../lib/api-error';

const hasFields = (error: unknown) => isApiError(error) && Object.keys(error.fields).length > 0;

/**
 * The server's reason for refusing an acceptance ('This invitation has already been used', 'Freelancer accounts
 * cannot join a team'…), which the page shows and locks its form on; null when it gave none (the page then says
 * 'Could not accept invite' or 'Could not create team account'), named fields instead, or hit a limit: a retry may
 * work then, so the form stays open.
 */
export function refusalReason(error: unknown): string | null {
  if (isApiError(error, 'RATE_LIMITED') || hasFields(error)) return null;
  return reasonToShow(error);
}

/** What a toast says of a failure without a refusal: the limit's or the fields' own words, else the screen's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error, 'RATE_LIMITED') || hasFields(error)) return reasonToShow(error) ?? fallback;
  return fallback;
}
