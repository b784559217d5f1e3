import { pageMeta } from '../../lib/page-title';
export { PurchaseJobPostsPage as default } from '../../features/billing/purchase/PurchaseJobPostsPage';

export const meta = pageMeta('Purchase Job Posts');
