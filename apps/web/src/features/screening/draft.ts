import {
  fieldErrors, SCREENING_OPTIONS_MAX, SCREENING_OPTIONS_MIN, SCREENING_QUESTIONS_MAX, setScreeningSchema, type ScreeningKind,
  type ScreeningValues, type YesNoAnswer,
} from '@mp/domain';
import type { PostScreening } from './documents';

/**
 * The posting form's screening questions as the employer edits them. An option carries its own "acceptable" mark, so
 * renaming an option keeps it; a question keeps the fields of the other kinds while its kind changes (the shared rule
 * drops them). The form sends what the rule gives back: setScreeningQuestions' input.
 */

export interface OptionDraft {
  key: number;
  text: string;
  accepted: boolean;
}

export interface QuestionDraft {
  key: number;
  kind: ScreeningKind;
  text: string;
  must_have: boolean;
  required_answer: YesNoAnswer | null;
  /** As a number field holds it: '' while empty. */
  minimum: number | string;
  options: OptionDraft[];
}

export interface ScreeningDraft {
  questions: QuestionDraft[];
  autoDecline: boolean;
}

/** Field messages by path: `questions.<i>.<field>`, `questions.<i>.options.<j>`, `questions`, `autoDecline`. */
export type ScreeningErrors = Readonly<Record<string, string>>;

// React keys only: a question or an option keeps its key while others move around it.
let lastKey = 0;
const nextKey = () => ++lastKey;

const option = (text = '', accepted = false): OptionDraft => ({ key: nextKey(), text, accepted });

export function newQuestion(kind: ScreeningKind): QuestionDraft {
  return {
    key: nextKey(), kind, text: '', must_have: false, required_answer: null, minimum: '',
    options: kind === 'CHOICE' ? [option(), option()] : [],
  };
}

/** The draft of a post's questions as stored (none: an empty draft). */
export function draftOf(stored: PostScreening | null | undefined): ScreeningDraft {
  if (!stored) return { questions: [], autoDecline: false };
  return {
    autoDecline: stored.auto_decline,
    questions: stored.questions.map((q) => ({
      key: nextKey(),
      kind: q.kind,
      text: q.text,
      must_have: q.must_have,
      required_answer: q.required_answer === 'YES' || q.required_answer === 'NO' ? q.required_answer : null,
      minimum: q.minimum ?? '',
      options: q.options.map((text) => option(text, q.accepted_options.includes(text))),
    })),
  };
}

/** A draft kept elsewhere (the page's history, across a reload), with keys of this page's so none repeats. */
export const rekeyed = (draft: ScreeningDraft): ScreeningDraft => ({
  ...draft,
  questions: draft.questions.map((q) => ({ ...q, key: nextKey(), options: q.options.map((o) => ({ ...o, key: nextKey() })) })),
});

/** setScreeningQuestions' arguments as the form holds them, before the rule. */
export function inputOf(draft: ScreeningDraft) {
  return {
    autoDecline: draft.autoDecline,
    questions: draft.questions.map((q) => ({
      kind: q.kind,
      text: q.text,
      must_have: q.must_have,
      required_answer: q.required_answer,
      minimum: q.minimum === '' ? null : Number(q.minimum),
      options: q.options.map((o) => o.text),
      accepted_options: q.options.filter((o) => o.accepted && o.text.trim() !== '').map((o) => o.text.trim()),
    })),
  };
}

export type ScreeningCheck = { ok: true; values: ScreeningValues } | { ok: false; errors: ScreeningErrors };

/** The draft checked by the shared rule: the values to send, or each field's message. */
export function checkDraft(draft: ScreeningDraft): ScreeningCheck {
  const parsed = setScreeningSchema.safeParse(inputOf(draft));
  return parsed.success ? { ok: true, values: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** Whether two checked sets say the same (the server keeps its version for the same questions again). */
export const sameScreening = (a: ScreeningValues, b: ScreeningValues) => JSON.stringify(a) === JSON.stringify(b);

// The edits, each giving a new draft.

type Edit = (draft: ScreeningDraft) => ScreeningDraft;

const onQuestion = (i: number, change: (q: QuestionDraft) => QuestionDraft): Edit => (draft) => ({
  ...draft,
  questions: draft.questions.map((q, at) => (at === i ? change(q) : q)),
});

export const edits = {
  add: (kind: ScreeningKind): Edit => (draft) =>
    draft.questions.length >= SCREENING_QUESTIONS_MAX ? draft : { ...draft, questions: [...draft.questions, newQuestion(kind)] },
  remove: (i: number): Edit => (draft) => ({ ...draft, questions: draft.questions.filter((_, at) => at !== i) }),
  /** Moves question i by `by` places (-1 up, 1 down), when there is room. */
  move: (i: number, by: -1 | 1): Edit => (draft) => {
    const to = i + by;
    if (to < 0 || to >= draft.questions.length) return draft;
    const questions = [...draft.questions];
    [questions[i], questions[to]] = [questions[to]!, questions[i]!];
    return { ...draft, questions };
  },
  set: (i: number, patch: Partial<Omit<QuestionDraft, 'key' | 'options'>>): Edit => onQuestion(i, (q) => ({ ...q, ...patch })),
  /** A question becoming one of a list gets two empty options when it has none. */
  kind: (i: number, kind: ScreeningKind): Edit =>
    onQuestion(i, (q) => ({ ...q, kind, options: kind === 'CHOICE' && q.options.length === 0 ? [option(), option()] : q.options })),
  addOption: (i: number): Edit =>
    onQuestion(i, (q) => (q.options.length >= SCREENING_OPTIONS_MAX ? q : { ...q, options: [...q.options, option()] })),
  setOption: (i: number, j: number, patch: Partial<Omit<OptionDraft, 'key'>>): Edit =>
    onQuestion(i, (q) => ({ ...q, options: q.options.map((o, at) => (at === j ? { ...o, ...patch } : o)) })),
  removeOption: (i: number, j: number): Edit =>
    onQuestion(i, (q) => (q.options.length <= SCREENING_OPTIONS_MIN ? q : { ...q, options: q.options.filter((_, at) => at !== j) })),
  autoDecline: (on: boolean): Edit => (draft) => ({ ...draft, autoDecline: on }),
};
