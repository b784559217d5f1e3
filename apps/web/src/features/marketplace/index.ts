// What other features use of the marketplace (README: a feature reaches another through its index.ts): the home page's
// blocks, and the case-study card an agency's own lists show too.
export { AgencyCard } from './AgencyCard';
export { CaseStudyCard } from './CaseStudyCard';
export { AgenciesQuery, CaseStudyCardsQuery } from './documents';
export { cardLinks } from './links';
