import { describe, expect, it } from 'vitest';
import { fieldErrors } from './rules.js';
import {
  closeOpportunitySchema, grantCreditsSchema, jobEditSchema, jobFormSchema, projectEditSchema, projectFormSchema,
} from './opportunity-rules.js';
import { formatCompensation, htmlToText, latestToday, locationFlags, locationTypeOf, OPPORTUNITY_MSG as M } from './opportunity.js';

const job = {
  is_active: true,
  title: 'Senior motion designer',
  job_number: '2025-03-07',
  industries: ['1'],
  genres: ['3'],
  location: 'Manchester, England, United Kingdom',
  location_type: 'HYBRID',
  description: '<p>Make <b>things</b> move.</p>',
  type: 'FREELANCE',
  sub_type: 'FULLTIME',
  duration: 7,
  is_ir35: 2,
  level: '3',
  position: '12',
  skills: ['4', '5'],
  skill_must_haves: ['4'],
  software_skills: [],
  software_must_haves: [],
  qualifications: [],
  qualification_must_haves: [],
  is_compensation_displayed: true,
  compensation_currency: 'GBP',
  minimumBudget: 300,
  maximumBudget: 450,
  compensation_unit: 'DAY',
  follow_up: 'Thank you for applying to Northwind Studio.',
  application_link: '',
  created_by: '',
};

const project = {
  is_active: false,
  title: 'Brand refresh',
  genres: [2],
  description: '<p>A new identity.</p>',
  duration: 4,
  services: [1, 11],
  minimumBudget: 5000,
  maximumBudget: 8000,
  follow_up: 'Thanks!',
};

const errorsOf = (r: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) => (r.error ? fieldErrors(r.error) : {});

describe('the job form', () => {
  it('accepts a complete form and gives ids as numbers, empty optionals as null', () => {
    const v = jobFormSchema.parse(job);
    expect(v).toMatchObject({ industries: [1], genres: [3], level: 3, position: 12, skills: [4, 5], skill_must_haves: [4] });
    expect(v).toMatchObject({ application_link: null, created_by: null, duration: 7, is_ir35: 2, compensation_unit: 'DAY' });
  });

  it("says each of the spec's messages on its field", () => {
    const empty = {
      title: ' ', industries: ['1'], genres: [], location_type: null, description: '<p></p>', type: null, sub_type: null,
      level: '', position: null, skills: [], minimumBudget: '', maximumBudget: '', follow_up: '',
    };
    expect(errorsOf(jobFormSchema.safeParse(empty))).toEqual({
      title: M.title,
      genres: M.genres,
      location_type: M.locationType,
      description: M.description,
      type: M.roleType,
      sub_type: M.workingHours,
      level: M.level,
      position: M.position,
      skills: M.skills,
      minimumBudget: M.minimumBudget,
      maximumBudget: M.maximumBudget,
      follow_up: M.followUp,
    });
  });

  it('requires software skills and qualifications for discipline 2 only', () => {
    expect(errorsOf(jobFormSchema.safeParse({ ...job, industries: ['2'] }))).toEqual({
      software_skills: M.softwareSkills,
      qualifications: M.qualifications,
    });
    expect(jobFormSchema.safeParse({ ...job, industries: ['2'], software_skills: ['9'], qualifications: ['3'] }).success).toBe(true);
  });

  it('allows at most 3 must-haves per list, each one of the chosen items', () => {
    const four = { ...job, skills: ['1', '2', '3', '4'], skill_must_haves: ['1', '2', '3', '4'] };
    expect(errorsOf(jobFormSchema.safeParse(four))).toEqual({ skill_must_haves: M.mustHavesMax });
    expect(errorsOf(jobFormSchema.safeParse({ ...job, qualification_must_haves: ['8'] }))).toEqual({
      qualification_must_haves: M.mustHaveNotChosen,
    });
  });

  it('wants the maximum at least the minimum, whole and in range', () => {
    expect(errorsOf(jobFormSchema.safeParse({ ...job, maximumBudget: 200 }))).toEqual({ maximumBudget: M.budgetOrder });
    expect(errorsOf(jobFormSchema.safeParse({ ...job, minimumBudget: -1 }))).toEqual({ minimumBudget: M.budgetRange });
    expect(jobFormSchema.parse({ ...job, minimumBudget: '300', maximumBudget: 300 })).toMatchObject({ minimumBudget: 300 });
  });

  it('keeps duration and IR35 for contract role types only', () => {
    expect(jobFormSchema.parse({ ...job, type: 'PERMANENT' })).toMatchObject({ duration: null, is_ir35: null });
    expect(errorsOf(jobFormSchema.safeParse({ ...job, duration: 9 }))).toEqual({ duration: M.notInList });
  });

  it('checks the ATS link, the dates and the discipline', () => {
    expect(errorsOf(jobFormSchema.safeParse({ ...job, application_link: 'ats.example.com' }))).toEqual({ application_link: M.link });
    expect(errorsOf(jobFormSchema.safeParse({ ...job, job_number: '2025-02-30' }))).toEqual({ job_number: M.date });
    expect(errorsOf(jobFormSchema.safeParse({ ...job, industries: [] }))).toEqual({ industries: M.discipline });
  });

  it('edits without Team User, and leaves is_active out unless sent', () => {
    const { created_by: _, is_active: __, ...rest } = job;
    expect(jobEditSchema.parse(rest).is_active).toBeUndefined();
    expect(jobEditSchema.parse({ ...rest, is_active: false }).is_active).toBe(false);
    expect('created_by' in jobEditSchema.parse(job)).toBe(false);
    expect(errorsOf(jobEditSchema.safeParse({ ...rest, follow_up: '' }))).toEqual({ follow_up: M.followUp });
  });
});

