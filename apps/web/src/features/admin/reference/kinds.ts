import { REFERENCE_FIELDS, REFERENCE_KINDS, type ReferenceField, type ReferenceKind } from '@mp/domain';

/** What the console calls each list (the spec's industries are our professional disciplines). */
export const KIND_LABEL: Record<ReferenceKind, string> = {
  INDUSTRY: 'Disciplines',
  GENRE: 'Category experience',
  SKILL: 'Skills',
  QUALIFICATION: 'Qualifications',
  POSITION: 'Positions',
  SERVICE: 'Services',
  JOB_LEVEL: 'Job levels',
  JOB_TYPE: 'Job types',
  WORKING_HOUR: 'Working hours',
  LANGUAGE: 'Languages',
};

export const KIND_OPTIONS = REFERENCE_KINDS.map((value) => ({ value, label: KIND_LABEL[value] }));

export function hasField(kind: ReferenceKind, field: ReferenceField): boolean {
  return REFERENCE_FIELDS[kind].includes(field);
}

/** Lists kept per discipline: the console picks a discipline first. */
export function isPerDiscipline(kind: ReferenceKind): boolean {
  return hasField(kind, 'industry_id');
}

export function isReferenceKind(value: string | null): value is ReferenceKind {
  return (REFERENCE_KINDS as readonly string[]).includes(value ?? '');
}

/** Moves the entry at `from` one place up (-1) or down (+1); the ids in their new order. */
export function moved(ids: readonly string[], from: number, step: -1 | 1): string[] {
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
