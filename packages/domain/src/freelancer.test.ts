import { describe, expect, it } from 'vitest';
import {
  ETHNICITIES, FREELANCER_MSG as M, freelancerOnboardingSchema, fullerOnboardingSchema, hasFreelancerBasics, personalInformationSchema,
  PREFER_NOT_TO_SAY, preferredLanguagesFirst,
} from './freelancer.js';
import { fieldErrors } from './rules.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
const photo = '/uploads/0123456789abcdef0123456789abcdef.png';

describe('freelancerOnboardingSchema (complete-profile/2)', () => {
  it("keeps hear_us_additional for recommendation and other only, and dedupes the levels", () => {
    const base = { avatar: photo, bio: ' Hi ', location: 'REMOTE', payroll_status: '3', job_levels: ['1', 1] };
    expect(freelancerOnboardingSchema.parse({ ...base, hear_us: 'other', hear_us_additional: 'Podcast' })).toMatchObject({
      bio: 'Hi', hear_us_additional: 'Podcast', job_levels: [1],
    });
    expect(freelancerOnboardingSchema.parse({ ...base, hear_us: 'google', hear_us_additional: 'x' }).hear_us_additional).toBeNull();
  });

  it("says each required field's message, and the limit of 2 role levels", () => {
    expect(errorsOf(freelancerOnboardingSchema.safeParse({ bio: '', job_levels: ['1', '2', '3'] }))).toEqual({
      avatar: 'Please select a valid image file.', bio: M.bioEmpty, job_levels: M.onboardingLevelsMax, location: M.location,
      payroll_status: M.payroll, hear_us: M.hearUs,
    });
  });
});

describe('fullerOnboardingSchema (complete-profile)', () => {
  const valid = { notice_period: '3', notice_period_unit: 'MONTHS', right_to_work: '2', start_date: '3' };
  it('takes a notice period of 1 to 31 from a number field, and none of 0, 32 or 2.5', () => {
    expect(fullerOnboardingSchema.parse(valid)).toMatchObject({ notice_period: 3, languages: [], positions: [], ethnicity: null });
    for (const n of [0, 32, 2.5, '']) expect(errorsOf(fullerOnboardingSchema.safeParse({ ...valid, notice_period: n }))).toEqual({ notice_period: M.noticePeriod });
  });

  it("has 'Prefer not to say' in the ethnicity list, and limits languages to 10 and positions to 5", () => {
    expect(ETHNICITIES).toContain(PREFER_NOT_TO_SAY);
    expect(fullerOnboardingSchema.parse({ ...valid, ethnicity: PREFER_NOT_TO_SAY }).ethnicity).toBe(PREFER_NOT_TO_SAY);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
    expect(errorsOf(fullerOnboardingSchema.safeParse({ ...valid, languages: ids(11), positions: ids(6) }))).toEqual({
      languages: M.languagesMax, positions: M.positionsMax,
    });
    expect(fullerOnboardingSchema.safeParse({ ...valid, languages: ids(10), positions: ids(5) }).success).toBe(true);
  });
});

describe('personalInformationSchema (edit-personal-information)', () => {
  it("says the spec's texts, 'Please enter an county' included, and limits role levels to 3", () => {
    const errors = errorsOf(personalInformationSchema.safeParse({ job_levels: ['1', '2', '3', '4'], country: 'XX' }));
    expect(errors).toMatchObject({
      address_1: 'Please enter an address', city: 'Please enter city', state: 'Please enter an county', country: 'Please enter country',
      zip: 'Please enter postcode / zip code', jobtitle: 'Please enter your last job title', job_levels: M.editLevelsMax,
    });
  });
});

describe('helpers', () => {
  it('puts English, Welsh, French, German and Spanish first, the rest in their order', () => {
    const names = ['Arabic', 'Spanish', 'English', 'Polish', 'Welsh', 'German', 'French'].map((name) => ({ name }));
    expect(preferredLanguagesFirst(names).map((l) => l.name)).toEqual(['English', 'Welsh', 'French', 'German', 'Spanish', 'Arabic', 'Polish']);
  });

  it('needs a bio and a photo for the basics', () => {
    expect(hasFreelancerBasics({ bio: 'x', avatar: photo })).toBe(true);
    expect(hasFreelancerBasics({ bio: ' ', avatar: photo })).toBe(false);
    expect(hasFreelancerBasics({ bio: 'x', avatar: null })).toBe(false);
  });
});
