import type { TeamAdminPage } from '@mp/domain';

/**
 * The employer's billing pages (document 2; inventory C-R1 to C-R4), built by this feature under /company and
 * /employer; those that take a card are @mp/domain's isPaymentPagePath. The common routes leave these out of their
 * team-admin placeholders (routes/common-group-routes.tsx), so the browser's router loads the employer's area for them.
 */
export const BILLING_PAGES = ['manage-credits', 'manage-payment-info', 'subscription', 'billing-history'] as const satisfies readonly TeamAdminPage[];
