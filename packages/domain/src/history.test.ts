import { describe, expect, it } from 'vitest';
import { educationSchema, experienceSchema, fieldErrors, HISTORY_MSG, yearsBetween } from './index.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('experienceSchema', () => {
  it('requires title, employer, description and the start, with the modal message', () => {
    expect(errorsOf(experienceSchema.safeParse({ title: ' ', company: '', description: '', from: '' }))).toEqual({
      title: HISTORY_MSG.required,
      company: HISTORY_MSG.required,
      description: HISTORY_MSG.required,
      from: HISTORY_MSG.required,
    });
  });

  it('reads an empty or missing end as Present, and trims the texts', () => {
    const parsed = experienceSchema.parse({ title: ' Editor ', company: 'BBC', description: 'News', from: '2020-03', to: '' });
    expect(parsed).toEqual({ title: 'Editor', company: 'BBC', description: 'News', from: '2020-03', to: null });
    expect(experienceSchema.parse({ title: 'a', company: 'b', description: 'c', from: '2020-03' }).to).toBeNull();
  });

  it('refuses an end before the start, and a month that is not one', () => {
    const base = { title: 'a', company: 'b', description: 'c' };
    expect(errorsOf(experienceSchema.safeParse({ ...base, from: '2020-03', to: '2020-02' }))).toEqual({ to: HISTORY_MSG.endBeforeStart });
    expect(experienceSchema.safeParse({ ...base, from: '2020-03', to: '2020-03' }).success).toBe(true);
    expect(errorsOf(experienceSchema.safeParse({ ...base, from: '2020-13' }))).toEqual({ from: HISTORY_MSG.month });
    expect(errorsOf(experienceSchema.safeParse({ ...base, from: '1899-12' }))).toEqual({ from: HISTORY_MSG.month });
  });

  it("holds the table's lengths", () => {
    const long = { title: 't'.repeat(256), company: 'c'.repeat(256), description: 'd'.repeat(5001), from: '2020-01' };
    expect(errorsOf(experienceSchema.safeParse(long))).toEqual({
      title: HISTORY_MSG.tooLong255,
      company: HISTORY_MSG.tooLong255,
      description: HISTORY_MSG.tooLong5000,
    });
    const max = { title: 't'.repeat(255), company: 'c'.repeat(255), description: 'd'.repeat(5000), from: '2020-01' };
    expect(experienceSchema.safeParse(max).success).toBe(true);
  });
});

describe('educationSchema', () => {
  it('requires qualification and description; the school is optional (E-Q13)', () => {
    expect(errorsOf(educationSchema.safeParse({ qualification: '', description: ' ', from: '2010-09' }))).toEqual({
      qualification: HISTORY_MSG.required,
      description: HISTORY_MSG.required,
    });
    const parsed = educationSchema.parse({ school_name: ' ', qualification: 'BA', description: 'Design', from: '2010-09', to: '2013-06' });
    expect(parsed.school_name).toBeNull();
  });
});

describe('yearsBetween (E-Q14)', () => {
  const today = new Date(Date.UTC(2026, 10, 23));
  it('counts whole years, both months included', () => {
    expect(yearsBetween('2020-01', '2020-12', today)).toBe(1);
    expect(yearsBetween('2020-01', '2020-11', today)).toBe(0);
    expect(yearsBetween('2018-06', '2021-05', today)).toBe(3);
  });
  it('counts Present to the current month', () => {
    expect(yearsBetween('2024-12', null, today)).toBe(2);
    expect(yearsBetween('2024-11', null, today)).toBe(2);
    expect(yearsBetween('2025-01', null, today)).toBe(1);
  });
});
