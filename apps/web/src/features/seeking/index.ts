// What other features use of seeking (README: a feature reaches another through its index.ts): the dashboard's blocks.
export { AppliedBlock } from './AppliedBlock';
export { ForYouBlock, LatestBlock } from './OpportunityBlocks';
