import { pageMeta } from '../../lib/page-title';
export { ArticlePage as default } from '../../features/content/ArticlePage';

export const meta = pageMeta('Article');
