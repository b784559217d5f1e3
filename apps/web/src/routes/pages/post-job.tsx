import { OPPORTUNITY_MSG } from '@mp/domain';
import { pageTitle } from '../../lib/page-title';
export { PostJobPage as default } from '../../features/opportunities/posting/PostingPages';

export const handle = pageTitle(OPPORTUNITY_MSG.postTitle);
