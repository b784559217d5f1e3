import type { ErrorCode } from '@mp/domain';
import { fieldErrors, MSG } from '@mp/domain';
import type { ZodError, ZodType, output } from 'zod';
import { isDatabaseUnavailable, isDataException, pgError } from './db/errors.js';
import type { Logger } from './adapters/log.js';

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

  /** The input checked by a shared zod schema: its output, or BAD_USER_INPUT with each field's message. */
  static parse<S extends ZodType>(schema: S, input: unknown, prefix = 'input'): output<S> {
    const parsed = schema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error, prefix);
    return parsed.data;
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
  INSUFFICIENT_BALANCE: 402,
  ALREADY_APPLIED: 409,
  PROFILE_INCOMPLETE: 422,
  OPPORTUNITY_CLOSED: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYMENT_FAILED: 402,
  QUERY_TOO_COMPLEX: 400,
  UNAVAILABLE: 503,
  SECOND_STEP_REQUIRED: 401,
  SECOND_FACTOR_REQUIRED: 403,
  STEP_UP_REQUIRED: 403,
  INTERNAL: 500,
};

/** How a REST route words its refusals, where it differs from the rest (declared in the route's `config`). */
export interface RestErrorShape {
  /** Each field's messages as a list, `{ email: ['…'] }`: the password reset calls' shape. */
  fieldLists?: boolean;
  /** BAD_USER_INPUT's status when not 422 (the test gateway answers a malformed call 400, as Stripe does). */
  badInputStatus?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    errorShape?: RestErrorShape;
  }
}

/** A REST answer to an AppError (app.ts's error handler): the code's status, `{ message, code, errors? }`. */
export function restError(err: AppError, shape: RestErrorShape = {}) {
  const status = err.code === 'BAD_USER_INPUT' && shape.badInputStatus ? shape.badInputStatus : HTTP_STATUS[err.code];
  const errors = err.fields && shape.fieldLists ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, [v]])) : err.fields;
  return { status, body: { message: err.message, code: err.code, errors } };
}

/**
 * The one place that says what a failure is, for GraphQL (maskError) and REST (the error handler):
 * an AppError as it is; a value PostgreSQL refused (SQLSTATE class 22: not an integer, out of range,
 * a NUL byte, too long, a bad date…) as the client's BAD_USER_INPUT; a database out of reach as
 * UNAVAILABLE. Undefined for a real server fault, which the caller reports.
 */
export function expectedError(err: unknown, log: Logger): AppError | undefined {
  if (err instanceof AppError) return err;
  if (isDataException(err)) {
    // Only the SQLSTATE and PostgreSQL's text: drizzle's message carries the query's parameters.
    log.debug({ pgCode: pgError(err)?.code }, 'refused input that the database cannot take');
    return new AppError('BAD_USER_INPUT', MSG.invalidInput);
  }
  if (isDatabaseUnavailable(err)) {
    warnUnavailable(log, err);
    return new AppError('UNAVAILABLE', MSG.unavailable);
  }
  return undefined;
}

// One warning per window rather than one error per request while the database is away (per logger: per app).
const OUTAGE_WARN_MS = 30_000;
const lastOutageWarn = new WeakMap<Logger, number>();
function warnUnavailable(log: Logger, err: unknown) {
  const now = Date.now();
  if (now - (lastOutageWarn.get(log) ?? 0) < OUTAGE_WARN_MS) return;
  lastOutageWarn.set(log, now);
  const cause = (err as { cause?: { code?: string; message?: string } }).cause ?? (err as { code?: string; message?: string });
  log.warn({ code: cause.code, reason: cause.message }, 'database unavailable (or another service unreachable); answering UNAVAILABLE, repeats silenced for 30 s');
}
