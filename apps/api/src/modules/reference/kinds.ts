import type { ReferenceKind } from '@mp/domain';
import {
  genres, industries, jobLevels, jobTypes, languages, positions, qualifications, services, skills, workingHours,
} from '../../db/schema/index.js';

/** The table behind each reference list. */
export const KIND_TABLES = {
  INDUSTRY: industries,
  GENRE: genres,
  SKILL: skills,
  QUALIFICATION: qualifications,
  POSITION: positions,
  SERVICE: services,
  JOB_LEVEL: jobLevels,
  JOB_TYPE: jobTypes,
  WORKING_HOUR: workingHours,
  LANGUAGE: languages,
} as const satisfies Record<ReferenceKind, unknown>;

export type ReferenceTable = (typeof KIND_TABLES)[ReferenceKind];

/** One entry of any list, as the console reads it (contract type ReferenceEntry). */
export interface ReferenceEntry {
  kind: ReferenceKind;
  id: number;
  name: string;
  sort_order: number;
  hidden: boolean;
  industry_id: number | null;
  software: boolean | null;
  job_level_id: number | null;
  key: string | null;
  description: string | null;
  code: string | null;
}

export function toEntry(kind: ReferenceKind, row: object): ReferenceEntry {
  const r = row as Partial<ReferenceEntry> & Pick<ReferenceEntry, 'id' | 'name' | 'sort_order' | 'hidden'>;
  return {
    kind,
    id: r.id,
    name: r.name,
    sort_order: r.sort_order,
    hidden: r.hidden,
    industry_id: r.industry_id ?? null,
    software: r.software ?? null,
    job_level_id: r.job_level_id ?? null,
    key: r.key ?? null,
    description: r.description ?? null,
    code: r.code ?? null,
  };
}

/** Audit target type of a kind: 'industry', 'job_level', … */
export const targetType = (kind: ReferenceKind) => kind.toLowerCase();
