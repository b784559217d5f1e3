/** Product name shown in the header, footer and titles. */
export const PRODUCT_NAME = 'Marketplace';

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'X', href: 'https://x.com/' },
] as const;
