import { getDomain } from 'tldts';
import { isFreeMailDomain, websiteHost } from '@mp/domain';

/**
 * The registrable domain of a company's website (decision 0066): the name under its public suffix, from the Public
 * Suffix List with its private part, so 'acme.co.uk' for www.acme.co.uk and 'acme.github.io' for a page on GitHub's
 * hosting (an address at github.io would prove nothing). Null when there is no website or no such domain (an IP
 * address, 'localhost').
 */
export function websiteDomain(website: string | null | undefined): string | null {
  const host = websiteHost(website);
  if (!host) return null;
  return getDomain(host, { allowPrivateDomains: true }) ?? null;
}

export { isFreeMailDomain };
