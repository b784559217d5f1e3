// What other features use of screening questions (README: a feature reaches another through its index.ts).
// The posting form's section and its save.
export { PostScreeningFields, ScreeningAnswerFields, type PostScreening, type SeekerScreening } from './documents';
export { type ScreeningDraft } from './draft';
export { useScreeningDraft, useSetScreening, type ScreeningDraftApi, type ScreeningStep } from './hooks';
export { ScreeningQuestionsEditor } from './ScreeningQuestionsEditor';
export { SCREENING_TEXT } from './texts';
// The apply step's questions (features/seeking).
export { answerErrorsOf, checkAnswers, type AnswerInput, type TypedAnswers } from './answers';
export { ApplyQuestions } from './ApplyQuestions';
export { OwnAnswers, type OwnAnswer } from './OwnAnswers';
// The team's reading of the answers (features/opportunities: the applicants list, drawer and profile).
export { missesMustHave } from './answer-values';
export { ScreeningAnswers } from './ScreeningAnswers';
export { meetsMustHavesArg, MustHaveFilter, mustHaveParam, type MustHaveChoice } from './MustHaveFilter';
