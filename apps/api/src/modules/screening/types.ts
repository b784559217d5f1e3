import { SCREENING_KIND_LABELS, SCREENING_KINDS, screeningAnswerInputRule, screeningQuestionRule, type ScreeningKind } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { zodInputType } from '../../graphql/zod-input.js';
import type { AnswerRecord, QuestionRecord, ScreeningRecord } from './queries.js';

/**
 * The GraphQL types of screening questions. The posting team reads a question whole (what meets it included); a
 * seeker reads what to answer and which questions are must-haves, never what meets them (the minimum, the answer a
 * yes/no needs, the acceptable options), so that an answer says what is true rather than what passes.
 */

const team = { company: true } as const;
const seeker = { $any: { freelancer: true, agency: true } } as const;

export const ScreeningKindEnum = builder.enumType('ScreeningQuestionKind', {
  values: Object.fromEntries(SCREENING_KINDS.map((k) => [k, { description: SCREENING_KIND_LABELS[k] }])) as Record<ScreeningKind, { description: string }>,
  description: 'YES_NO: answered YES or NO; NUMBER: a number of 0 or more; CHOICE: one of its options; TEXT: up to 500 characters.',
});

export const ScreeningQuestionRef = builder.objectRef<QuestionRecord>('ScreeningQuestion').implement({
  authScopes: team,
  description: "A screening question as the posting team set it (a version's question never changes: an answer reads as asked).",
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position', { description: 'Its place in the form, from 0.' }),
    kind: t.field({ type: ScreeningKindEnum, resolve: (q) => q.kind }),
    text: t.exposeString('text'),
    must_have: t.exposeBoolean('must_have'),
    required_answer: t.exposeString('required_answer', { nullable: true, description: 'YES_NO: the answer that meets it, YES or NO.' }),
    minimum: t.exposeFloat('minimum', { nullable: true, description: 'NUMBER: the least answer that meets it.' }),
    options: t.exposeStringList('options', { description: 'CHOICE: the options, in order (empty for the other kinds).' }),
    accepted_options: t.exposeStringList('accepted_options', { description: 'CHOICE: the options that meet it.' }),
  }),
});

export const PostScreeningRef = builder.objectRef<ScreeningRecord>('PostScreening').implement({
  authScopes: team,
  description: "A post's current screening questions and its auto-decline switch, for its team.",
  fields: (t) => ({
    version_id: t.id({ nullable: true, description: 'The current version (null: no questions).', resolve: (s) => s.version_id }),
    questions: t.field({ type: [ScreeningQuestionRef], resolve: (s) => s.questions }),
    auto_decline: t.exposeBoolean('auto_decline', {
      description: 'Applications that miss a must-have move to Not selected 24 hours after they are sent, if still New or Viewed.',
    }),
    updated_at: t.string({ nullable: true, description: 'When the questions or the switch last changed.', resolve: (s) => s.updated_at?.toISOString() ?? null }),
  }),
});

export const ScreeningAnswerRef = builder.objectRef<AnswerRecord>('ScreeningAnswer').implement({
  authScopes: team,
  description: "An applicant's answer, with the question as it was asked (a later edit of the post's questions leaves it as it was).",
  fields: (t) => ({
    question: t.field({ type: ScreeningQuestionRef, resolve: (a) => a.question }),
    value: t.exposeString('value', {
      nullable: true,
      description: 'YES or NO, a number, one of the options, or text; null: a text question left empty.',
    }),
    meets: t.exposeBoolean('meets', { nullable: true, description: 'Meets what the question asks for; null when it asks for nothing in particular.' }),
  }),
});

const SeekerQuestionRef = builder.objectRef<QuestionRecord>('SeekerScreeningQuestion').implement({
  authScopes: seeker,
  description: 'A question the apply step asks. What meets it is not shown.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Send it back as the answer\'s questionId.' }),
    kind: t.field({ type: ScreeningKindEnum, resolve: (q) => q.kind }),
    text: t.exposeString('text'),
    must_have: t.exposeBoolean('must_have', { description: 'The employer requires a particular answer: say so beside the question.' }),
    options: t.exposeStringList('options', { description: 'CHOICE: the options to choose from, in order.' }),
  }),
});

export const OwnScreeningAnswerRef = builder.objectRef<AnswerRecord>('OwnScreeningAnswer').implement({
  authScopes: seeker,
  description: "The applicant's own answer, with the question as they were asked it. What meets it is not shown, as before applying.",
  fields: (t) => ({
    question: t.field({ type: SeekerQuestionRef, resolve: (a) => a.question }),
    value: t.exposeString('value', { nullable: true, description: 'YES or NO, a number, one of the options, or text; null: a text question left empty.' }),
  }),
});

export const SeekerScreeningRef = builder.objectRef<ScreeningRecord>('SeekerScreening').implement({
  authScopes: seeker,
  description: "The questions a post's apply step asks (none: apply as before).",
  fields: (t) => ({
    questions: t.field({ type: [SeekerQuestionRef], resolve: (s) => s.questions }),
    auto_decline: t.exposeBoolean('auto_decline', {
      description: 'Applications that miss a must-have are declined 24 hours after they are sent (SCREENING_MSG.autoDeclineNotice).',
    }),
  }),
});

export const ScreeningQuestionInput = zodInputType(builder, 'ScreeningQuestionInput', screeningQuestionRule, {
  description:
    'One question of setScreeningQuestions. Fields of another kind are ignored. Messages on questions.<index>.<field> ' +
    '(options.<index> for one option).',
  allOptional: true,
  fields: {
    kind: { type: ScreeningKindEnum, description: "Required ('Choose a kind of question from the list.')." },
    text: 'The question: 1 to 200 characters.',
    must_have: 'Default false.',
    required_answer: 'YES_NO: YES or NO, required for a must-have.',
    minimum: 'NUMBER: 0 to 1,000,000 with at most 2 decimal places, required for a must-have.',
    options: 'CHOICE: 2 to 10 different options, each 1 to 100 characters.',
    accepted_options: 'CHOICE: the options (their exact text) that meet it; at least one for a must-have.',
  },
});

export const ScreeningAnswerInput = zodInputType(builder, 'ScreeningAnswerInput', screeningAnswerInputRule, {
  description: "An answer of the apply step: the question's id and the value as typed.",
  fields: {
    questionId: 'SeekerScreeningQuestion.id of the post now.',
    value: 'YES_NO: YES or NO; NUMBER: e.g. 3 or 2.5; CHOICE: the option\'s text; TEXT: up to 500 characters (may be empty unless must_have).',
  },
});
