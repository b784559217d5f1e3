import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestApp, type TestApp } from '../../../test/harness.js';
import { addressKey, LIMITS, setDelayScale } from '../../lib/limits.js';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { access_token } }`;

let t: TestApp;
beforeAll(async () => {
  // The counts are the production ones; only the waits are shortened.
  setDelayScale(0.01);
  t = await createTestApp();
});
afterAll(async () => {
  setDelayScale(1);
  await t.close();
});

const login = (email: string, password: string, ip: string) => t.gql(LOGIN, { input: { email, password } }, undefined, { ip });
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code ?? 'OK';

async function burst(n: number, attempt: (i: number) => ReturnType<typeof login>) {
  const codes = (await Promise.all(Array.from({ length: n }, (_, i) => attempt(i)))).map(codeOf);
  return { wrong: codes.filter((c) => c === 'WRONG_CREDENTIALS').length, limited: codes.filter((c) => c === 'RATE_LIMITED').length };
}

describe('sign-in limits under attack', () => {
  it('a parallel burst against one account gets no more password checks than the limit', async () => {
    const { wrong, limited } = await burst(40, () => login('agency@demo.test', 'not-the-password', '10.0.0.1'));
    expect(wrong).toBe(LIMITS.loginPerAccountAddress.max);
    expect(limited).toBe(40 - LIMITS.loginPerAccountAddress.max);
  }, 60_000);

  it('the owner signs in from another address during the attack; the attacker stays refused', async () => {
    expect(codeOf(await login('agency@demo.test', DEMO_PASSWORD, '10.0.0.2'))).toBe('OK');
    const attacker = await login('agency@demo.test', DEMO_PASSWORD, '10.0.0.1');
    expect(codeOf(attacker)).toBe('RATE_LIMITED');
    expect(attacker.errors[0].message).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('guessing from many addresses only slows the account, never locks its owner out', async () => {
    // Past loginPerAccount.delay.after failures over all addresses, each answer is slowed a little.
    await burst(16, (i) => login('agency@demo.test', 'still-not-it', `10.0.1.${i % 4}`));
    expect(codeOf(await login('agency@demo.test', DEMO_PASSWORD, '10.0.0.3'))).toBe('OK');
  }, 60_000);

  it('one address guessing over many accounts is refused past its limit, for every account', async () => {
    const max = LIMITS.loginPerAddress.max;
    const { wrong, limited } = await burst(max + 10, (i) => login(`nobody${i}@demo.test`, 'guess-guess', '10.0.0.4'));
    expect(wrong).toBe(max);
    expect(limited).toBe(10);
    expect(codeOf(await login('employer@demo.test', DEMO_PASSWORD, '10.0.0.4'))).toBe('RATE_LIMITED');
    expect(codeOf(await login('employer@demo.test', DEMO_PASSWORD, '10.0.0.5'))).toBe('OK');
  }, 60_000);

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:0:0:2'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
  });
});

describe('other attempt counters under concurrency', () => {
  it('email checks: a burst gets at most the limit of answers', async () => {
    const max = LIMITS.emailCheckPerAddress.max;
    const answers = await Promise.all(
      Array.from({ length: max + 20 }, () => t.gql(`{ checkUser(email: "someone@demo.test") }`, {}, undefined, { ip: '10.0.0.6' })),
    );
    expect(answers.filter((r) => !r.errors).length).toBe(max);
    expect(answers.filter((r) => codeOf(r) === 'RATE_LIMITED').length).toBe(20);
  }, 60_000);
});
