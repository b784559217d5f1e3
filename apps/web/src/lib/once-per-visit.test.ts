import { describe, expect, it } from 'vitest';
import { oncePerVisit } from './once-per-visit';

describe('oncePerVisit', () => {
  it('reads once, however many ask', async () => {
    let reads = 0;
    const value = oncePerVisit(async () => {
      reads += 1;
      return ['a'];
    }, []);
    const [first, second] = await Promise.all([value.get(), value.get()]);
    expect(first).toEqual(['a']);
    expect(second).toBe(first);
    await value.get();
    expect(reads).toBe(1);
  });

  it('a failed read gives the initial value rather than an error', async () => {
    const initial = { googleEnabled: false };
    const value = oncePerVisit(() => Promise.reject(new Error('offline')), initial);
    await expect(value.get()).resolves.toBe(initial);
  });
});
