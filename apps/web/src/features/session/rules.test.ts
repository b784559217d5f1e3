import { describe, expect, it } from 'vitest';
import { canPostJobs, homePath } from './rules';

describe('homePath', () => {
  it('sends each kind to its group dashboard, guests by their team, administrators to the console', () => {
    expect(homePath({ type: 'COMPANY', teamType: 'COMPANY' })).toBe('/company/dashboard');
    expect(homePath({ type: 'FREELANCER', teamType: 'FREELANCER' })).toBe('/freelancer/dashboard');
    expect(homePath({ type: 'GUEST', teamType: 'AGENCY' })).toBe('/agency/dashboard');
    expect(homePath({ type: 'ADMIN', teamType: 'ADMIN' })).toBe('/admin');
  });
});

describe('canPostJobs', () => {
  const team = (can_post_jobs: boolean) => ({ can_post_jobs }) as never;
  it('needs ACTIVE status and can_post_jobs', () => {
    expect(canPostJobs({ status: 'ACTIVE', teamUser: team(true) })).toBe(true);
    expect(canPostJobs({ status: 'INACTIVE', teamUser: team(true) })).toBe(false);
    expect(canPostJobs({ status: 'ACTIVE', teamUser: team(false) })).toBe(false);
    expect(canPostJobs({ status: 'ACTIVE', teamUser: null })).toBe(false);
  });
});
