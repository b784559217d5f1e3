
/**
 * Verified companies (decision 0066): a company admin proves the team holds its website's domain by following a link
 * mailed to a work address there. The badge shows on its posts and its page until the console revokes it or the
 * website changes.
 */

/** How long a verification link works. */
export const COMPANY_VERIFY_LINK_HOURS = 24;

/**
 * Mailbox providers anyone can sign up with: an address there proves nothing about a company, so neither a website
 * nor an address at one of these can verify. Lower case, the registrable domain.
 */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'live.com', 'live.co.uk', 'msn.com',
  'yahoo.com', 'yahoo.co.uk', 'ymail.com', 'rocketmail.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'aim.com',
  'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.co.uk', 'gmx.net', 'gmx.de', 'mail.com', 'zoho.com', 'yandex.com',
  'yandex.ru', 'mail.ru', 'tutanota.com', 'tuta.io', 'fastmail.com', 'hey.com', 'btinternet.com', 'sky.com', 'virginmedia.com',
  'talktalk.net', 'ntlworld.com', 'blueyonder.co.uk', 'qq.com', '163.com', 'web.de', 'orange.fr', 'free.fr', 'libero.it',
];

export const COMPANY_VERIFY_MSG = {
  emailRequired: 'Please enter your work email address',
  noWebsite: "Add your company's website to its profile first: the address must be at its domain.",
  freeMailWebsite: 'Your website is at a mailbox provider’s domain, so an address there cannot show who you are. Add your own domain as your website first.',
  wrongDomain: (domain: string) => `Please use an address at ${domain} (or one of its subdomains), your website’s domain.`,
  alreadyVerified: 'Your company is already verified.',
  sent: (email: string) => `We have sent a link to ${email}. It works once, for ${COMPANY_VERIFY_LINK_HOURS} hours.`,
  linkInvalid: 'This link has expired or has already been used. Ask for a new one from Company Information.',
  verified: (domain: string) => `Your company is verified: its posts and page show a Verified badge for ${domain}.`,
  notVerified: 'This company is not verified.',
  badge: 'Verified',
  badgeTitle: (domain: string) => `Verified: the company showed it holds ${domain}`,
} as const;


/** The host of a website as a company typed it ('https://www.acme.co.uk/jobs', 'acme.co.uk'), lower case; null when none. */
export function websiteHost(website: string | null | undefined): string | null {
  const raw = website?.trim();
  if (!raw) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
    return url.hostname ? url.hostname.toLowerCase().replace(/\.$/, '') : null;
  } catch {
    return null;
  }
}

/** An address is at `domain` when its part after the @ is the domain itself or a subdomain of it. */
export function emailAtDomain(email: string, domain: string): boolean {
  const host = email.trim().toLowerCase().split('@').pop() ?? '';
  return host === domain || host.endsWith(`.${domain}`);
}

export const isFreeMailDomain = (domain: string) => FREE_MAIL_DOMAINS.includes(domain.toLowerCase());
