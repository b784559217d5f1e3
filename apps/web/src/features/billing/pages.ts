import type { TeamAdminPage } from '@mp/domain';

/**
 * The employer's payment pages (document 2; inventory C-R1 to C-R4), built by this feature under /company and
 * /employer. The common routes leave them out of their team-admin placeholders (routes/common-group-routes.tsx), so
 * the browser's router asks for the employer's area when one of them is opened.
 */
export const PAYMENT_PAGES = ['manage-credits', 'manage-payment-info', 'subscription', 'billing-history'] as const satisfies readonly TeamAdminPage[];
