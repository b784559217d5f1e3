import { pageMeta } from '../../lib/page-title';
export { ViewOpportunityPage as default } from '../../features/opportunities/manage/ViewPostPage';

export const meta = pageMeta('View opportunity');
