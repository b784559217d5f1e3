// What other features use of the account pages (README: a feature reaches another through its index.ts).
export { currentCreditQuery, JobPostBalance } from './JobPostBalance';
