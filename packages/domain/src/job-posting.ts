import { htmlToText, WORK_TERM_LABELS, type WorkTerm } from './opportunity.js';

/**
 * A public post's page head (decision 0028): its address, its description for link previews and search results, and
 * the schema.org JobPosting of an open post, with every property Google lists as required and the recommended ones
 * we have. The web's job page declares them (apps/web/src/routes/pages/job.tsx); the API's sitemap lists the address.
 */

/** What the head reads of a post: the public post (the API's PublicJob, the web's PublicJobQuery) has these fields. */
export interface JobPostingInput {
  slug: string;
  target: string;
  title: string;
  /** Sanitised HTML (decision 0022). */
  description: string;
  location: string | null;
  location_country: string | null;
  location_type: string | null;
  type: string;
  sub_type: string;
  is_compensation_displayed: boolean;
  minimumBudget: number | null;
  maximumBudget: number | null;
  compensation_currency: string;
  compensation_unit: string | null;
  /** Date Posted, YYYY-MM-DD. */
  job_number: string;
  valid_through: string | null;
  direct_apply: boolean;
  industries: readonly { name: string }[];
  skills: readonly { name: string }[];
  company: { name: string; logo: string | null; website: string | null };
  /** Placed by an employment agency (reg. 27): shown wherever the ad is. */
  agency?: AgencyAd | null;
}

/** What reg. 27 has an agency's ad say (decision 0065); the nature of the work and the location are the post's own. */
export interface AgencyAd {
  name: string;
  work_term: WorkTerm;
  minimum_requirements: string | null;
}

/** The lines an agency's ad shows wherever it is (the job page, the feeds, JSON-LD): its name, the term, the minimum. */
export function agencyAdLines(agency: AgencyAd | null | undefined): string[] {
  if (!agency) return [];
  return [
    `Advertised by ${agency.name}, an employment agency`,
    `${WORK_TERM_LABELS[agency.work_term]} work`,
    ...(agency.minimum_requirements ? [`Minimum experience or qualifications: ${agency.minimum_requirements}`] : []),
  ];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The description as an agency's ad syndicates it: the reg. 27 lines first, then the post's own (sanitised) HTML. */
export function adDescriptionHtml(job: Pick<JobPostingInput, 'description' | 'agency'>): string {
  const lines = agencyAdLines(job.agency);
  return lines.length ? `<p>${lines.map(escapeHtml).join('<br>')}</p>${job.description}` : job.description;
}

/** The longest meta description: what search results show before they cut it. */
export const META_DESCRIPTION_MAX = 160;

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

/** An address on our site (`appUrl` is the site's public address, without a trailing slash), or one that is already absolute. */
export const absolute = (appUrl: string, href: string) => (/^https?:\/\//i.test(href) ? href : `${appUrl}${href.startsWith('/') ? '' : '/'}${href}`);

/** A post's public page, absolute. */
export const jobUrl = (appUrl: string, slug: string) => `${appUrl}/jobs/${slug}`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Rich text's words for a meta description, cut at a word under META_DESCRIPTION_MAX characters (with '…' when cut). */
export function metaDescription(html: string): string {
  const text = htmlToText(html).replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ENTITIES[name]!);
  if (text.length <= META_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, META_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > META_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** "Leeds, England, United Kingdom" + GB → locality Leeds, region England, country GB (the job feeds read it too). */
export function placeParts(label: string, country: string | null): { locality?: string; region?: string; country: string } {
  const parts = label
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const locality = parts[0];
  const region = parts.length >= 3 ? parts[parts.length - 2] : undefined;
  return { ...(locality ? { locality } : {}), ...(region ? { region } : {}), country: country ?? parts[parts.length - 1] ?? 'GB' };
}

function postalAddress(label: string, country: string | null) {
  const { locality, region, country: code } = placeParts(label, country);
  return {
    '@type': 'PostalAddress',
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    addressCountry: code,
  };
}

/** The JobPosting of an open post (a closed one has none: its page says it is closed, and is not indexed). */
export function jobPostingJsonLd(job: JobPostingInput, appUrl: string): Record<string, unknown> {
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
    description: adDescriptionHtml(job),
    datePosted: job.job_number,
    ...(job.valid_through ? { validThrough: job.valid_through } : {}),
    employmentType: job.agency?.work_term === 'TEMPORARY' ? [...new Set([...employmentTypeOf(job.type, job.sub_type), 'TEMPORARY'])] : employmentTypeOf(job.type, job.sub_type),
    ...(job.agency?.minimum_requirements ? { experienceRequirements: job.agency.minimum_requirements } : {}),
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
