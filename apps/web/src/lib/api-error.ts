/** A failed call: the server's extensions.code and user-facing message, plus per-field messages for bad input. */
export class ApiError extends Error {
  readonly code: string;
  /** BAD_USER_INPUT: { "input.email": "message" }. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(message: string, code: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** Field messages without the argument prefix: { "input.email": m } → { email: m }. */
export function inputFieldErrors(error: unknown, prefix = 'input.'): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => [path.startsWith(prefix) ? path.slice(prefix.length) : path, message]),
  );
}
