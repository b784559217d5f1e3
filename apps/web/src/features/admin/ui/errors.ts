import { MSG } from '@mp/domain';
import { isApiError } from '../../../lib/api-error';
import { toastError } from '../../../lib/toast';

/** The server's message for a failed console action (its texts are written for people), else the generic one. */
export function toastActionError(error: unknown): void {
  if (isApiError(error, 'UNAUTHENTICATED')) return;
  toastError(isApiError(error) ? error.message : MSG.somethingWrong);
}
