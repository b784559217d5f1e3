import { describe, expect, it, vi } from 'vitest';
import { createGoogleTicket, verifyGoogleTicket } from './google-ticket.js';
import { slowDownMs } from '../../lib/limits.js';

const secret = 'x'.repeat(32);

describe('google ticket', () => {
  it('round-trips and lower-cases the email', () => {
    expect(verifyGoogleTicket(secret, createGoogleTicket(secret, 'sub-1', 'A@B.com'))).toMatchObject({ sub: 'sub-1', email: 'a@b.com' });
  });
  it('refuses another secret, a changed body and an expired ticket', () => {
    const ticket = createGoogleTicket(secret, 'sub-1', 'a@b.com');
    expect(verifyGoogleTicket('y'.repeat(32), ticket)).toBeNull();
    const [, sig] = ticket.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'other', email: 'a@b.com', exp: Date.now() + 1e6 })).toString('base64url');
    expect(verifyGoogleTicket(secret, `${forged}.${sig}`)).toBeNull();
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect(verifyGoogleTicket(secret, ticket)).toBeNull();
    vi.useRealTimers();
  });
});

describe('login slow-down', () => {
  it('starts after three failures and is capped', () => {
    expect([0, 3, 4, 5, 20].map(slowDownMs)).toEqual([0, 0, 500, 1000, 4000]);
  });
});
