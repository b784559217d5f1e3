import { MSG } from '@mp/domain';
import { joinedErrors, postJson } from '../../lib/rest';
import { useLazyMutation } from '../../app/lazy-mutation';

/** A REST failure carrying the text to show. */
export class RestFailure extends Error {
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message);
    this.fields = fields;
  }
}

/** POST /api/forgot-password: 422 → the joined validation errors; other failures → the server's message. */
export function useForgotPassword() {
  return useLazyMutation({
    mutationFn: async (email: string) => {
      const { ok, status, body } = await postJson('/api/forgot-password', { email });
      if (ok) return body?.message ?? MSG.resetSent;
      const text = status === 422 ? joinedErrors(body) : undefined;
      throw new RestFailure(text ?? body?.message ?? MSG.somethingWrong);
    },
  });
}

export interface ResetPasswordInput {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/reset-password: any failure but rate limiting reads as an expired token. */
export function useResetPassword() {
  return useLazyMutation({
    mutationFn: async (input: ResetPasswordInput) => {
      const { ok, status, body } = await postJson('/api/reset-password', input);
      if (ok) return body?.message ?? MSG.resetDone;
      throw new RestFailure(status === 429 && body?.message ? body.message : MSG.resetExpired);
    },
  });
}
