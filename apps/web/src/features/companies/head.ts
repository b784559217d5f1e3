import { companyPagePath, metaDescription, organizationJsonLd, type CompanySize } from '@mp/domain';
import type { PageHead } from '../../lib/head';
import type { CompanyPageData } from './documents';

/** The company page's head: "{name}: jobs and company profile", its about as the description, its logo, Organization data. */
export function companyPageHead(company: CompanyPageData, appUrl: string): PageHead {
  const open = company.posts.length;
  const fallback = `${company.name} on Onbrief: ${open === 0 ? 'no open posts right now' : `${open} open ${open === 1 ? 'post' : 'posts'}`}.`;
  return {
    appUrl,
    title: `${company.name}: jobs and company profile`,
    description: company.about ? metaDescription(company.about) : fallback,
    url: companyPagePath(company.slug),
    image: company.logo,
    jsonLd: organizationJsonLd({ ...company, size: company.size as CompanySize | null }, appUrl),
  };
}
