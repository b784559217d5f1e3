import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../lib/redirect';
import { canActOnReturn, pendingFor, postReturn, RETURN_TTL_MS, type PendingReturn } from './return-after-sign-up';

const origin = 'https://app.example';
const check = (path: string | null | undefined) => postReturn(path, (p) => safeRedirect(p, origin));
const now = Date.UTC(2026, 10, 27, 12);
const record = (over: Partial<PendingReturn> = {}): PendingReturn => ({ path: '/jobs/designer-abc', userId: '7', at: now - 1000, ...over });

describe('pendingFor', () => {
  it("gives the account that signed up its post, with the save marker's query", () => {
    expect(pendingFor(record(), { id: '7' }, now, check)).toBe('/jobs/designer-abc');
    expect(pendingFor(record({ path: '/jobs/designer-abc?save=1' }), { id: '7' }, now, check)).toBe('/jobs/designer-abc?save=1');
  });

  it('gives nothing to another account of the same browser, or when there is none', () => {
    expect(pendingFor(record(), { id: '8' }, now, check)).toBeUndefined();
    expect(pendingFor(undefined, { id: '7' }, now, check)).toBeUndefined();
  });

  it('forgets a target older than 30 days, or dated in the future', () => {
    expect(pendingFor(record({ at: now - RETURN_TTL_MS }), { id: '7' }, now, check)).toBeUndefined();
    expect(pendingFor(record({ at: now - RETURN_TTL_MS + 1 }), { id: '7' }, now, check)).toBe('/jobs/designer-abc');
    expect(pendingFor(record({ at: now + 60_000 }), { id: '7' }, now, check)).toBeUndefined();
  });

  it.each(['https://evil.example/jobs/x', '//evil.example/jobs/x', '/\\evil.example', 'javascript:alert(1)', ''])(
    'never follows a stored address safeRedirect refuses: %s',
    (path) => expect(pendingFor(record({ path }), { id: '7' }, now, check)).toBeUndefined(),
  );
});

describe('postReturn', () => {
  it("keeps a post's public page with its query, and nothing else of the site", () => {
    expect(check('/jobs/designer-abc?save=1')).toBe('/jobs/designer-abc?save=1');
    for (const path of ['/jobs', '/jobs/', '/jobs?q=x', '/jobs/a/b', '/company/account', '/admin', '/freelancer/dashboard']) {
      expect(check(path), path).toBeUndefined();
    }
  });
});

describe('canActOnReturn', () => {
  it('waits for a freelancer to be approved (applying needs it), not for an agency (it applies unapproved)', () => {
    expect(canActOnReturn({ type: 'FREELANCER', teamType: null, status: 'INACTIVE' })).toBe(false);
    expect(canActOnReturn({ type: 'FREELANCER', teamType: null, status: 'ACTIVE' })).toBe(true);
    expect(canActOnReturn({ type: 'AGENCY', teamType: 'AGENCY', status: 'INACTIVE' })).toBe(true);
    expect(canActOnReturn({ type: 'GUEST', teamType: 'AGENCY', status: 'ACTIVE' })).toBe(true);
  });

  it('never sends an employer or an administrator to a post', () => {
    expect(canActOnReturn({ type: 'COMPANY', teamType: 'COMPANY', status: 'ACTIVE' })).toBe(false);
    expect(canActOnReturn({ type: 'GUEST', teamType: 'COMPANY', status: 'ACTIVE' })).toBe(false);
    expect(canActOnReturn({ type: 'ADMIN', teamType: null, status: 'ACTIVE' })).toBe(false);
  });
});
