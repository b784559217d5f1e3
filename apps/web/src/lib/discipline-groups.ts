/** An option of a select. */
export interface ChoiceOption {
  value: string;
  label: string;
}

/** Options under a heading (Mantine's grouped select data). */
export interface ChoiceGroup {
  group: string;
  items: ChoiceOption[];
}

/** A reference entry that belongs to one discipline: a category experience, a skill, a qualification. */
export interface DisciplineEntry {
  id: string;
  name: string;
  industry_id: string;
}

/**
 * Entries of the chosen disciplines (all when none is chosen) under their discipline's name, in the disciplines'
 * order. A list of several disciplines needs the headings: names repeat across them (Advertising is a category of
 * Design, Photography and Writing & Content).
 */
export function byDiscipline(
  list: readonly DisciplineEntry[] | undefined,
  industries: readonly { id: string; name: string }[],
  chosen: readonly string[] = [],
): ChoiceGroup[] {
  const shown = chosen.length ? industries.filter((i) => chosen.includes(i.id)) : industries;
  return shown
    .map((industry) => ({
      group: industry.name,
      items: (list ?? []).filter((e) => e.industry_id === industry.id).map((e) => ({ value: e.id, label: e.name })),
    }))
    .filter((g) => g.items.length > 0);
}
