import { describe, expect, it } from 'vitest';
import { emailAtDomain } from '@mp/domain';
import { websiteDomain } from './domain-of.js';

describe('the website domain that an address must be at (decision 0066)', () => {
  it('is the registrable domain under the public suffix, private suffixes included', () => {
    expect(websiteDomain('https://www.acme.co.uk/about')).toBe('acme.co.uk');
    expect(websiteDomain('acme.com')).toBe('acme.com');
    expect(websiteDomain('HTTP://Jobs.Acme.COM.')).toBe('acme.com');
    expect(websiteDomain('https://acme.github.io/')).toBe('acme.github.io');
  });

  it('is none without a website, or for an address or a bare name', () => {
    for (const website of [null, '', '   ', 'https://192.168.1.10', 'http://localhost:3000', 'https://co.uk']) expect(websiteDomain(website)).toBeNull();
  });

  it('takes the domain and its subdomains, not a lookalike', () => {
    expect(emailAtDomain('hr@acme.co.uk', 'acme.co.uk')).toBe(true);
    expect(emailAtDomain('HR@People.Acme.co.uk', 'acme.co.uk')).toBe(true);
    expect(emailAtDomain('hr@acme.co.uk.evil.test', 'acme.co.uk')).toBe(false);
    expect(emailAtDomain('hr@evilacme.co.uk', 'acme.co.uk')).toBe(false);
  });
});
