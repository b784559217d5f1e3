import { describe, expect, it } from 'vitest';
import { themeGroupOf } from './cookies';

describe('the theme cookie, as the server reads it', () => {
  it('names a group among the other cookies', () => {
    expect(themeGroupOf('lh_user=12; onbrief_theme=agency; lh_team=3')).toBe('agency');
    expect(themeGroupOf('onbrief_theme=company')).toBe('company');
  });

  it('is ignored when missing or naming no group', () => {
    expect(themeGroupOf(null)).toBeUndefined();
    expect(themeGroupOf('lh_user=12')).toBeUndefined();
    expect(themeGroupOf('onbrief_theme=admin')).toBeUndefined();
    expect(themeGroupOf('xonbrief_theme=company')).toBeUndefined();
  });
});
