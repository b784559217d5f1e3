import { pageTitle } from '../../lib/page-title';
export { ViewProjectPage as default } from '../../features/opportunities/manage/ViewPostPage';

export const handle = pageTitle('View project');
