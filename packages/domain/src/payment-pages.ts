/**
 * The employer pages that take a card (decision 0045), under both of the company group's prefixes (groups.ts):
 * Purchase Job Posts (and its old address), Payment info and Subscription. Only they are sent with Stripe's hosts in
 * their Content-Security-Policy (the API), and the web's card field loads such a page afresh when it was reached
 * from another page. React Router matches addresses case-insensitively, and so does this.
 */
const PAYMENT_PAGE = /^\/(company|employer)\/(manage-credits(\/v1)?|manage-payment-info|subscription)\/?$/i;

/** Whether a path (no query or fragment) is a payment page. */
export const isPaymentPagePath = (pathname: string) => PAYMENT_PAGE.test(pathname);
