import { z } from './zod.js';

/**
 * Screening questions: a post asks up to 10, each of four kinds, and each may be a must-have. The employer's form
 * (setScreeningQuestions) and the apply step (applyToOpportunity's answers) check with these rules, in the browser
 * and on the server.
 */

export const SCREENING_KINDS = ['YES_NO', 'NUMBER', 'CHOICE', 'TEXT'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];

export const SCREENING_KIND_LABELS: Record<ScreeningKind, string> = {
  YES_NO: 'Yes or no',
  NUMBER: 'Number',
  CHOICE: 'One of a list',
  TEXT: 'Short text',
};

/** A yes/no question's answers as sent and stored. */
export const YES_NO_ANSWERS = ['YES', 'NO'] as const;
export type YesNoAnswer = (typeof YES_NO_ANSWERS)[number];
export const YES_NO_LABELS: Record<YesNoAnswer, string> = { YES: 'Yes', NO: 'No' };

export const SCREENING_QUESTIONS_MAX = 10;
export const SCREENING_TEXT_MAX = 200;
export const SCREENING_OPTIONS_MIN = 2;
export const SCREENING_OPTIONS_MAX = 10;
export const SCREENING_OPTION_MAX = 100;
export const SCREENING_ANSWER_MAX = 500;
/** A number answer (and a minimum): 0 to this, with at most 2 decimal places (years of experience: 2.5). */
export const SCREENING_NUMBER_MAX = 1_000_000;
/** An application that misses a must-have is moved to Not selected this long after it was sent, when the post says so. */
export const AUTO_DECLINE_HOURS = 24;

export const SCREENING_MSG = {
  tooMany: `Add at most ${SCREENING_QUESTIONS_MAX} questions.`,
  kind: 'Choose a kind of question from the list.',
  text: 'Write the question.',
  textTooLong: `Question must be ${SCREENING_TEXT_MAX} characters or fewer`,
  requiredAnswer: 'Choose the answer a must-have needs: Yes or No.',
  minimum: 'Enter the minimum a must-have needs: a number of 0 or more.',
  options: `Give between ${SCREENING_OPTIONS_MIN} and ${SCREENING_OPTIONS_MAX} options.`,
  option: 'Write the option, or remove it.',
  optionTooLong: `Option must be ${SCREENING_OPTION_MAX} characters or fewer`,
  optionRepeated: 'Each option must be different.',
  acceptedNotOption: 'An acceptable answer must be one of the options.',
  accepted: 'Mark at least one option as acceptable for a must-have.',
  autoDecline: 'Make at least one question a must-have to decline automatically.',
  // The apply step.
  answer: 'Answer this question.',
  yesNo: 'Choose Yes or No.',
  number: 'Enter a number of 0 or more.',
  numberRange: `Enter a number up to ${SCREENING_NUMBER_MAX.toLocaleString('en-GB')}, with at most 2 decimal places.`,
  choice: 'Choose one of the options.',
  answerTooLong: `Answer must be ${SCREENING_ANSWER_MAX} characters or fewer`,
  notOnPost: 'This question is not on this post.',
  answeredTwice: 'Answer each question once.',
  changed: "The employer has changed this post's questions. Please answer them again.",
  /** What the apply step says beside a must-have, and of the post's auto-decline. */
  mustHave: 'Must-have',
  autoDeclineNotice: `Applications that miss a must-have are declined ${AUTO_DECLINE_HOURS} hours after they are sent.`,
} as const;
const M = SCREENING_MSG;

const DECIMAL_RE = /^\d+(\.\d+)?$/;
const NUMBER_RE = /^\d{1,7}(\.\d{1,2})?$/;

/** What is wrong with a number as typed (a number answer), or null when it is one we take. */
export function screeningNumberIssue(typed: string): string | null {
  const v = typed.trim();
  if (!DECIMAL_RE.test(v)) return M.number;
  if (!NUMBER_RE.test(v) || Number(v) > SCREENING_NUMBER_MAX) return M.numberRange;
  return null;
}

/** A minimum as the form sends it (a number input's number). */
const minimumRule = z
  .number({ error: M.minimum })
  .nullish()
  .transform((v) => v ?? null)
  .refine((v) => v === null || v >= 0, M.minimum)
  .refine((v) => v === null || (v <= SCREENING_NUMBER_MAX && Number(v.toFixed(2)) === v), M.numberRange);

