import { describe, expect, it } from 'vitest';
import { keepWithinDisciplines } from './search-choices';

const skills = [
  { id: '10', name: 'Branding', industry_id: '1' },
  { id: '11', name: 'Packaging', industry_id: '1' },
  { id: '20', name: 'Revit', industry_id: '2' },
  { id: '21', name: 'Branding', industry_id: '2' },
];

describe('the filters of the disciplines', () => {
  it('drops the choices of disciplines no longer chosen; with none chosen every choice stays', () => {
    expect(keepWithinDisciplines(['10', '20', '21'], skills, ['2'])).toEqual(['20', '21']);
    expect(keepWithinDisciplines(['10', '20'], skills, [])).toEqual(['10', '20']);
    expect(keepWithinDisciplines(['10'], undefined, ['2'])).toEqual(['10']);
  });
});
