import type { ErrorCode } from '@mp/domain';
import { fieldErrors, MSG } from '@mp/domain';
import type { ZodError } from 'zod';

/** A failure the user may be told about: a code for the client and the spec's text. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static unauthenticated() {
    return new AppError('UNAUTHENTICATED', 'Unauthenticated.');
  }

  static forbidden() {
    return new AppError('FORBIDDEN', MSG.forbidden);
  }

  /** Field messages of a zod failure, keyed by their path under `prefix` (e.g. input.email). */
  static fromZod(error: ZodError, prefix = 'input') {
    const fields = Object.fromEntries(
      Object.entries(fieldErrors(error)).map(([k, v]) => [prefix ? `${prefix}.${k}` : k, v]),
    );
    return new AppError('BAD_USER_INPUT', Object.values(fields)[0] ?? MSG.somethingWrong, fields);
  }
}

export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 422,
  WRONG_CREDENTIALS: 401,
  EMAIL_TAKEN: 422,
  INCORRECT_PASSWORD: 422,
  TEAM_NOT_FOUND: 404,
  RESET_TOKEN_EXPIRED: 400,
  RATE_LIMITED: 429,
  NOT_FOUND: 404,
  INTERNAL: 500,
};
