import { describe, expect, it } from 'vitest';
import {
  availabilityOf, backTarget, displayName, namesOf, noticeOf, parseApplicantRef, payrollOf, placeOf, safeHref, salaryOf, splitSkills, workLocationOf,
} from './profile-values';

describe('the applicant profile values', () => {
  it('reads the two ids of freelancer-profile/{userId}-{applicationId}', () => {
    expect(parseApplicantRef('12-345')).toEqual({ userId: '12', applicationId: '345' });
    for (const bad of [undefined, '', '12', '12-', '-3', '0-1', '1-2-3', 'a-1', '1-99999999999']) expect(parseApplicantRef(bad), bad).toBeNull();
  });

  it('keeps `back` inside the site', () => {
    expect(backTarget('/company/view-applicants/3?x=1')).toBe('/company/view-applicants/3?x=1');
    for (const bad of [null, '', 'company/x', '//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      expect(backTarget(bad), String(bad)).toBeNull();
    }
  });

  it('links http(s) only', () => {
    expect(safeHref('https://linkedin.com/in/x')).toBe('https://linkedin.com/in/x');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('linkedin.com/in/x')).toBeNull();
  });

  it('names an agency by its agency name and a person by their name', () => {
    expect(displayName({ type: 'AGENCY', name: 'Arthur Agency', agency_name: 'Brightside Agency', company: null })).toBe('Brightside Agency');
    expect(displayName({ type: 'FREELANCER', name: 'Freya Freelancer', agency_name: null, company: null })).toBe('Freya Freelancer');
    expect(displayName({ type: 'FREELANCER', name: null, agency_name: null, company: null })).toBe('Name not provided');
  });

  it('writes the place and the salary expectations', () => {
    expect(placeOf({ city: 'Leeds', state: null, country: 'GB', location: null, agency_location: null })).toBe('Leeds, GB');
    expect(placeOf({ city: null, state: null, country: null, location: null, agency_location: null })).toBeNull();
    expect(salaryOf({ salary_currency: 'GBP', minimum_salary: 400, maximum_salary: 500, salary_unit: 'DAY' })).toBe('£400 - £500 per day');
    expect(salaryOf({ salary_currency: null, minimum_salary: null, maximum_salary: null, salary_unit: null })).toBeNull();
  });

  it("does not take a freelancer's work location for a town", () => {
    expect(placeOf({ city: 'Leeds', state: null, country: 'GB', location: 'HYBRID', agency_location: null })).toBe('Leeds, GB');
    expect(workLocationOf('HYBRID')).toBe('Hybrid');
    expect(workLocationOf('Leeds')).toBeNull();
  });

  it('labels the onboarding answers', () => {
    expect(noticeOf({ notice_period: '4', notice_period_unit: 'WEEKS' })).toBe('4 weeks');
    expect(noticeOf({ notice_period: '1 month', notice_period_unit: null })).toBe('1 month');
    expect(noticeOf({ notice_period: null, notice_period_unit: 'DAYS' })).toBeNull();
    expect(availabilityOf({ start_timing: '1', start_date: null })).toBe('As soon as possible');
    expect(availabilityOf({ start_timing: null, start_date: '2026-03-01' })).toBe('01/03/2026');
    expect(availabilityOf({ start_timing: null, start_date: '2' })).toBeNull();
    expect(payrollOf('2')).toBe('Limited Company');
    expect(payrollOf(null)).toBeNull();
    expect(namesOf([{ name: 'Senior' }, { name: 'Lead' }])).toBe('Senior, Lead');
    expect(namesOf([])).toBeNull();
    expect(namesOf(null)).toBeNull();
  });

  it('puts the top skills first and the software apart', () => {
    const s = (id: string, is_top: boolean, software = false) => ({ id, name: id, is_top, software });
    const { skills, software } = splitSkills([s('a', false), s('b', true), s('f', false, true), s('c', false)]);
    expect(skills.map((x) => x.id)).toEqual(['b', 'a', 'c']);
    expect(software.map((x) => x.id)).toEqual(['f']);
    expect(splitSkills(null)).toEqual({ skills: [], software: [] });
  });
});
