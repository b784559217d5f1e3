// What other features use of the conversation (README: a feature reaches another through its index.ts): the
// pipeline's drawer shows the thread.
export { ThreadView } from './ThreadView';
