import { describe, expect, it } from 'vitest';
import { FREELANCER_PROFILE_MSG as M, salaryUnitOf } from './freelancer-profile.js';
import { freelancerProfileSchema } from './freelancer-profile-rules.js';

const valid = {
  industries: ['1'], genres: ['3'], skills: ['5', '6', '7', '8'], top_skills: ['5', '6', '7'], software_skills: [], qualifications: [],
  job_type: 'FREELANCE', working_hours: 'PARTTIME', salary_currency: 'GBP', salary_unit: 'DAY', minimum_salary: 0, maximum_salary: 1000,
  linkedin: '', supporting_url: 'https://example.com/work',
};
const errorsOf = (input: unknown, screen?: 'MANAGE_CV' | 'EDIT_PROFILE') => {
  const r = freelancerProfileSchema(screen).safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('freelancerProfileSchema', () => {
  it('reads the form: ids as numbers, empty links as none, GBP and DAY by default', () => {
    const out = freelancerProfileSchema().parse({ ...valid, salary_currency: null, salary_unit: undefined });
    expect(out).toMatchObject({ industries: [1], skills: [5, 6, 7, 8], top_skills: [5, 6, 7], linkedin: null, salary_currency: 'GBP', salary_unit: 'DAY' });
  });

  it("says each screen's messages for job type and working hours", () => {
    expect(errorsOf({})).toMatchObject({ job_type: M.jobTypeManage, working_hours: M.workingHoursManage, genres: M.required, skills: M.required });
    expect(errorsOf({}, 'EDIT_PROFILE')).toMatchObject({ job_type: 'Please select considering', working_hours: 'Please select working hours' });
  });

  it('allows 3 top skills, of the chosen skills', () => {
    expect(errorsOf({ ...valid, top_skills: ['5', '6', '7', '8'] })).toEqual({ top_skills: M.topSkillsMax });
    expect(errorsOf({ ...valid, top_skills: ['9'] })).toEqual({ top_skills: M.topSkillNotChosen });
  });

  it('requires software skills and qualifications with discipline 2 only', () => {
    expect(errorsOf({ ...valid, industries: ['2'] })).toEqual({ software_skills: M.required, qualifications: M.required });
    expect(errorsOf(valid)).toEqual({});
    // with another field wrong too, every message at once
    expect(errorsOf({ ...valid, industries: ['2'], supporting_url: 'x', job_type: null })).toEqual({
      software_skills: M.required, qualifications: M.required, supporting_url: M.url, job_type: M.jobTypeManage,
    });
  });

  it("checks the links ('Url is not valid') and the salary band", () => {
    expect(errorsOf({ ...valid, supporting_url: 'example', linkedin: 'www.x.com' })).toEqual({ supporting_url: 'Url is not valid', linkedin: 'Url is not valid' });
    expect(errorsOf({ ...valid, minimum_salary: 600, maximum_salary: 500 })).toEqual({ maximum_salary: M.salaryOrder });
    expect(errorsOf({ ...valid, maximum_salary: salaryUnitOf('DAY').max + 25 })).toEqual({ maximum_salary: M.salaryRange });
    expect(errorsOf({ ...valid, salary_unit: 'YEAR', maximum_salary: 90_000 })).toEqual({});
  });
});
