import { describe, expect, it } from 'vitest';
import { checkUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from './token.js';

const config = { APP_SECRET: 'a'.repeat(32), appUrl: 'https://onbrief.example' };

describe('the unsubscribe token (decision 0040)', () => {
  it('names its person, under the same secret, in every process', () => {
    const token = unsubscribeToken(config, 42);
    expect(token).toMatch(/^42\.[\w-]{43}$/);
    expect(unsubscribeToken({ ...config }, 42)).toBe(token);
    expect(checkUnsubscribeToken(config, token)).toBe(42);
    expect(unsubscribeUrl(config, 42)).toBe(`https://onbrief.example/api/alerts/unsubscribe?token=${token}`);
  });

  it('refuses another person, another secret, a changed signature and anything malformed', () => {
    const [, sig] = unsubscribeToken(config, 42).split('.');
    expect(checkUnsubscribeToken(config, `43.${sig}`)).toBeNull();
    expect(checkUnsubscribeToken({ APP_SECRET: 'b'.repeat(32) }, unsubscribeToken(config, 42))).toBeNull();
    expect(checkUnsubscribeToken(config, `42.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    for (const bad of [undefined, 42, '', '42', '042.x', `0.${sig}`, `42.${sig}=`, `42.${sig}.1`]) expect(checkUnsubscribeToken(config, bad)).toBeNull();
  });

  it('without APP_SECRET, signs with a key of this process', () => {
    const token = unsubscribeToken({}, 7);
    expect(checkUnsubscribeToken({}, token)).toBe(7);
    expect(checkUnsubscribeToken(config, token)).toBeNull();
  });
});
