import { z } from './zod.js';
import { REPORT_MSG, REPORT_NOTE_MAX, REPORT_REASONS } from './reports.js';

// The report form's rule, apart from the texts and labels (reports.ts) a public page imports: zod loads with the form.
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MSG.reasonRequired }),
  /** Optional: an empty note is none. */
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, REPORT_MSG.noteTooLong)
    .nullish()
    .transform((note) => (note ? note : null)),
});
export type ReportInput = z.input<typeof reportSchema>;
