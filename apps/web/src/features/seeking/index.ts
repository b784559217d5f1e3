// What other features use of seeking (README: a feature reaches another through its index.ts): the dashboard's blocks.
export { AppliedBlock } from './AppliedBlock';
export { ForYouBlock, LatestBlock } from './OpportunityBlocks';
// The public front door's lists (features/jobs, features/marketing, decision 0053) show the same cards.
export { OpportunityCard } from './OpportunityCard';
export { OpportunityCardFields, type OpportunityCardData } from './search-documents';
