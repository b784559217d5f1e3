import { isApiError } from '../../lib/api-error';

/** Codes whose message is not the server's reason but a transport failure or a hidden fault. */
const NO_REASON = new Set(['NETWORK', 'INTERNAL']);

/**
 * What a failed payment call tells the buyer (spec: "the server's reason … or 'Something went wrong'"): the API's
 * message (a refused card's words, 'Min 1', an inactive account…), else `fallback`. A card field's own error (an
 * Error with the card provider's message) is shown as it is.
 */
export function reasonOf(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (NO_REASON.has(error.code) || error.code.startsWith('HTTP_') || !error.message) return fallback;
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** An UNAUTHENTICATED answer already signed the person out with its own toast: say nothing more. */
export const signedOut = (error: unknown) => isApiError(error, 'UNAUTHENTICATED');

