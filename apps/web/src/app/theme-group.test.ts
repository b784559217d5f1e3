import { describe, expect, it } from 'vitest';
import { themeHtmlProps } from '../ui/theme';
import { chooseThemeGroup } from './theme-group';

const freelancer = { type: 'FREELANCER', teamType: null } as const;
const agencyGuest = { type: 'GUEST', teamType: 'AGENCY' } as const;
const admin = { type: 'ADMIN', teamType: null } as const;

describe('the theme a page shows', () => {
  it("is a signed-in user's own group's, a guest's team's, wherever they are", () => {
    expect(chooseThemeGroup({ user: freelancer, cookieGroup: 'company', pathname: '/company/404' })).toBe('freelancer');
    expect(chooseThemeGroup({ user: agencyGuest, cookieGroup: null, pathname: '/company/dashboard' })).toBe('agency');
  });

  it("is the theme cookie's group until the session is read (the server, the hydrating page)", () => {
    expect(chooseThemeGroup({ user: null, cookieGroup: 'company', pathname: '/freelancer/login' })).toBe('company');
  });

  it("is the URL's group for visitors and administrators, whatever its alias; the freelancers' elsewhere", () => {
    expect(chooseThemeGroup({ user: null, cookieGroup: undefined, pathname: '/agency/login' })).toBe('agency');
    expect(chooseThemeGroup({ user: null, cookieGroup: null, pathname: '/employer/login' })).toBe('company');
    expect(chooseThemeGroup({ user: admin, cookieGroup: null, pathname: '/agency/404' })).toBe('agency');
    expect(chooseThemeGroup({ user: null, cookieGroup: null, pathname: '/jobs' })).toBe('freelancer');
    expect(chooseThemeGroup({ user: null, cookieGroup: null, pathname: '/' })).toBe('freelancer');
  });

  it("names the group's theme on <html>, as the theme stylesheet's selectors read it", () => {
    expect([themeHtmlProps('company'), themeHtmlProps('freelancer'), themeHtmlProps('agency')]).toEqual([
      { 'data-theme': 'company' },
      { 'data-theme': 'consultant' },
      { 'data-theme': 'agency' },
    ]);
  });
});
