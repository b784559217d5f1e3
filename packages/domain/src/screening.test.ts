import { describe, expect, it } from 'vitest';
import { fieldErrors } from './rules.js';
import { answerMeets, SCREENING_MSG as M, screeningAnswerRule, setScreeningSchema } from './screening.js';

const errorsOf = (input: unknown) => {
  const parsed = setScreeningSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};
const yesNo = { kind: 'YES_NO', text: 'Do you have the right to work in the UK?', must_have: true, required_answer: 'YES' };

describe('the questions of a post', () => {
  it('takes up to 10 of four kinds, trims them and drops what belongs to another kind', () => {
    const parsed = setScreeningSchema.parse({
      questions: [
        { ...yesNo, text: '  Do you have the right to work in the UK?  ', minimum: 3, options: ['a', 'b'] },
        { kind: 'NUMBER', text: 'Years of After Effects?', must_have: true, minimum: 2.5, required_answer: 'NO' },
        { kind: 'CHOICE', text: 'Notice period?', options: [' None ', 'One month', 'Three months'], accepted_options: ['One month', 'None'], must_have: true },
        { kind: 'TEXT', text: 'Your favourite title sequence?' },
      ],
      autoDecline: true,
    });
    expect(parsed.questions).toEqual([
      { kind: 'YES_NO', text: 'Do you have the right to work in the UK?', must_have: true, required_answer: 'YES', minimum: null, options: [], accepted_options: [] },
      { kind: 'NUMBER', text: 'Years of After Effects?', must_have: true, required_answer: null, minimum: 2.5, options: [], accepted_options: [] },
      // Acceptable options in the options' order.
      { kind: 'CHOICE', text: 'Notice period?', must_have: true, required_answer: null, minimum: null, options: ['None', 'One month', 'Three months'], accepted_options: ['None', 'One month'] },
      { kind: 'TEXT', text: 'Your favourite title sequence?', must_have: false, required_answer: null, minimum: null, options: [], accepted_options: [] },
    ]);
    expect(parsed.autoDecline).toBe(true);
  });

  it('refuses 11 questions, an empty or long text, a kind out of the list', () => {
    expect(errorsOf({ questions: Array.from({ length: 11 }, () => yesNo), autoDecline: false })).toEqual({ questions: M.tooMany });
    expect(errorsOf({ questions: Array.from({ length: 10 }, () => yesNo), autoDecline: false })).toEqual({});
    expect(errorsOf({ questions: [{ ...yesNo, text: '   ' }], autoDecline: false })).toEqual({ 'questions.0.text': M.text });
    expect(errorsOf({ questions: [{ ...yesNo, text: 'x'.repeat(201) }], autoDecline: false })).toEqual({ 'questions.0.text': 'Question must be 200 characters or fewer' });
    expect(errorsOf({ questions: [{ ...yesNo, kind: 'DATE' }], autoDecline: false })).toEqual({ 'questions.0.kind': M.kind });
  });

  it('asks a must-have for what meets it', () => {
    expect(errorsOf({ questions: [{ ...yesNo, required_answer: null }], autoDecline: false })).toEqual({ 'questions.0.required_answer': M.requiredAnswer });
    expect(errorsOf({ questions: [{ kind: 'NUMBER', text: 'Years?', must_have: true }], autoDecline: false })).toEqual({ 'questions.0.minimum': M.minimum });
    expect(errorsOf({ questions: [{ kind: 'NUMBER', text: 'Years?', minimum: -1 }], autoDecline: false })).toEqual({ 'questions.0.minimum': M.minimum });
    expect(errorsOf({ questions: [{ kind: 'NUMBER', text: 'Years?', minimum: 1.255 }], autoDecline: false })).toEqual({ 'questions.0.minimum': M.numberRange });
    expect(errorsOf({ questions: [{ kind: 'CHOICE', text: 'Which?', must_have: true, options: ['a', 'b'] }], autoDecline: false })).toEqual({
      'questions.0.accepted_options': M.accepted,
    });
    expect(errorsOf({ questions: [{ kind: 'NUMBER', text: 'Years?', minimum: 0.29 }], autoDecline: false })).toEqual({});
    // Not a must-have: nothing to meet is fine.
    expect(errorsOf({ questions: [{ kind: 'NUMBER', text: 'Years?' }, { kind: 'YES_NO', text: 'Car?' }], autoDecline: false })).toEqual({});
  });

  it('holds a list to 2 to 10 different options of 1 to 100 characters, and acceptable ones among them', () => {
    const choice = (extra: object) => ({ questions: [{ kind: 'CHOICE', text: 'Which?', ...extra }], autoDecline: false });
    expect(errorsOf(choice({ options: ['Only'] }))).toEqual({ 'questions.0.options': M.options });
    expect(errorsOf(choice({ options: Array.from({ length: 11 }, (_, i) => `o${i}`) }))).toEqual({ 'questions.0.options': M.options });
    expect(errorsOf(choice({ options: ['a', ' '] }))).toEqual({ 'questions.0.options.1': M.option });
    expect(errorsOf(choice({ options: ['a', 'x'.repeat(101)] }))).toEqual({ 'questions.0.options.1': 'Option must be 100 characters or fewer' });
    expect(errorsOf(choice({ options: ['Yes', 'yes'] }))).toEqual({ 'questions.0.options.1': M.optionRepeated });
    expect(errorsOf(choice({ options: ['a', 'b'], accepted_options: ['c'] }))).toEqual({ 'questions.0.accepted_options': M.acceptedNotOption });
  });

  it('declines automatically only with a must-have to miss', () => {
    expect(errorsOf({ questions: [{ ...yesNo, must_have: false }], autoDecline: true })).toEqual({ autoDecline: M.autoDecline });
    expect(errorsOf({ questions: [], autoDecline: true })).toEqual({ autoDecline: M.autoDecline });
    expect(errorsOf({ questions: [], autoDecline: false })).toEqual({});
  });
});

