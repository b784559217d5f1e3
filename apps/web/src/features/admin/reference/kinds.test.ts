import { describe, expect, it } from 'vitest';
import { isPerDiscipline, moved } from './kinds';

describe('reference list helpers', () => {
  it('knows which lists are kept per discipline', () => {
    expect(isPerDiscipline('SKILL')).toBe(true);
    expect(isPerDiscipline('POSITION')).toBe(true);
    expect(isPerDiscipline('SERVICE')).toBe(false);
    expect(isPerDiscipline('INDUSTRY')).toBe(false);
  });

  it('moves an entry one place and leaves the ends alone', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
