/** Product name shown in the header, footer and titles. */
export const PRODUCT_NAME = 'Onbrief';

/** One line saying what the product is, for the logo's accessible name and the manifest. */
export const PRODUCT_TAGLINE = 'Creative and digital work, matched on brief';

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'X', href: 'https://x.com/' },
] as const;
