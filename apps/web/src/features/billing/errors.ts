import { reasonToShow } from '../../app/error-reason';
import { isApiError } from '../../lib/api-error';

/**
 * What a failed payment call tells the buyer (spec: "the server's reason … or 'Something went wrong'"): the API's
 * reason (a refused card's words, 'Min 1', an inactive account…), else `fallback`. A card field's own error (an
 * Error with the card provider's message) is shown as it is.
 */
export function paymentReason(error: unknown, fallback: string): string {
  if (isApiError(error)) return reasonToShow(error) ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
