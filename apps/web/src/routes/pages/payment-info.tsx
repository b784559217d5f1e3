import { pageMeta } from '../../lib/page-title';
export { PaymentInfoPage as default } from '../../features/billing/payment-info/PaymentInfoPage';

export const meta = pageMeta('Payment info');