describe('the answers', () => {
  const check = (q: Parameters<typeof screeningAnswerRule>[0], value: unknown) => {
    const parsed = screeningAnswerRule(q).safeParse(value);
    return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]!.message };
  };
  const number = { kind: 'NUMBER', must_have: false, options: [] } as const;

  it('takes each kind with its rule and its words', () => {
    expect(check({ kind: 'YES_NO', must_have: false, options: [] }, 'YES')).toEqual({ value: 'YES' });
    expect(check({ kind: 'YES_NO', must_have: false, options: [] }, 'maybe')).toEqual({ error: M.yesNo });
    expect(check(number, ' 3 ')).toEqual({ value: '3' });
    expect(check(number, '2.50')).toEqual({ value: '2.5' });
    expect(check(number, '-1')).toEqual({ error: M.number });
    expect(check(number, 'three')).toEqual({ error: M.number });
    expect(check(number, '1e3')).toEqual({ error: M.number });
    expect(check(number, '1000001')).toEqual({ error: M.numberRange });
    expect(check(number, '1.234')).toEqual({ error: M.numberRange });
    expect(check({ kind: 'CHOICE', must_have: false, options: ['Remote', 'Leeds'] }, 'Leeds')).toEqual({ value: 'Leeds' });
    expect(check({ kind: 'CHOICE', must_have: false, options: ['Remote', 'Leeds'] }, 'York')).toEqual({ error: M.choice });
    expect(check({ kind: 'TEXT', must_have: false, options: [] }, 'x'.repeat(500))).toEqual({ value: 'x'.repeat(500) });
    expect(check({ kind: 'TEXT', must_have: false, options: [] }, 'x'.repeat(501))).toEqual({ error: 'Answer must be 500 characters or fewer' });
  });

  it('needs every answer, except a text question that is not a must-have', () => {
    for (const kind of ['YES_NO', 'NUMBER', 'CHOICE'] as const) expect(check({ kind, must_have: false, options: ['a', 'b'] }, undefined)).toEqual({ error: M.answer });
    expect(check({ kind: 'TEXT', must_have: false, options: [] }, '  ')).toEqual({ value: null });
    expect(check({ kind: 'TEXT', must_have: true, options: [] }, '')).toEqual({ error: M.answer });
  });

  it('says whether an answer meets the question, and null when it asks for nothing in particular', () => {
    const q = { must_have: true, required_answer: null, minimum: null, accepted_options: [] as string[] };
    expect(answerMeets({ ...q, kind: 'YES_NO', required_answer: 'YES' }, 'YES')).toBe(true);
    expect(answerMeets({ ...q, kind: 'YES_NO', required_answer: 'YES' }, 'NO')).toBe(false);
    expect(answerMeets({ ...q, kind: 'YES_NO', must_have: false }, 'NO')).toBeNull();
    expect(answerMeets({ ...q, kind: 'NUMBER', minimum: 2.5 }, '2.5')).toBe(true);
    expect(answerMeets({ ...q, kind: 'NUMBER', minimum: 2.5 }, '2')).toBe(false);
    expect(answerMeets({ ...q, kind: 'CHOICE', accepted_options: ['Leeds'] }, 'Leeds')).toBe(true);
    expect(answerMeets({ ...q, kind: 'CHOICE', accepted_options: ['Leeds'] }, 'York')).toBe(false);
    expect(answerMeets({ ...q, kind: 'TEXT' }, 'Hello')).toBe(true);
    expect(answerMeets({ ...q, kind: 'TEXT', must_have: false }, 'Hello')).toBeNull();
  });
});
