import { pageMeta } from '../../lib/page-title';
export { SubscriptionPage as default } from '../../features/billing/subscription/SubscriptionPage';

export const meta = pageMeta('Subscription');
