import { pageTitle } from '../../lib/page-title';
export { PurchaseJobPostsPage as default } from '../../features/billing/purchase/PurchaseJobPostsPage';

export const handle = pageTitle('Purchase Job Posts');
