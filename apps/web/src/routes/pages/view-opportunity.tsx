import { pageTitle } from '../../lib/page-title';
export { ViewOpportunityPage as default } from '../../features/opportunities/manage/ViewPostPage';

export const handle = pageTitle('View opportunity');
