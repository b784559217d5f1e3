import { describe, expect, it } from 'vitest';
import { byDiscipline } from './discipline-groups';

const industries = [
  { id: '1', name: 'Design' },
  { id: '2', name: 'Architecture' },
];
const skills = [
  { id: '10', name: 'Branding', industry_id: '1' },
  { id: '11', name: 'Packaging', industry_id: '1' },
  { id: '20', name: 'Revit', industry_id: '2' },
  { id: '21', name: 'Branding', industry_id: '2' },
];

describe('byDiscipline', () => {
  it('groups the options by discipline, in the disciplines order, and keeps to those chosen', () => {
    expect(byDiscipline(skills, industries, [])).toEqual([
      { group: 'Design', items: [{ value: '10', label: 'Branding' }, { value: '11', label: 'Packaging' }] },
      { group: 'Architecture', items: [{ value: '20', label: 'Revit' }, { value: '21', label: 'Branding' }] },
    ]);
    expect(byDiscipline(skills, industries, ['2']).map((g) => g.group)).toEqual(['Architecture']);
    expect(byDiscipline(skills, industries).map((g) => g.group)).toEqual(['Design', 'Architecture']);
    expect(byDiscipline(undefined, industries, [])).toEqual([]);
  });
});
