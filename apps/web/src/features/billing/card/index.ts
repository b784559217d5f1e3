/**
 * The card on the payment screens (decision 0045), for both gateways: Stripe (Stripe.js, loaded on the payment
 * pages only) and the offline test gateway (its own inputs, a 'Test mode' badge, a test 3-D Secure dialog).
 *
 *   <CardProvider gateway={account.gateway} publishableKey={account.publishableKey}>   // billingAccount
 *     …the screen's own fields (name, email, phone, billing address)…
 *     <CardField />                      // number, expiry (MM/YY), CVC; or Stripe's card element
 *   </CardProvider>
 *
 * Below the provider, `const card = useCardSetup()`:
 * - Saving a card: `const setup = await prepareCard()` (GraphQL), then
 *   `await card.confirmSetup({ clientSecret: setup.clientSecret, setupRef: setup.setupRef, billingDetails: { name, email, phone } })`
 *   → `{ ok: true }` (then `saveCard(setupRef)`) or `{ ok: false, message }` (a toast; the field marks its own errors).
 *   Authentication, when the bank asks, happens inside it. Disable the submit until `card.ready`.
 * - Paying: when purchaseJobPosts (or startSubscription) answers a `nextAction`,
 *   `await card.authenticatePayment(nextAction)`, then `confirmPurchase(purchase.id)` reads the outcome.
 * - `card.gateway` is 'test' or 'stripe'; <TestModeBadge /> marks a screen as test mode where it helps.
 *
 * Use it only on the payment pages (payment-pages.ts): elsewhere the server's CSP blocks Stripe.js.
 */
export { CardField, type CardFieldProps } from './CardField';
export { CardProvider, type CardProviderProps } from './CardProvider';
export { TestModeBadge } from './TestModeBadge';
export { useCardSetup, type BillingDetails, type CardSetup, type ConfirmSetupInput, type ConfirmSetupResult, type NextAction } from './useCardSetup';
