import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirectTo } from './redirect';

const origin = 'https://app.example';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/company/account?tab=1', origin)).toBe('/company/account?tab=1');
  });

  it.each([null, '', 'company/account', 'https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses %s',
    (value) => expect(safeRedirect(value, origin)).toBeUndefined(),
  );
});

describe('withRedirectTo', () => {
  it('encodes the path', () => {
    expect(withRedirectTo('/company/login', '/company/account?x=1')).toBe('/company/login?redirectTo=%2Fcompany%2Faccount%3Fx%3D1');
    expect(withRedirectTo('/company/login', undefined)).toBe('/company/login');
  });
});
