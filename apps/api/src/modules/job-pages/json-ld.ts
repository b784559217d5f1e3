import type { PublicJob } from './service.js';

/**
 * The schema.org JobPosting of an open post (decision 0028), with every property Google lists as
 * required and the recommended ones we have. A closed post has none.
 */

/**
 * Role type and working hours → employmentType: contract roles are CONTRACTOR (whatever their hours),
 * permanent ones FULL_TIME and/or PART_TIME by their hours, "both" roles both; agency projects CONTRACTOR.
 */
export function employmentTypeOf(type: string, subType: string): string[] {
  const hours = subType === 'FULLTIME' ? ['FULL_TIME'] : subType === 'PARTTIME' ? ['PART_TIME'] : ['FULL_TIME', 'PART_TIME'];
  switch (type) {
    case 'FREELANCE':
    case 'PROJECT':
      return ['CONTRACTOR'];
    case 'PERMANENT':
      return hours;
    case 'BOTH':
      return ['CONTRACTOR', ...hours];
    default:
      return ['OTHER'];
  }
}

/** An address on our site, or one that is already absolute. */
export const absolute = (appUrl: string, href: string) => (/^https?:\/\//i.test(href) ? href : `${appUrl}${href.startsWith('/') ? '' : '/'}${href}`);

export const jobUrl = (appUrl: string, slug: string) => `${appUrl}/jobs/${slug}`;

/** "Leeds, England, United Kingdom" + GB → locality Leeds, region England, country GB. */
function postalAddress(label: string, country: string | null) {
  const parts = label.split(',').map((p) => p.trim()).filter(Boolean);
  const locality = parts[0];
  const region = parts.length >= 3 ? parts[parts.length - 2] : undefined;
  return {
    '@type': 'PostalAddress',
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    addressCountry: country ?? parts[parts.length - 1] ?? 'GB',
  };
}

export function jobPostingJsonLd(job: PublicJob, appUrl: string): Record<string, unknown> {
  const remoteOnly = job.location_type === 'REMOTE' || (job.target === 'PROJECT' && !job.location);
  const country = job.location_country ?? job.location?.split(',').pop()?.trim() ?? 'GB';
  const org = {
    '@type': 'Organization',
    name: job.company.name,
    ...(job.company.website ? { sameAs: job.company.website } : {}),
    ...(job.company.logo ? { logo: absolute(appUrl, job.company.logo) } : {}),
  };
  const salary =
    job.is_compensation_displayed && job.target === 'JOB' && job.compensation_unit && job.minimumBudget !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.compensation_currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.minimumBudget,
              maxValue: job.maximumBudget,
              unitText: job.compensation_unit,
            },
          },
        }
      : {};
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.job_number,
    ...(job.valid_through ? { validThrough: job.valid_through } : {}),
    employmentType: employmentTypeOf(job.type, job.sub_type),
    hiringOrganization: org,
    ...(remoteOnly
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: country } }
      : { jobLocation: { '@type': 'Place', address: postalAddress(job.location ?? '', job.location_country) } }),
    ...salary,
    directApply: job.direct_apply,
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: job.slug },
    url: jobUrl(appUrl, job.slug),
    ...(job.industries.length ? { industry: job.industries.map((i) => i.name).join(', ') } : {}),
    ...(job.skills.length ? { skills: job.skills.map((s) => s.name).join(', ') } : {}),
  };
}

/**
 * JSON for a script element: nothing in it can end the element or open a comment (`</script>`,
 * `<!--`), nor break a JavaScript parser (U+2028/2029), since `<`, `>`, `&` and those are escaped.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
