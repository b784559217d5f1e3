import { describe, expect, it } from 'vitest';
import { bearerToken } from './sessions.js';

describe('bearerToken', () => {
  it('reads the token of a Bearer header, whatever the scheme’s case and the spaces after it', () => {
    expect(bearerToken('Bearer abc.DEF_1')).toBe('abc.DEF_1');
    expect(bearerToken('bearer   abc')).toBe('abc');
  });

  it('reads nothing from no header, another scheme, an empty token or two words', () => {
    for (const header of [undefined, '', 'Basic abc', 'Bearer', 'Bearer ', 'Bearer a b', 'abc']) expect(bearerToken(header), String(header)).toBeUndefined();
  });
});
