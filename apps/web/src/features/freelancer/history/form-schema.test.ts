import { educationSchema, experienceSchema, HISTORY_MSG } from '@mp/domain';
import { describe, expect, it } from 'vitest';
import { formatMonth, formatPeriod, formatYears } from './format';
import { modalSchema } from './form-schema';

describe('modalSchema', () => {
  const experience = modalSchema(experienceSchema);
  it('reads Present as no end, and requires the end otherwise', () => {
    const base = { title: 'a', company: 'b', description: 'c', from: '2020-01' };
    expect(experience.parse({ ...base, to: '2021-01', present: true })).toMatchObject({ to: null });
    const res = experience.safeParse({ ...base, to: '', present: false });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', HISTORY_MSG.required]]);
  });
  it("forwards the shared rules' messages to their fields", () => {
    const res = modalSchema(educationSchema).safeParse({ qualification: '', description: '', school_name: '', from: '2020-01', to: '2019-01', present: false });
    expect(res.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['description', 'qualification', 'to']);
  });
});

describe('format', () => {
  it('shows months as the pickers do', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatPeriod('2020-01', null)).toBe('Jan 2020 – Present');
    expect(formatYears(0)).toBe('Less than a year');
    expect(formatYears(1)).toBe('1 year');
  });
});
