import { pageMeta } from '../../lib/page-title';
export { ResourcesPage as default } from '../../features/content/ResourcesPage';

export const meta = pageMeta('Resources');
