import { ERROR_CODES } from '@mp/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { reasonToShow, signedOut } from './error-reason';

const NO_REASON = ['UNAUTHENTICATED', 'INTERNAL', 'UNAVAILABLE', 'QUERY_TOO_COMPLEX'];

describe('the reason a failure shows', () => {
  it.each(ERROR_CODES.filter((code) => !NO_REASON.includes(code)))('%s: the server’s message', (code) => {
    expect(reasonToShow(new ApiError('This invitation has already been used', code))).toBe('This invitation has already been used');
  });

  it.each([...NO_REASON, 'NETWORK', 'HTTP_502', 'HTTP_413', 'SOMETHING_NEW', 'constructor'])('%s: none, the screen says its own words', (code) => {
    expect(reasonToShow(new ApiError('Something went wrong!', code))).toBeNull();
  });

  it('is none for an empty message, or an error that is not the API’s', () => {
    expect(reasonToShow(new ApiError('', 'BAD_USER_INPUT'))).toBeNull();
    expect(reasonToShow(new Error('boom'))).toBeNull();
    expect(reasonToShow(undefined)).toBeNull();
  });

  it('knows a signed-out answer', () => {
    expect(signedOut(new ApiError('Please log in', 'UNAUTHENTICATED'))).toBe(true);
    expect(signedOut(new ApiError('No', 'FORBIDDEN'))).toBe(false);
    expect(signedOut(new Error('UNAUTHENTICATED'))).toBe(false);
  });
});
