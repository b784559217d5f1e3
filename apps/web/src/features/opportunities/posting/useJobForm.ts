import { opportunityFormSchema } from '@mp/domain';
import { useSchemaForm } from '../../../lib/forms';
import type { JobValues } from './form-values';

/** The job form (create or edit) with the shared rules of its mode. */
export function useJobForm(mode: 'create' | 'edit', initial: JobValues) {
  return useSchemaForm(opportunityFormSchema('JOB', mode), initial);
}
export type JobFormApi = ReturnType<typeof useJobForm>;

/** The lists a discipline decides, emptied when it changes (B-X6), with the position (of the discipline and level). */
const DISCIPLINE_LISTS = [
  'genres', 'skills', 'skill_must_haves', 'software_skills', 'software_must_haves', 'qualifications', 'qualification_must_haves',
] as const;

/** A new discipline: clears its lists and the position; their options load for the new one. */
export function changeDiscipline(form: JobFormApi, id: string | null) {
  form.setValues({
    industries: id ? [id] : [],
    position: '',
    ...Object.fromEntries(DISCIPLINE_LISTS.map((field) => [field, []])),
  });
  form.clearFieldError('industries');
}

/** A new experience level: positions reload and the position is reset (B-X6). */
export function changeLevel(form: JobFormApi, id: string | null) {
  form.setValues({ level: id ?? '', position: '' });
  form.clearFieldError('level');
}
