import { describe, expect, it } from 'vitest';
import { impersonationHome } from './impersonation-home';

describe('impersonationHome', () => {
  it('sends freelancers to the candidate dashboard and companies to the employer dashboard (spec 2.3)', () => {
    expect(impersonationHome({ type: 'FREELANCER', teamType: 'FREELANCER' })).toBe('/candidate/dashboard');
    expect(impersonationHome({ type: 'COMPANY', teamType: 'COMPANY' })).toBe('/employer/dashboard');
    expect(impersonationHome({ type: 'AGENCY', teamType: 'AGENCY' })).toBe('/agency/dashboard');
    expect(impersonationHome({ type: 'GUEST', teamType: 'COMPANY' })).toBe('/employer/dashboard');
  });
});
