import { pageTitle } from '../../lib/page-title';
export { BillingHistoryPage as default } from '../../features/billing/history/BillingHistoryPage';

export const handle = pageTitle('Billing history');
