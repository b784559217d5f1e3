import { describe, expect, it } from 'vitest';
import { createSubmission, newIdempotencyKey } from './submission';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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

  it('keeps the key for a retry of the same values, and makes a new one for other values or after a success', () => {
    const s = createSubmission();
    const first = s.begin({ a: 1 });
    s.end(false);
    expect(s.begin({ a: 1 })).toBe(first);
    s.end(false);
    const changed = s.begin({ a: 2 });
    expect(changed).not.toBe(first);
    s.end(true);
    expect(s.begin({ a: 2 })).not.toBe(changed);
  });
});
