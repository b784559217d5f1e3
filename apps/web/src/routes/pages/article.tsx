import { pageTitle } from '../../lib/page-title';
export { ArticlePage as default } from '../../features/content/ArticlePage';

export const handle = pageTitle('Article');