describe('the project form', () => {
  it('accepts a project and requires genres, services and a description', () => {
    expect(projectFormSchema.parse(project)).toMatchObject({ services: [1, 11], duration: 4, compensation_currency: 'GBP' });
    expect(errorsOf(projectFormSchema.safeParse({ ...project, services: [], genres: [], description: '' }))).toEqual({
      services: M.services,
      genres: M.genres,
      description: M.description,
    });
    expect(errorsOf(projectEditSchema.safeParse({ ...project, services: [] }))).toEqual({ services: M.services });
    expect(errorsOf(projectFormSchema.safeParse({ ...project, duration: 5 }))).toEqual({ duration: M.notInList });
  });
});

describe('the close form', () => {
  it('requires a reason', () => {
    expect(errorsOf(closeOpportunitySchema.safeParse({}))).toEqual({ reason: M.closeReason });
  });

  it("needs an applicant or a name with 'Filled by applicant', and neither otherwise", () => {
    expect(errorsOf(closeOpportunitySchema.safeParse({ reason: 'FILLED_BY_APPLICANT' }))).toEqual({ freelancer_id: M.closeApplicant });
    expect(closeOpportunitySchema.safeParse({ reason: 'FILLED_BY_APPLICANT', freelancer_name: 'Jo Bloggs' }).success).toBe(true);
    expect(closeOpportunitySchema.safeParse({ reason: 'FILLED_BY_APPLICANT', freelancer_id: '7' }).success).toBe(true);
    expect(errorsOf(closeOpportunitySchema.safeParse({ reason: 'JOB_POSTPONED', freelancer_id: '7' }))).toEqual({
      freelancer_id: M.applicantOnlyWhenFilled,
    });
  });

  it('defaults the date closed to today and refuses the future', () => {
    expect(closeOpportunitySchema.parse({ reason: 'FILLED_ELSEWHERE' }).closed_at).toBe(new Date().toISOString().slice(0, 10));
    expect(errorsOf(closeOpportunitySchema.safeParse({ reason: 'FILLED_ELSEWHERE', closed_at: '2999-01-01' }))).toEqual({
      closed_at: M.closedInFuture,
    });
    expect(latestToday(new Date('2025-01-01T11:00:00Z'))).toBe('2025-01-02');
  });
});

describe('granting credits', () => {
  it('takes 1 to 1000 with a reason', () => {
    expect(grantCreditsSchema.parse({ quantity: 25, reason: ' Launch offer ' })).toEqual({ quantity: 25, reason: 'Launch offer' });
    expect(errorsOf(grantCreditsSchema.safeParse({ quantity: 0, reason: '' }))).toEqual({ quantity: M.grantQuantity, reason: M.grantReason });
    expect(errorsOf(grantCreditsSchema.safeParse({ quantity: 1001, reason: 'x' }))).toEqual({ quantity: M.grantQuantity });
  });

  it('refuses a negative, fractional or empty quantity with the same message', () => {
    for (const quantity of [-5, -1, 2.5, '', '-5', Number.NaN]) {
      expect(errorsOf(grantCreditsSchema.safeParse({ quantity, reason: 'x' })), String(quantity)).toEqual({ quantity: M.grantQuantity });
    }
  });
});

describe('location and text helpers', () => {
  it('maps location types to flags and back (HYBRID and ALL set both)', () => {
    expect(locationFlags('ALL')).toEqual({ is_on_site: true, is_remote: true });
    expect(locationTypeOf(locationFlags('REMOTE'))).toBe('REMOTE');
    expect(locationTypeOf({ is_on_site: false, is_remote: false })).toBe('HYBRID');
  });

  it('reads the text of rich text', () => {
    expect(htmlToText('<p>&nbsp;</p><ul><li></li></ul>')).toBe('');
    expect(htmlToText('<p>Hello <b>you</b></p>')).toBe('Hello you');
  });
});

describe('formatCompensation', () => {
  it('shows a job range with its unit and a project range without one', () => {
    expect(formatCompensation({ target: 'JOB', compensation_currency: 'GBP', minimumBudget: 40000, maximumBudget: 55000, compensation_unit: 'YEAR' })).toBe(
      '£40,000 - £55,000 per year',
    );
    expect(formatCompensation({ target: 'JOB', compensation_currency: 'EUR', minimumBudget: 400, maximumBudget: 550, compensation_unit: 'DAY' })).toBe('€400 - €550 per day');
    expect(formatCompensation({ target: 'PROJECT', compensation_currency: 'USD', minimumBudget: 5000, maximumBudget: 8000 })).toBe('$5,000 - $8,000');
    expect(formatCompensation({ target: 'JOB', minimumBudget: null, maximumBudget: null })).toBeNull();
  });
});
