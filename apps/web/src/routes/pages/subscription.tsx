import { pageTitle } from '../../lib/page-title';
export { SubscriptionPage as default } from '../../features/billing/subscription/SubscriptionPage';

export const handle = pageTitle('Subscription');
