import { OPPORTUNITY_MSG as M, opportunityFormSchema } from '@mp/domain';
import { describe, expect, it } from 'vitest';
import type { OpportunityRecord } from './documents';
import { jobValuesOf, newJobValues, newProjectValues, toInput } from './form-values';

const record = {
  id: '7', target: 'JOB', is_active: true, title: 'Designer', job_number: '2026-11-01', industries: [{ id: '2' }], genres: [{ id: '5' }],
  location: 'Leeds, England, United Kingdom', location_place_id: null, location_country: null, location_lat: null, location_lng: null, location_type: 'REMOTE',
  description: '<p>Design</p>', type: 'FREELANCE', sub_type: 'FULLTIME', duration: 3, is_ir35: 1, level: { id: '4' }, position: { id: '9' },
  skills: [{ id: '1', software: false, must_have: true }, { id: '2', software: false, must_have: false }, { id: '3', software: true, must_have: true }],
  qualifications: [{ id: '8', must_have: false }], services: [], is_compensation_displayed: true, compensation_currency: 'GBP',
  compensation_unit: 'DAY', minimumBudget: 400, maximumBudget: 500, follow_up: 'Thanks', application_link: null, deleted_at: null,
} as unknown as OpportunityRecord;

describe('posting form values', () => {
  it('an empty job form gives each required field its message from the shared rules', () => {
    const result = opportunityFormSchema('JOB', 'create').safeParse(newJobValues('', null));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      title: M.title, genres: M.genres, location_type: M.locationType, description: M.description, type: M.roleType,
      sub_type: M.workingHours, level: M.level, position: M.position, skills: M.skills, minimumBudget: M.minimumBudget,
      maximumBudget: M.maximumBudget, follow_up: M.followUp, industries: M.discipline,
    });
  });

  it('an empty project form asks for title, genres, description, services, budgets', () => {
    const result = opportunityFormSchema('PROJECT', 'create').safeParse(newProjectValues('Thanks', null));
    const fields = (result.error?.issues ?? []).map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['title', 'genres', 'description', 'services', 'minimumBudget', 'maximumBudget']));
  });

  it('prefills an edit from the record: skills split from software skills, must-haves, the location type', () => {
    const v = jobValuesOf(record);
    expect(v).toMatchObject({
      industries: ['2'], skills: ['1', '2'], skill_must_haves: ['1'], software_skills: ['3'], software_must_haves: ['3'],
      qualifications: ['8'], qualification_must_haves: [], location_type: 'REMOTE', level: '4', position: '9', is_ir35: 1,
    });
    expect(v.location_place?.label).toBe('Leeds, England, United Kingdom');
  });

  it('sends a stored text-only location back as text, and is_active only when it changed', () => {
    const parsed = opportunityFormSchema('JOB', 'edit').parse(jobValuesOf(record));
    const input = toInput('JOB', parsed, true);
    expect(input).toMatchObject({ target: 'JOB', location_place: null, location: 'Leeds, England, United Kingdom' });
    expect('is_active' in input).toBe(false);
    expect(toInput('JOB', { ...parsed, is_active: false }, true).is_active).toBe(false);
  });

  it('sends a searched place back with its coordinates, so an edit keeps them', () => {
    const placed = { ...record, location_place_id: 'gn:2644688', location_country: 'GB', location_lat: 53.79, location_lng: -1.55 } as OpportunityRecord;
    const input = toInput('JOB', opportunityFormSchema('JOB', 'edit').parse(jobValuesOf(placed)), true);
    expect(input.location_place).toMatchObject({ id: 'gn:2644688', countryCode: 'GB', lat: 53.79, lng: -1.55 });
  });

  it('sends a chosen place with its label as the location', () => {
    const place = { id: 'gn:1', label: 'York, England, United Kingdom', countryCode: 'GB', lat: 1, lng: 2 };
    const parsed = opportunityFormSchema('PROJECT', 'create').parse({
      ...newProjectValues('Thanks', null), title: 'Site', genres: ['5'], description: '<p>Build</p>', services: ['3'],
      minimumBudget: 400, maximumBudget: 500, location_place: place,
    });
    expect(toInput('PROJECT', parsed)).toMatchObject({ location_place: place, location: place.label });
  });
});
