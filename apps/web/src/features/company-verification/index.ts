// What other features use of company verification (decision 0066): the badge, the company's card, the console's card.
export { VerifiedBadge } from './VerifiedBadge';
export { VerifyCompanyCard } from './VerifyCompanyCard';
export { ConsoleVerificationCard } from './ConsoleVerificationCard';
