import { MultiSelect, SimpleGrid } from '@mantine/core';
import type { SearchFilters as Filters } from '@mp/domain';
import { keepWithinDisciplines, useAgencyFilterChoices, useFreelancerFilterChoices, type FilterChoice, type FilterName } from './search-choices';
import { useDisciplineLists } from './search-hooks';

interface SearchFiltersProps {
  choices: FilterChoice[];
  filters: Filters;
  onChange: (name: FilterName, values: string[]) => void;
}

/** The filters of a search, each a multi-select whose choices go into the URL as soon as they change. */
function SearchFilters({ choices, filters, onChange }: SearchFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
      {choices.map((choice) => (
        <MultiSelect
          key={choice.name}
          label={choice.label}
          placeholder={choice.loading ? 'Loading…' : (filters[choice.name]?.length ?? 0) > 0 ? undefined : 'Any'}
          data={choice.data}
          value={filters[choice.name] ?? []}
          onChange={(values) => onChange(choice.name, values)}
          disabled={choice.loading}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage="Nothing found"
          comboboxProps={{ shadow: 'md' }}
          data-testid={`filter-${choice.name}`}
        />
      ))}
    </SimpleGrid>
  );
}

const PER_DISCIPLINE: FilterName[] = ['skill', 'softwareSkill', 'genre', 'qualification'];

/** The freelancer's filter choices; choosing disciplines narrows the lists that depend on them. */
function useFreelancerFilters(filters: Filters) {
  const choices = useFreelancerFilterChoices(filters.industry ?? []);
  const lists = useDisciplineLists();
  const narrow = (next: Filters): Filters => {
    if (!lists.data) return next;
    const chosen = next.industry ?? [];
    const all = { skill: lists.data.skills, softwareSkill: lists.data.skills, genre: lists.data.genres, qualification: lists.data.qualifications };
    const narrowed = { ...next };
    for (const name of PER_DISCIPLINE) {
      const list = all[name as keyof typeof all];
      if (narrowed[name]) narrowed[name] = keepWithinDisciplines(narrowed[name], list, chosen);
    }
    return narrowed;
  };
  return { choices, narrow };
}

/** The freelancer's filters (F-R1). */
export function FreelancerFilters(props: { filters: Filters; onChange: (next: Filters) => void }) {
  const { choices, narrow } = useFreelancerFilters(props.filters);
  return <FilterPanel choices={choices} {...props} narrow={narrow} />;
}

/** The agency's filters (G-F5). */
export function AgencyFilters(props: { filters: Filters; onChange: (next: Filters) => void }) {
  return <FilterPanel choices={useAgencyFilterChoices()} {...props} />;
}

function FilterPanel({ choices, filters, onChange, narrow }: { choices: FilterChoice[]; filters: Filters; onChange: (next: Filters) => void; narrow?: (f: Filters) => Filters }) {
  const change = (name: FilterName, values: string[]) => {
    const next = { ...filters, [name]: values };
    onChange(name === 'industry' && narrow ? narrow(next) : next);
  };
  return <SearchFilters choices={choices} filters={filters} onChange={change} />;
}
