import { absolute } from './job-posting.js';

/**
 * A company's public page, /companies/{slug}, and its embeddable list, /embed/companies/{slug}: their addresses,
 * the head-count bands a company may show, and its schema.org Organization data.
 */

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** How a band reads on the page. */
export const companySizeLabel = (size: CompanySize): string => (size === '1000+' ? 'More than 1,000 people' : `${size.replace('-', '–')} people`);

/** The address part the database gives a company (lower-case words joined by hyphens). */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const COMPANY_SLUG_MAX = 72;
export const isCompanySlug = (slug: string) => slug.length <= COMPANY_SLUG_MAX && COMPANY_SLUG_PATTERN.test(slug);

export const companyPagePath = (slug: string) => `/companies/${slug}`;
export const companyEmbedPath = (slug: string) => `/embed/companies/${slug}`;
export const companyUrl = (appUrl: string, slug: string) => `${appUrl}${companyPagePath(slug)}`;

export const COMPANY_PAGE_MSG = {
  forbidden: "Only your team's admins can change your company page.",
  notACompany: 'Company pages are for company teams.',
} as const;

export interface OrganizationInput {
  slug: string;
  name: string;
  about: string | null;
  logo: string | null;
  website: string | null;
  location: string | null;
  size: CompanySize | null;
}

/** schema.org Organization for a company's page: only what the page itself shows. */
export function organizationJsonLd(company: OrganizationInput, appUrl: string): Record<string, unknown> {
  const [min, max] = company.size ? company.size.replace('+', '').split('-').map(Number) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: companyUrl(appUrl, company.slug),
    ...(company.about ? { description: company.about } : {}),
    ...(company.logo ? { logo: absolute(appUrl, company.logo) } : {}),
    ...(company.website ? { sameAs: [company.website] } : {}),
    ...(company.location ? { address: { '@type': 'PostalAddress', addressLocality: company.location } } : {}),
    ...(min ? { numberOfEmployees: { '@type': 'QuantitativeValue', minValue: min, ...(max ? { maxValue: max } : {}) } } : {}),
  };
}
