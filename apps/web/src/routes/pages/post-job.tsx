import { OPPORTUNITY_MSG } from '@mp/domain';
import { pageMeta } from '../../lib/page-title';
export { PostJobPage as default } from '../../features/opportunities/posting/PostingPages';

export const meta = pageMeta(OPPORTUNITY_MSG.postTitle);
