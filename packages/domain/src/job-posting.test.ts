import { describe, expect, it } from 'vitest';
import { absolute, META_DESCRIPTION_MAX, employmentTypeOf, jobPostingJsonLd, jobUrl, metaDescription, type JobPostingInput } from './job-posting.js';

const APP = 'https://jobs.example.com';

const job = (over: Partial<JobPostingInput> = {}): JobPostingInput => ({
  slug: 'senior-brand-designer-ab12cd',
  target: 'JOB',
  title: 'Senior brand designer',
  description: '<p>Lead our <b>brand</b> work.</p><ul><li>Identity</li></ul>',
  location: 'Leeds, England, United Kingdom',
  location_country: null,
  location_type: 'ONSITE',
  type: 'FREELANCE',
  sub_type: 'FULLTIME',
  is_compensation_displayed: true,
  minimumBudget: 350,
  maximumBudget: 450,
  compensation_currency: 'GBP',
  compensation_unit: 'DAY',
  job_number: '2026-11-01',
  valid_through: '2026-12-31',
  direct_apply: false,
  industries: [{ name: 'Design' }, { name: 'Branding' }],
  skills: [{ name: 'Figma' }],
  company: { name: 'Northwind Studio', logo: '/uploads/logo.png', website: 'https://northwind.example.com' },
  ...over,
});

describe('a post’s address', () => {
  it('is absolute on the site; an absolute address stays as it is', () => {
    expect(jobUrl(APP, 'a-b')).toBe(`${APP}/jobs/a-b`);
    expect(absolute(APP, '/icon-512.png')).toBe(`${APP}/icon-512.png`);
    expect(absolute(APP, 'uploads/x.png')).toBe(`${APP}/uploads/x.png`);
    expect(absolute(APP, 'https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(absolute(APP, 'HTTP://cdn.example.com/x.png')).toBe('HTTP://cdn.example.com/x.png');
  });
});

describe('the meta description', () => {
  it("is the text's words, entities read", () => {
    expect(metaDescription('<p>Lead our <b>brand</b> work.</p><ul><li>Identity</li></ul>')).toBe('Lead our brand work. Identity');
    expect(metaDescription('<p>Say &quot;hi&quot; &amp; more&nbsp;&lt;now&gt; &#39;ok&#39;</p>')).toBe(`Say "hi" & more <now> 'ok'`);
    expect(metaDescription('<p>&amp;lt;</p>')).toBe('&lt;');
    expect(metaDescription('')).toBe('');
  });

  it('is cut at a word under the limit, with an ellipsis', () => {
    const long = `<p>${'word '.repeat(60)}</p>`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut.endsWith('word…')).toBe(true);
    // One long word: cut inside it.
    const word = metaDescription('x'.repeat(400));
    expect(word).toBe(`${'x'.repeat(META_DESCRIPTION_MAX - 1)}…`);
    // No trailing punctuation before the ellipsis.
    expect(metaDescription(`${'abcd, '.repeat(40)}`)).toMatch(/abcd…$/);
  });
});

describe('employmentType', () => {
  it('maps role types and working hours', () => {
    expect(employmentTypeOf('FREELANCE', 'FULLTIME')).toEqual(['CONTRACTOR']);
    expect(employmentTypeOf('PERMANENT', 'FULLTIME')).toEqual(['FULL_TIME']);
    expect(employmentTypeOf('PERMANENT', 'PARTTIME')).toEqual(['PART_TIME']);
    expect(employmentTypeOf('PERMANENT', 'BOTH_TIME')).toEqual(['FULL_TIME', 'PART_TIME']);
    expect(employmentTypeOf('BOTH', 'FULLTIME')).toEqual(['CONTRACTOR', 'FULL_TIME']);
    expect(employmentTypeOf('PROJECT', 'PROJECT')).toEqual(['CONTRACTOR']);
    expect(employmentTypeOf('SOMETHING', 'FULLTIME')).toEqual(['OTHER']);
  });
});

describe('the JobPosting', () => {
  it("has Google's required properties and the recommended ones we have", () => {
    const ld = jobPostingJsonLd(job(), APP);
    expect(ld).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior brand designer',
      description: '<p>Lead our <b>brand</b> work.</p><ul><li>Identity</li></ul>',
      datePosted: '2026-11-01',
      validThrough: '2026-12-31',
      employmentType: ['CONTRACTOR'],
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Studio', sameAs: 'https://northwind.example.com', logo: `${APP}/uploads/logo.png` },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Leeds', addressRegion: 'England', addressCountry: 'United Kingdom' },
      },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'GBP', value: { '@type': 'QuantitativeValue', minValue: 350, maxValue: 450, unitText: 'DAY' } },
      directApply: false,
      identifier: { '@type': 'PropertyValue', name: 'Northwind Studio', value: 'senior-brand-designer-ab12cd' },
      url: `${APP}/jobs/senior-brand-designer-ab12cd`,
      industry: 'Design, Branding',
      skills: 'Figma',
    });
  });

  it('says TELECOMMUTE with the country for a remote post, and has no salary when compensation is hidden', () => {
    const ld = jobPostingJsonLd(job({ location_type: 'REMOTE', location: null, location_country: 'United Kingdom', is_compensation_displayed: false }), APP);
    expect(ld).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' } });
    expect(ld.jobLocation).toBeUndefined();
    expect(ld.baseSalary).toBeUndefined();
  });

  it('a project without a place is remote, with no salary; a post without logo, site or lists leaves them out', () => {
    const ld = jobPostingJsonLd(
      job({ target: 'PROJECT', type: 'PROJECT', location: null, valid_through: null, industries: [], skills: [], company: { name: 'N', logo: null, website: null } }),
      APP,
    );
    expect(ld).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { name: 'GB' }, employmentType: ['CONTRACTOR'] });
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'N' });
    for (const key of ['baseSalary', 'validThrough', 'industry', 'skills']) expect(ld[key], key).toBeUndefined();
  });

  it('reads a place of two parts as locality and country, with the post’s country first', () => {
    const ld = jobPostingJsonLd(job({ location: 'London, United Kingdom', location_country: 'GB' }), APP);
    expect(ld.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' } });
  });
});
