import { SCREENING_MSG as M, SCREENING_QUESTIONS_MAX } from '@mp/domain';
import { describe, expect, it } from 'vitest';
import type { PostScreening } from './documents';
import { checkDraft, draftOf, edits, inputOf, newQuestion, rekeyed, sameScreening, type ScreeningDraft } from './draft';

const STORED: PostScreening = {
  auto_decline: true,
  questions: [
    { id: '1', kind: 'YES_NO', text: 'Can you work in the UK?', must_have: true, required_answer: 'YES', minimum: null, options: [], accepted_options: [] },
    { id: '2', kind: 'NUMBER', text: 'Years of Revit?', must_have: false, required_answer: null, minimum: 2.5, options: [], accepted_options: [] },
    { id: '3', kind: 'CHOICE', text: 'Where?', must_have: true, required_answer: null, minimum: null, options: ['Remote', 'Leeds'], accepted_options: ['Leeds'] },
    { id: '4', kind: 'TEXT', text: 'A building you admire?', must_have: false, required_answer: null, minimum: null, options: [], accepted_options: [] },
  ],
};

const ok = (draft: ScreeningDraft) => {
  const checked = checkDraft(draft);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.values;
};
const errorsOf = (draft: ScreeningDraft) => {
  const checked = checkDraft(draft);
  return checked.ok ? {} : checked.errors;
};
const withQuestion = (patch: Partial<ReturnType<typeof newQuestion>>, kind = patch.kind ?? 'YES_NO'): ScreeningDraft => ({
  autoDecline: false,
  questions: [{ ...newQuestion(kind), text: 'Question?', ...patch }],
});

describe('the screening draft', () => {
  it('holds a post’s questions as stored and gives them back unchanged', () => {
    const draft = draftOf(STORED);
    expect(draft.questions[2]!.options.map((o) => [o.text, o.accepted])).toEqual([['Remote', false], ['Leeds', true]]);
    expect(draft.questions[1]!.minimum).toBe(2.5);
    expect(ok(draft)).toEqual({
      autoDecline: true,
      questions: STORED.questions.map(({ id: _id, ...q }) => q),
    });
    expect(sameScreening(ok(draft), ok(draftOf(STORED)))).toBe(true);
    expect(draftOf(null)).toEqual({ questions: [], autoDecline: false });
  });

  it('says which field of which question the shared rule refuses', () => {
    expect(errorsOf(withQuestion({ text: ' ' }))).toEqual({ 'questions.0.text': M.text });
    expect(errorsOf(withQuestion({ must_have: true }))).toEqual({ 'questions.0.required_answer': M.requiredAnswer });
    expect(errorsOf(withQuestion({ kind: 'NUMBER', must_have: true }))).toEqual({ 'questions.0.minimum': M.minimum });
    const choice = withQuestion({ kind: 'CHOICE', must_have: true });
    choice.questions[0]!.options = [
      { key: 1, text: 'Remote', accepted: false },
      { key: 2, text: 'remote', accepted: false },
    ];
    expect(errorsOf(choice)).toEqual({ 'questions.0.options.1': M.optionRepeated, 'questions.0.accepted_options': M.accepted });
    expect(errorsOf({ ...withQuestion({ text: 'Fine?' }), autoDecline: true })).toEqual({ autoDecline: M.autoDecline });
  });

  it('sends a number field’s empty value as no minimum, and an empty option’s mark not at all', () => {
    const draft = withQuestion({ kind: 'CHOICE' });
    draft.questions[0]!.options = [
      { key: 1, text: ' Remote ', accepted: true },
      { key: 2, text: '', accepted: true },
    ];
    expect(inputOf(draft).questions[0]).toMatchObject({ minimum: null, options: [' Remote ', ''], accepted_options: ['Remote'] });
    expect(errorsOf(draft)).toEqual({ 'questions.0.options.1': M.option });
  });

  it('adds up to ten questions, moves, removes, and gives a list question two options to start', () => {
    let draft: ScreeningDraft = { questions: [], autoDecline: false };
    for (let i = 0; i < SCREENING_QUESTIONS_MAX + 2; i++) draft = edits.add(i === 0 ? 'CHOICE' : 'TEXT')(draft);
    expect(draft.questions).toHaveLength(SCREENING_QUESTIONS_MAX);
    expect(draft.questions[0]!.options).toHaveLength(2);
    draft = edits.set(1, { text: 'Second' })(draft);
    const moved = edits.move(1, -1)(draft);
    expect(moved.questions.map((q) => q.text).slice(0, 2)).toEqual(['Second', '']);
    expect(edits.move(0, -1)(draft)).toBe(draft);
    expect(edits.remove(0)(draft).questions[0]!.text).toBe('Second');
    // Changing the kind keeps the options; a list question never goes below two.
    const yesNo = edits.kind(0, 'YES_NO')(draft);
    expect(edits.kind(0, 'CHOICE')(yesNo).questions[0]!.options).toBe(draft.questions[0]!.options);
    expect(edits.removeOption(0, 0)(draft).questions[0]!.options).toHaveLength(2);
    expect(edits.removeOption(0, 0)(edits.addOption(0)(draft)).questions[0]!.options).toHaveLength(2);
  });

  it('gives a draft resumed from the history keys that no question added after it repeats', () => {
    // After a reload the page's keys start again: the kept draft holds the very keys the next questions would get.
    let next = newQuestion('TEXT').key;
    const kept: ScreeningDraft = JSON.parse(JSON.stringify(draftOf(STORED)));
    for (const q of kept.questions) {
      q.key = ++next;
      for (const o of q.options) o.key = ++next;
    }
    const resumed = edits.add('TEXT')(rekeyed(kept));
    const keys = resumed.questions.flatMap((q) => [q.key, ...q.options.map((o) => o.key)]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(inputOf(rekeyed(kept))).toEqual(inputOf(kept));
  });

  it('tells a changed order from the same questions', () => {
    const draft = draftOf(STORED);
    expect(sameScreening(ok(draft), ok(edits.move(0, 1)(draft)))).toBe(false);
    expect(sameScreening(ok(draft), ok(edits.autoDecline(false)(draft)))).toBe(false);
  });
});