/** One question of the employer's form. Fields that belong to another kind are dropped (the form may keep them). */
export const screeningQuestionRule = z
  .object({
    kind: z.enum(SCREENING_KINDS, { error: M.kind }),
    text: z.string({ error: M.text }).trim().min(1, M.text).max(SCREENING_TEXT_MAX, M.textTooLong),
    must_have: z.boolean().nullish().transform((v) => v ?? false),
    /** Yes/no: the answer that meets it (required for a must-have; optional otherwise, for the team's reading). */
    required_answer: z.enum(YES_NO_ANSWERS, { error: M.requiredAnswer }).nullish().transform((v) => v ?? null),
    /** Number: the least answer that meets it (required for a must-have). */
    minimum: minimumRule,
    /** One of a list: the options, in order. */
    options: z.array(z.string().trim().min(1, M.option).max(SCREENING_OPTION_MAX, M.optionTooLong)).nullish().transform((v) => v ?? []),
    /** One of a list: the options that meet it (at least one for a must-have). */
    accepted_options: z.array(z.string().trim()).nullish().transform((v) => v ?? []),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (q.kind === 'YES_NO' && q.must_have && q.required_answer === null) issue('required_answer', M.requiredAnswer);
    if (q.kind === 'NUMBER' && q.must_have && q.minimum === null) issue('minimum', M.minimum);
    if (q.kind !== 'CHOICE') return;
    if (q.options.length < SCREENING_OPTIONS_MIN || q.options.length > SCREENING_OPTIONS_MAX) issue('options', M.options);
    const seen = new Set<string>();
    q.options.forEach((o, i) => {
      if (seen.has(o.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['options', i], message: M.optionRepeated });
      seen.add(o.toLowerCase());
    });
    if (q.accepted_options.some((a) => !q.options.includes(a))) issue('accepted_options', M.acceptedNotOption);
    else if (q.must_have && q.accepted_options.length === 0) issue('accepted_options', M.accepted);
  })
  .transform((q) => ({
    kind: q.kind,
    text: q.text,
    must_have: q.must_have,
    required_answer: q.kind === 'YES_NO' ? q.required_answer : null,
    minimum: q.kind === 'NUMBER' ? q.minimum : null,
    options: q.kind === 'CHOICE' ? q.options : [],
    // In the options' order, each once: two sets that accept the same options are the same.
    accepted_options: q.kind === 'CHOICE' ? q.options.filter((o) => q.accepted_options.includes(o)) : [],
  }));
export type ScreeningQuestionValues = z.output<typeof screeningQuestionRule>;

/** setScreeningQuestions: the post's whole set (an empty list removes them) and its auto-decline switch. */
export const setScreeningSchema = z
  .object({
    questions: z.array(screeningQuestionRule).max(SCREENING_QUESTIONS_MAX, M.tooMany),
    autoDecline: z.boolean().nullish().transform((v) => v ?? false),
  })
  .superRefine((v, ctx) => {
    if (v.autoDecline && !v.questions.some((q) => q.must_have)) ctx.addIssue({ code: 'custom', path: ['autoDecline'], message: M.autoDecline });
  });
export type ScreeningValues = z.output<typeof setScreeningSchema>;

/** What an applicant is shown of a question, and all the apply step's rule needs. */
export interface AskedQuestion {
  kind: ScreeningKind;
  must_have: boolean;
  options: readonly string[];
}

/**
 * The rule of one answer as typed (a string, or nothing): yes/no YES or NO; a number 0 or more; one of the options;
 * text up to 500 characters, which may be left empty unless the question is a must-have. Gives the value as stored.
 */
export function screeningAnswerRule(q: AskedQuestion) {
  return z
    .string({ error: M.answer })
    .nullish()
    .transform((raw, ctx) => {
      const v = raw?.trim() ?? '';
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (v === '') return q.kind === 'TEXT' && !q.must_have ? null : fail(M.answer);
      switch (q.kind) {
        case 'YES_NO':
          return (YES_NO_ANSWERS as readonly string[]).includes(v) ? v : fail(M.yesNo);
        case 'NUMBER': {
          const issue = screeningNumberIssue(v);
          return issue ? fail(issue) : String(Number(v));
        }
        case 'CHOICE':
          return q.options.includes(v) ? v : fail(M.choice);
        case 'TEXT':
          return v.length > SCREENING_ANSWER_MAX ? fail(M.answerTooLong) : v;
      }
    });
}

/** An answer as the apply step sends it. */
export const screeningAnswerInputRule = z.object({
  questionId: z.union([z.string(), z.number()], { error: M.notOnPost }),
  value: z.string().nullish(),
});
export const screeningAnswersRule = z
  .array(screeningAnswerInputRule)
  .max(SCREENING_QUESTIONS_MAX, M.notOnPost)
  .nullish()
  .transform((v) => v ?? []);

/** What a question asks for (the team's side: never shown to the applicant). */
export type QuestionCriteria = Pick<ScreeningQuestionValues, 'kind' | 'must_have' | 'required_answer' | 'minimum' | 'accepted_options'>;

/**
 * Whether an answer (as stored by screeningAnswerRule) meets what the question asks for; null when it asks for
 * nothing in particular (no answer set, a text question that is not a must-have).
 */
export function answerMeets(q: QuestionCriteria, value: string | null): boolean | null {
  switch (q.kind) {
    case 'YES_NO':
      return q.required_answer === null ? null : value === q.required_answer;
    case 'NUMBER':
      return q.minimum === null ? null : value !== null && Number(value) >= q.minimum;
    case 'CHOICE':
      return q.accepted_options.length === 0 ? null : value !== null && q.accepted_options.includes(value);
    case 'TEXT':
      return q.must_have ? value !== null : null;
  }
}
