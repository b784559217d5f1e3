// What other features use of the agency's account pages (README: a feature reaches another through its index.ts).
export { VerifyNotice } from './VerifyNotice';
