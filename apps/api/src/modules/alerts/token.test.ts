import { describe, expect, it } from 'vitest';
import { checkUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from './token.js';

const config = { APP_SECRET: 'a'.repeat(32), appUrl: 'https://onbrief.example' };

describe('the unsubscribe token (decision 0040)', () => {
  it('names its person, under the same secret, in every process', () => {
    const token = unsubscribeToken(config, 'job-alerts', 42);
    expect(token).toMatch(/^42\.[\w-]{43}$/);
    expect(unsubscribeToken({ ...config }, 'job-alerts', 42)).toBe(token);
    expect(checkUnsubscribeToken(config, 'job-alerts', token)).toBe(42);
    expect(unsubscribeUrl(config, 42)).toBe(`https://onbrief.example/api/alerts/unsubscribe?token=${token}`);
  });

  it('refuses another person, another secret, a changed signature and anything malformed', () => {
    const [, sig] = unsubscribeToken(config, 'job-alerts', 42).split('.');
    expect(checkUnsubscribeToken(config, 'job-alerts', `43.${sig}`)).toBeNull();
    expect(checkUnsubscribeToken({ APP_SECRET: 'b'.repeat(32) }, 'job-alerts', unsubscribeToken(config, 'job-alerts', 42))).toBeNull();
    expect(checkUnsubscribeToken(config, 'job-alerts', `42.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    for (const bad of [undefined, 42, '', '42', '042.x', `0.${sig}`, `42.${sig}=`, `42.${sig}.1`]) expect(checkUnsubscribeToken(config, 'job-alerts', bad)).toBeNull();
  });

  it("turns only its own list off: a job alert's token is no message notices' token, nor the reverse", () => {
    const alerts = unsubscribeToken(config, 'job-alerts', 42);
    const messages = unsubscribeToken(config, 'messages', 42);
    expect(messages).not.toBe(alerts);
    expect(checkUnsubscribeToken(config, 'messages', messages)).toBe(42);
    expect(checkUnsubscribeToken(config, 'messages', alerts)).toBeNull();
    expect(checkUnsubscribeToken(config, 'job-alerts', messages)).toBeNull();
  });

  it('without APP_SECRET, signs with a key of this process', () => {
    const token = unsubscribeToken({}, 'job-alerts', 7);
    expect(checkUnsubscribeToken({}, 'job-alerts', token)).toBe(7);
    expect(checkUnsubscribeToken(config, 'job-alerts', token)).toBeNull();
  });
});
