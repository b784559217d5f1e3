import { pageMeta } from '../../lib/page-title';
export { ViewProjectPage as default } from '../../features/opportunities/manage/ViewPostPage';

export const meta = pageMeta('View project');
