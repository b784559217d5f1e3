import { describe, expect, it } from 'vitest';
import { homePath } from './rules';

describe('homePath', () => {
  it('sends each kind to its group dashboard, guests by their team, administrators to the console', () => {
    expect(homePath({ type: 'COMPANY', teamType: 'COMPANY' })).toBe('/company/dashboard');
    expect(homePath({ type: 'FREELANCER', teamType: 'FREELANCER' })).toBe('/freelancer/dashboard');
    expect(homePath({ type: 'GUEST', teamType: 'AGENCY' })).toBe('/agency/dashboard');
    expect(homePath({ type: 'ADMIN', teamType: 'ADMIN' })).toBe('/admin');
  });

  it("sends a guest no team has any more to 'You are no longer part of a team', not to the console (which sent them back)", () => {
    expect(homePath({ type: 'GUEST', teamType: 'GUEST' })).toBe('/no-team');
    expect(homePath({ type: 'GUEST', teamType: null })).toBe('/no-team');
  });
});
