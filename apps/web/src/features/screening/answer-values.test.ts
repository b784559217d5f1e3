import { describe, expect, it } from 'vitest';
import { answerText, criterionText, markOf, missesMustHave } from './answer-values';
import type { ScreeningQuestion } from './documents';

const question = (patch: Partial<ScreeningQuestion>): ScreeningQuestion => ({
  id: '1', kind: 'YES_NO', text: 'Q?', must_have: false, required_answer: null, minimum: null, options: [], accepted_options: [], ...patch,
});

describe('the team’s reading of an answer', () => {
  it('says the answer in words', () => {
    expect(answerText({ value: 'NO', question: question({}) })).toBe('No');
    expect(answerText({ value: '1250.5', question: question({ kind: 'NUMBER' }) })).toBe('1,250.5');
    expect(answerText({ value: 'Leeds', question: question({ kind: 'CHOICE' }) })).toBe('Leeds');
    expect(answerText({ value: null, question: question({ kind: 'TEXT' }) })).toBeNull();
  });

  it('says what meets the question, or nothing when it asks for nothing in particular', () => {
    expect(criterionText(question({ must_have: true, required_answer: 'YES' }))).toBe('Needs: Yes');
    expect(criterionText(question({ required_answer: 'NO' }))).toBe('Preferred: No');
    expect(criterionText(question({ kind: 'NUMBER', must_have: true, minimum: 3 }))).toBe('Needs at least 3');
    expect(criterionText(question({ kind: 'CHOICE', must_have: true, accepted_options: ['Remote', 'Leeds'] }))).toBe('Acceptable: Remote, Leeds');
    expect(criterionText(question({ kind: 'TEXT', must_have: true }))).toBe('Needs an answer');
    expect(criterionText(question({}))).toBeNull();
    expect(criterionText(question({ kind: 'TEXT' }))).toBeNull();
  });

  it('marks a missed must-have apart from an answer the team merely prefers otherwise', () => {
    expect(markOf({ meets: false, question: { must_have: true } })).toBe('misses');
    expect(markOf({ meets: true, question: { must_have: true } })).toBe('meets');
    expect(markOf({ meets: false, question: { must_have: false } })).toBe('other');
    expect(markOf({ meets: null, question: { must_have: false } })).toBeNull();
    expect(missesMustHave([{ meets: false, question: { must_have: false } }])).toBe(false);
    expect(missesMustHave([{ meets: true, question: { must_have: true } }, { meets: false, question: { must_have: true } }])).toBe(true);
  });
});
