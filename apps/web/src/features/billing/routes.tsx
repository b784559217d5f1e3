import { Navigate, type RouteObject } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { RequireGroupUser, RequireTeamAdmin } from '../../app/guards';
import { lazyPage } from '../../app/lazy-page';
import { pageTitle } from '../../lib/page-title';

const purchase = lazyPage(() => import('./purchase/PurchaseJobPostsPage'), 'PurchaseJobPostsPage');
const paymentInfo = lazyPage(() => import('./payment-info/PaymentInfoPage'), 'PaymentInfoPage');
const subscription = lazyPage(() => import('./subscription/SubscriptionPage'), 'SubscriptionPage');
const billingHistory = lazyPage(() => import('./history/BillingHistoryPage'), 'BillingHistoryPage');

/** manage-credits/v1, the older address of Purchase Job Posts (document 2), leads to manage-credits. */
function PurchaseV1Redirect() {
  const path = useGroupPath();
  return <Navigate to={path('manage-credits')} replace />;
}

/**
 * The payment pages under /company and /employer (inventory C-R1 to C-R4): a company's team admins only (the
 * owner and guest admins, C-Q6); a member goes to the 404 page as on the other team pages.
 */
export function billingRoutes(): RouteObject[] {
  return [
    {
      element: <RequireGroupUser />,
      children: [
        {
          element: <RequireTeamAdmin />,
          children: [
            { path: 'manage-credits', lazy: purchase, handle: pageTitle('Purchase Job Posts') },
            { path: 'manage-credits/v1', element: <PurchaseV1Redirect />, handle: pageTitle('Purchase Job Posts') },
            { path: 'manage-payment-info', lazy: paymentInfo, handle: pageTitle('Payment info') },
            { path: 'subscription', lazy: subscription, handle: pageTitle('Subscription') },
            { path: 'billing-history', lazy: billingHistory, handle: pageTitle('Billing history') },
          ],
        },
      ],
    },
  ];
}
