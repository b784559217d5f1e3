import { pageTitle } from '../../lib/page-title';
export { PaymentInfoPage as default } from '../../features/billing/payment-info/PaymentInfoPage';

export const handle = pageTitle('Payment info');
