import { describe, expect, it } from 'vitest';
import { homePath } from './rules';

describe('homePath', () => {
  it('sends each kind to its group dashboard, guests by their team, administrators to the console', () => {
    expect(homePath({ type: 'COMPANY', teamType: 'COMPANY' })).toBe('/company/dashboard');
    expect(homePath({ type: 'FREELANCER', teamType: 'FREELANCER' })).toBe('/freelancer/dashboard');
    expect(homePath({ type: 'GUEST', teamType: 'AGENCY' })).toBe('/agency/dashboard');
    expect(homePath({ type: 'ADMIN', teamType: 'ADMIN' })).toBe('/admin');
  });
});
