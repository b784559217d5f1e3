import { ERROR_CODES, MSG } from '@mp/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { createSubmission, outcomeOf, sendUntilKnown } from './submission';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const apiError = (code: string) => new ApiError('x', code);

describe('which failures spend an idempotency key', () => {
  const REFUSED = [
    'BAD_USER_INPUT',
    'FORBIDDEN',
    'NOT_FOUND',
    'UNAUTHENTICATED',
    'IDEMPOTENCY_KEY_REUSED',
    'PAYMENT_FAILED',
    'INSUFFICIENT_BALANCE',
    'ALREADY_APPLIED',
    'PROFILE_INCOMPLETE',
    'OPPORTUNITY_CLOSED',
    'RATE_LIMITED',
    'QUERY_TOO_COMPLEX',
    'WRONG_CREDENTIALS',
    'EMAIL_TAKEN',
    'INCORRECT_PASSWORD',
    'TEAM_NOT_FOUND',
    'RESET_TOKEN_EXPIRED',
    'SECOND_STEP_REQUIRED',
    'SECOND_FACTOR_REQUIRED',
    'STEP_UP_REQUIRED',
  ];
  const UNKNOWN = ['UNAVAILABLE', 'INTERNAL', 'NETWORK', 'HTTP_500', 'HTTP_502', 'HTTP_503', 'HTTP_504', 'SOMETHING_NEW', 'constructor'];

  it.each(REFUSED)('%s is a definite refusal: the key is spent', (code) => {
    expect(outcomeOf(apiError(code))).toBe('refused');
  });

  it.each(UNKNOWN)('%s leaves the outcome unknown: the key is kept', (code) => {
    expect(outcomeOf(apiError(code))).toBe('unknown');
  });

  it('keeps the key after an error that is not the API’s (a timeout, the page’s own failure)', () => {
    expect(outcomeOf(new DOMException('The operation timed out.', 'TimeoutError'))).toBe('unknown');
    expect(outcomeOf(new Error('boom'))).toBe('unknown');
    expect(outcomeOf(undefined)).toBe('unknown');
  });

  it('places every code the API sends', () => {
    expect([...ERROR_CODES].sort()).toEqual([...REFUSED, 'UNAVAILABLE', 'INTERNAL'].sort());
  });
});

describe('a submission and its idempotency key', () => {
  it('makes v4 UUIDs, with or without crypto.randomUUID', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('ignores a second start while one is in flight', () => {
    const s = createSubmission();
    expect(s.begin({ a: 1 })).toMatch(UUID);
    expect(s.begin({ a: 1 })).toBeNull();
  });

  it('sends the same key again after an unknown outcome, and a new one after a refusal, a success or for other values', () => {
    const s = createSubmission();
    const first = s.begin({ a: 1 });
    expect(s.failed(new ApiError(MSG.unavailable, 'UNAVAILABLE'))).toBe('unknown');
    expect(s.begin({ a: 1 })).toBe(first);
    s.failed(apiError('NETWORK'));
    expect(s.begin({ a: 1 })).toBe(first);
    expect(s.failed(apiError('PAYMENT_FAILED'))).toBe('refused');
    const afterRefusal = s.begin({ a: 1 });
    expect(afterRefusal).not.toBe(first);
    s.failed(apiError('HTTP_502'));
    const changed = s.begin({ a: 2 });
    expect(changed).not.toBe(afterRefusal);
    s.succeeded();
    expect(s.begin({ a: 2 })).not.toBe(changed);
  });
});

describe('checking an unknown outcome', () => {
  it('sends again while the outcome is unknown, says so once, and resolves with the settled answer', async () => {
    const send = vi.fn().mockRejectedValueOnce(apiError('UNAVAILABLE')).mockRejectedValueOnce(apiError('NETWORK')).mockResolvedValueOnce('paid');
    const onChecking = vi.fn();
    await expect(sendUntilKnown(send, { onChecking, delays: [0, 0, 0] })).resolves.toBe('paid');
    expect(send).toHaveBeenCalledTimes(3);
    expect(onChecking).toHaveBeenCalledTimes(1);
  });

  it('stops at a refusal, with its reason', async () => {
    const declined = new ApiError('Your card was declined.', 'PAYMENT_FAILED');
    const send = vi.fn().mockRejectedValueOnce(apiError('INTERNAL')).mockRejectedValueOnce(declined);
    await expect(sendUntilKnown(send, { onChecking: () => {}, delays: [0, 0, 0] })).rejects.toBe(declined);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives up after the checks with the last unknown failure, and never checks a refusal', async () => {
    const lost = apiError('HTTP_503');
    const send = vi.fn().mockRejectedValue(lost);
    await expect(sendUntilKnown(send, { onChecking: () => {}, delays: [0, 0] })).rejects.toBe(lost);
    expect(send).toHaveBeenCalledTimes(3);

    const refused = vi.fn().mockRejectedValue(apiError('FORBIDDEN'));
    const onChecking = vi.fn();
    await expect(sendUntilKnown(refused, { onChecking, delays: [0, 0] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(onChecking).not.toHaveBeenCalled();
  });
});
