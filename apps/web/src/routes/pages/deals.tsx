import { pageMeta } from '../../lib/page-title';
export { DealsPage as default } from '../../features/content/DealsPage';

export const meta = pageMeta('Deals');
