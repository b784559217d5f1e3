import { HISTORY_MSG } from '@mp/domain';
import { z } from '@mp/domain';

/** What the modals hold: the shared fields, the months as 'YYYY-MM' ('' for none) and the Present box. */
export interface PeriodValues {
  from: string;
  to: string;
  present: boolean;
}

/**
 * A modal's rules: the shared schema (education or experience) applied to the values with Present as an
 * empty end, plus one rule of the form's own: without Present, the end month is required (decision 0031).
 */
export function modalSchema<Out>(shared: z.ZodType<Out>) {
  return z
    .object({ from: z.string(), to: z.string(), present: z.boolean() })
    .loose()
    .transform((values, ctx) => {
      const { present, ...rest } = values;
      const parsed = shared.safeParse({ ...rest, to: present ? null : values.to });
      if (!present && !values.to.trim()) ctx.addIssue({ code: 'custom', path: ['to'], message: HISTORY_MSG.required });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      return parsed.success ? parsed.data : z.NEVER;
    });
}
