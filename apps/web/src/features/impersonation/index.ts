// What other features use of impersonation (README: a feature reaches another through its index.ts).
export { stashAdminSession } from './admin-return';
