// What other features use of saved posts (README: a feature reaches another through its index.ts).
export { SaveToggle } from './SaveToggle';
export { SavedSummary } from './SavedSummary';
export { saveAfterSignUp } from './after-sign-up';
