import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './AdminLayout';

/** A page module's named export as a lazy component, so each console page is a chunk of its own. */
function page<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const AccountsPage = page(() => import('./accounts/AccountsPage'), 'AccountsPage');
const AccountPage = page(() => import('./accounts/AccountPage'), 'AccountPage');
const ReportsPage = page(() => import('./reports/ReportsPage'), 'ReportsPage');
const PostReviewsPage = page(() => import('./post-reviews/PostReviewsPage'), 'PostReviewsPage');
const ArticlesPage = page(() => import('./content/articles'), 'ArticlesPage');
const DealsPage = page(() => import('./content/deals'), 'DealsPage');
const LandingPagesPage = page(() => import('./content/landing-pages'), 'LandingPagesPage');
const ReferenceListsPage = page(() => import('./reference/ReferenceListsPage'), 'ReferenceListsPage');
const SettingsPage = page(() => import('./reference/SettingsPage'), 'SettingsPage');
const PromoCodesPage = page(() => import('./promo/PromoCodesPage'), 'PromoCodesPage');
const OutboxPage = page(() => import('./outbox/OutboxPage'), 'OutboxPage');
const AuditLogPage = page(() => import('./audit/AuditLogPage'), 'AuditLogPage');
const PurchasesPage = page(() => import('./billing/PurchasesPage'), 'PurchasesPage');
const InvoicesPage = page(() => import('./billing/InvoicesPage'), 'InvoicesPage');
const SubscriptionsPage = page(() => import('./billing/SubscriptionsPage'), 'SubscriptionsPage');
const CreditAccountsPage = page(() => import('./billing/CreditAccountsPage'), 'CreditAccountsPage');

/**
 * The console's own route table, under /admin/*. It lives in the console's chunk (not in the app's
 * route table) so the public bundle carries one lazy route for the whole console.
 */
export function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="accounts" element={<AccountsPage />} />
        <Route path="accounts/:id" element={<AccountPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="post-reviews" element={<PostReviewsPage />} />
        <Route path="payments" element={<Navigate to="purchases" replace />} />
        <Route path="payments/purchases" element={<PurchasesPage />} />
        <Route path="payments/invoices" element={<InvoicesPage />} />
        <Route path="payments/subscriptions" element={<SubscriptionsPage />} />
        <Route path="payments/credit-accounts" element={<CreditAccountsPage />} />
        <Route path="content" element={<Navigate to="articles" replace />} />
        <Route path="content/articles" element={<ArticlesPage />} />
        <Route path="content/deals" element={<DealsPage />} />
        <Route path="content/landing-pages" element={<LandingPagesPage />} />
        <Route path="reference" element={<ReferenceListsPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="promo-codes" element={<PromoCodesPage />} />
        <Route path="outbox" element={<OutboxPage />} />
        <Route path="audit-log" element={<AuditLogPage />} />
        <Route path="*" element={<Navigate to="/admin/accounts" replace />} />
      </Route>
    </Routes>
  );
}
