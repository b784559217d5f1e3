import { describe, expect, it } from 'vitest';
import { resultCountText } from './texts';

describe('resultCountText', () => {
  it('counts in the singular or the plural, and says "or more" at the cap', () => {
    const noun = ['opportunity', 'opportunities'] as const;
    expect(resultCountText(0, noun, 100)).toBe('0 opportunities');
    expect(resultCountText(1, noun, 100)).toBe('1 opportunity');
    expect(resultCountText(99, noun, 100)).toBe('99 opportunities');
    expect(resultCountText(100, noun, 100)).toBe('100+ opportunities');
    expect(resultCountText(140, noun, 100)).toBe('100+ opportunities');
  });
});
