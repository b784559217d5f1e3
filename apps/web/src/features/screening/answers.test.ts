import { SCREENING_MSG as M } from '@mp/domain';
import { describe, expect, it } from 'vitest';
import { answerErrorsOf, checkAnswers, type AskedWithId } from './answers';

const QUESTIONS: AskedWithId[] = [
  { id: '11', kind: 'YES_NO', must_have: true, options: [] },
  { id: '12', kind: 'NUMBER', must_have: false, options: [] },
  { id: '13', kind: 'CHOICE', must_have: false, options: ['Remote', 'Leeds'] },
  { id: '14', kind: 'TEXT', must_have: false, options: [] },
];

describe('the apply step’s answers', () => {
  it('sends one answer a question, in order, as the shared rule gives them', () => {
    expect(checkAnswers(QUESTIONS, { '11': 'YES', '12': ' 2.50 ', '13': 'Leeds' })).toEqual({
      ok: true,
      answers: [
        { questionId: '11', value: 'YES' },
        { questionId: '12', value: '2.5' },
        { questionId: '13', value: 'Leeds' },
        { questionId: '14', value: null },
      ],
    });
  });

  it('gives each refused answer its message by question', () => {
    expect(checkAnswers(QUESTIONS, { '12': '-1', '13': 'Paris', '14': 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: { '11': M.answer, '12': M.number, '13': M.choice, '14': M.answerTooLong },
    });
    expect(checkAnswers([{ id: '9', kind: 'TEXT', must_have: true, options: [] }], { '9': '  ' })).toEqual({ ok: false, errors: { '9': M.answer } });
  });

  it('reads the server’s messages by question, and the one about the questions as a whole', () => {
    expect(answerErrorsOf({ 'answers.11': M.yesNo, answers: M.changed, message: 'Too long' })).toEqual({
      byQuestion: { '11': M.yesNo },
      whole: M.changed,
    });
    expect(answerErrorsOf({})).toEqual({ byQuestion: {}, whole: null });
  });
});
