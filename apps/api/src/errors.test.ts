import { describe, expect, it } from 'vitest';
import { AppError, restError } from './errors.js';

describe('restError', () => {
  it('answers with the code’s status and the message, and each field’s message when there are some', () => {
    expect(restError(AppError.unauthenticated())).toEqual({ status: 401, body: { message: 'Unauthenticated.', code: 'UNAUTHENTICATED', errors: undefined } });
    expect(restError(new AppError('BAD_USER_INPUT', 'Too big', { file: 'Too big' }))).toEqual({
      status: 422,
      body: { message: 'Too big', code: 'BAD_USER_INPUT', errors: { file: 'Too big' } },
    });
  });

  it('follows the shape a route declares: field messages as lists, another status for bad input', () => {
    const bad = new AppError('BAD_USER_INPUT', 'No email', { email: 'No email' });
    expect(restError(bad, { fieldLists: true }).body.errors).toEqual({ email: ['No email'] });
    expect(restError(bad, { badInputStatus: 400 }).status).toBe(400);
    expect(restError(AppError.forbidden(), { badInputStatus: 400 }).status).toBe(403);
  });
});
