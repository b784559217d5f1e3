// What other features use of the conversation (README: a feature reaches another through its index.ts): the
// pipeline's drawer shows the thread, and its bulk actions include 'Message'.
export { ThreadView } from './ThreadView';
export { BulkMessageButton } from './BulkMessageButton';
