// The zod rules of a search (decision 0039), apart from search.ts so that a page needing only the constants
// does not load zod with them (decision 0056).
import { z } from './zod.js';
import {
  cutSearchWords, SEARCH_IDS_MAX, SEARCH_JOB_LOCATIONS, SEARCH_JOB_TYPES, SEARCH_WORKING_HOURS,
} from './search.js';

export const SEARCH_MSG = {
  id: 'Each filter takes ids (whole numbers).',
  tooMany: `Choose at most ${SEARCH_IDS_MAX} in one filter.`,
  jobType: `The role type must be one of ${SEARCH_JOB_TYPES.join(', ')}.`,
  workingHour: `The working hours must be one of ${SEARCH_WORKING_HOURS.join(', ')}.`,
  jobLocation: `The location must be one of ${SEARCH_JOB_LOCATIONS.join(', ')}.`,
} as const;

const idList = z
  .array(z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^[1-9][0-9]{0,9}$/, SEARCH_MSG.id)).transform(Number).pipe(z.number().max(2_147_483_647, SEARCH_MSG.id)))
  .max(SEARCH_IDS_MAX, SEARCH_MSG.tooMany)
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])]);

const keyList = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }))
    .max(values.length * 4, message)
    .nullish()
    .transform((keys) => [...new Set(keys ?? [])]);

/**
 * OpportunitySearchInput: words are trimmed and cut to SEARCH_WORDS_MAX (never refused: anything typed is a
 * search); ids must be whole numbers, at most SEARCH_IDS_MAX a list; keys must be known values. Lists are
 * de-duplicated; a missing list is empty.
 */
export const searchInputSchema = z.object({
  search: z
    .string()
    .nullish()
    .transform((v) => cutSearchWords(v ?? '')),
  industry: idList,
  skill: idList,
  softwareSkill: idList,
  genre: idList,
  qualification: idList,
  service: idList,
  jobLevel: idList,
  jobType: keyList(SEARCH_JOB_TYPES, SEARCH_MSG.jobType),
  workingHour: keyList(SEARCH_WORKING_HOURS, SEARCH_MSG.workingHour),
  jobLocation: keyList(SEARCH_JOB_LOCATIONS, SEARCH_MSG.jobLocation),
});
export type SearchInput = z.output<typeof searchInputSchema>;
