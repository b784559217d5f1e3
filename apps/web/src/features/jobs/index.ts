// What other features use of the public job page (README: a feature reaches another through its index.ts).
export { detailsOf } from './details';
export { PublicJobFields } from './documents';
export { JobHead, JobHeadSkeleton } from './JobHead';
// One opportunity in a list: the board's, the home page's, the searches', the for-you lists' and the dashboards'.
export { OpportunityCard, OpportunityCardSkeleton } from './OpportunityCard';
export { OpportunityCardFields, type OpportunityCardData } from './card-documents';
// The home page's cards link to the public page (features/marketing).
export { jobPagePath } from './texts';
