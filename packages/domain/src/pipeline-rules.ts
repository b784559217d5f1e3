import { z } from './zod.js';
import { APPLICATION_STATUSES, NOTE_MAX, PIPELINE_MSG, STATUS_CHANGE_MAX } from './pipeline.js';

// The pipeline's rules, apart from the statuses, labels and texts (pipeline.ts) the dashboard imports: zod loads with the forms.
export const applicationStatusRule = z.enum(APPLICATION_STATUSES, { error: PIPELINE_MSG.status });

/** setApplicationStatus: the applications (ids as strings, deduplicated by the server) and the status. */
export const setApplicationStatusSchema = z.object({
  ids: z.array(z.union([z.string(), z.number()])).min(1, PIPELINE_MSG.ids).max(STATUS_CHANGE_MAX, PIPELINE_MSG.ids),
  status: applicationStatusRule,
});

/** A team's note on an applicant: 1 to 2,000 characters once trimmed (the database checks the same). */
export const applicationNoteSchema = z.object({
  body: z
    .string({ error: PIPELINE_MSG.noteEmpty })
    .trim()
    .min(1, PIPELINE_MSG.noteEmpty)
    .max(NOTE_MAX, PIPELINE_MSG.noteTooLong),
});
