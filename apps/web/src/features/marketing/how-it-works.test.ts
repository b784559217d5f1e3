import { describe, expect, it } from 'vitest';
import { AUDIENCES, audienceOfHash, callToAction } from './how-it-works';

describe('how it works', () => {
  it('tells employers, freelancers and agencies their steps, in that order', () => {
    expect(AUDIENCES.map((a) => [a.id, a.group])).toEqual([
      ['employers', 'company'],
      ['freelancers', 'freelancer'],
      ['agencies', 'agency'],
    ]);
    for (const audience of AUDIENCES) {
      expect(audience.steps.length, audience.id).toBeGreaterThanOrEqual(3);
      expect(new Set(audience.steps.map((s) => s.title)).size, audience.id).toBe(audience.steps.length);
    }
  });

  it('sends visitors to that kind of sign-up (or its login), and signed-in users to their dashboard', () => {
    expect(AUDIENCES.map((a) => callToAction(a, null).to)).toEqual(['/company/register', '/freelancer/register', '/agency/register']);
    expect(callToAction(AUDIENCES[2]!, null)).toEqual({
      label: 'Sign up as an agency',
      to: '/agency/register',
      login: { label: 'Log in as an agency', to: '/agency/login' },
    });
    expect(callToAction(AUDIENCES[0]!, '/freelancer/dashboard')).toEqual({ label: 'Go to your dashboard', to: '/freelancer/dashboard' });
  });

  it('finds no section for an empty or unknown #hash', () => {
    expect(audienceOfHash('')).toBeUndefined();
    expect(audienceOfHash('#nowhere')).toBeUndefined();
  });
});
