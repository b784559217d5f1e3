import { pageMeta } from '../../lib/page-title';
export { BillingHistoryPage as default } from '../../features/billing/history/BillingHistoryPage';

export const meta = pageMeta('Billing history');
