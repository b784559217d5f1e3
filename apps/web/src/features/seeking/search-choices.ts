import { LOCATION_TYPE_LABELS, SEARCH_JOB_LOCATIONS, type SearchIdFilter, type SearchKeyFilter } from '@mp/domain';
import { useMemo } from 'react';
import { byDiscipline, type ChoiceGroup, type ChoiceOption, type DisciplineEntry } from '../../lib/discipline-groups';
import { useJobChoices, useServices } from '../reference';
import { useDisciplineLists } from './search-hooks';

export type FilterName = SearchIdFilter | SearchKeyFilter;

/** A select's options, grouped by discipline where names repeat across disciplines. */
export type FilterOptions = ChoiceOption[] | ChoiceGroup[];

export interface FilterChoice {
  name: FilterName;
  label: string;
  data: FilterOptions;
  loading: boolean;
}

const options = (list: readonly { id: string; name: string }[] | undefined): ChoiceOption[] => (list ?? []).map((o) => ({ value: o.id, label: o.name }));
const keyed = (list: readonly { key: string; name: string }[] | undefined): ChoiceOption[] => (list ?? []).map((o) => ({ value: o.key, label: o.name }));

/** The ids among `ids` that belong to the chosen disciplines (all of them when none is chosen). */
export function keepWithinDisciplines(ids: readonly string[], list: readonly DisciplineEntry[] | undefined, chosen: readonly string[]): string[] {
  if (chosen.length === 0 || !list) return [...ids];
  const allowed = new Set(list.filter((e) => chosen.includes(e.industry_id)).map((e) => e.id));
  return ids.filter((id) => allowed.has(id));
}

/** The freelancer's filters (F-R1), their options from the reference lists; the discipline-based ones follow the disciplines chosen. */
export function useFreelancerFilterChoices(chosenIndustries: readonly string[]): FilterChoice[] {
  const choices = useJobChoices();
  const lists = useDisciplineLists();
  return useMemo(() => {
    const industries = choices.data?.industries ?? [];
    const loading = choices.isPending;
    const perDiscipline = loading || lists.isPending;
    const skills = lists.data?.skills ?? [];
    return [
      { name: 'industry', label: 'Professional Discipline', data: options(industries), loading },
      { name: 'skill', label: 'Skills', data: byDiscipline(skills.filter((s) => !s.software), industries, chosenIndustries), loading: perDiscipline },
      { name: 'softwareSkill', label: 'Software Skills', data: byDiscipline(skills.filter((s) => s.software), industries, chosenIndustries), loading: perDiscipline },
      { name: 'genre', label: 'Category Experience', data: byDiscipline(lists.data?.genres, industries, chosenIndustries), loading: perDiscipline },
      { name: 'qualification', label: 'Qualifications', data: byDiscipline(lists.data?.qualifications, industries, chosenIndustries), loading: perDiscipline },
      { name: 'jobLevel', label: 'Experience Level', data: options(choices.data?.allJoblevels), loading },
      { name: 'jobType', label: 'Type of Role', data: keyed(choices.data?.allJobtypes), loading },
      { name: 'workingHour', label: 'Working Hours', data: keyed(choices.data?.workingHours), loading },
      { name: 'jobLocation', label: 'Work Location', data: SEARCH_JOB_LOCATIONS.map((l) => ({ value: l, label: LOCATION_TYPE_LABELS[l] })), loading: false },
    ];
  }, [choices.data, choices.isPending, lists.data, lists.isPending, chosenIndustries]);
}

/**
 * The agency's filters (G-F5): category experience and services. Projects carry no skills (document 2's project
 * form), so the spec's skill and software skill filters could only ever empty the list: left out.
 */
export function useAgencyFilterChoices(): FilterChoice[] {
  const choices = useJobChoices();
  const lists = useDisciplineLists();
  const services = useServices();
  return useMemo(() => {
    const industries = choices.data?.industries ?? [];
    return [
      { name: 'genre', label: 'Category Experience', data: byDiscipline(lists.data?.genres, industries, []), loading: choices.isPending || lists.isPending },
      { name: 'service', label: 'Services', data: options(services.data), loading: services.isPending },
    ];
  }, [choices.data, choices.isPending, lists.data, lists.isPending, services.data, services.isPending]);
}
