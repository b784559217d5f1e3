import type { Stripe } from '@stripe/stripe-js';
import type { CardContextValue } from './card-context';
import { cardBody, cardProblems, EMPTY_CARD } from './card-input';
import { confirmTestSetup } from './test-gateway-api';

/** What confirmSetup and authenticatePayment do with each gateway (useCardSetup.ts chooses). */

/** The card holder, as the screen's own fields have them; Stripe keeps them with the card, the test gateway does not. */
export interface BillingDetails {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: { line1?: string | null; line2?: string | null; city?: string | null; state?: string | null; postal_code?: string | null; country?: string | null };
}

export interface ConfirmSetupInput {
  /** prepareCard's clientSecret (Stripe confirms with it). */
  clientSecret: string;
  /** prepareCard's setupRef (the test gateway confirms with it; saveCard(setupRef) after success). */
  setupRef: string;
  billingDetails: BillingDetails;
}

export type ConfirmSetupResult = { ok: true } | { ok: false; message: string };

/** A purchase's nextAction (PurchaseResult.nextAction, SubscriptionResult.nextAction). */
export interface NextAction {
  gateway: string;
  ref: string;
  clientSecret: string;
}

const NOT_SAVED = 'Your card has not been saved. Please try again.';

export async function confirmOnTestGateway(ctx: CardContextValue, { setupRef, billingDetails }: ConfirmSetupInput): Promise<ConfirmSetupResult> {
  const problems = cardProblems(ctx.testCard);
  const first = Object.values(problems)[0];
  if (first) {
    ctx.setErrors(problems);
    return { ok: false, message: first };
  }
  const { name, email, phone } = billingDetails;
  const confirmed = await confirmTestSetup(setupRef, { ...cardBody(ctx.testCard), name, email, phone });
  if (!confirmed.ok) return confirmed;
  if (confirmed.status === 'requires_action') {
    const authenticated = await ctx.authenticateOnTestPage('setups', setupRef);
    if (!authenticated.ok || authenticated.status === 'failed') return { ok: false, message: authenticated.message };
  }
  // Saved: the number is not kept in the page any longer than needed.
  ctx.setTestCard(EMPTY_CARD);
  return { ok: true };
}

export async function confirmOnStripe(ctx: CardContextValue, { clientSecret, billingDetails }: ConfirmSetupInput): Promise<ConfirmSetupResult> {
  if (!ctx.stripeCard) return { ok: false, message: 'The card form is still loading. Please try again in a moment.' };
  const { stripe, card } = ctx.stripeCard;
  const { address, ...person } = billingDetails;
  const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, {
    payment_method: { card, billing_details: { ...person, ...(address ? { address } : {}) } },
  });
  if (error) return { ok: false, message: error.message ?? NOT_SAVED };
  return setupIntent?.status === 'succeeded' ? { ok: true } : { ok: false, message: NOT_SAVED };
}

/** Stripe's part of a charge that needs the card holder: 3-D Secure now, or the card again after an off-session ask. */
export async function authenticateOnStripe(stripe: Stripe, clientSecret: string): Promise<void> {
  const { paymentIntent } = await stripe.retrievePaymentIntent(clientSecret);
  if (paymentIntent?.status === 'requires_action') {
    await stripe.handleNextAction({ clientSecret });
    return;
  }
  // An off-session charge the bank refused without the card holder (authentication_required): confirmed again, on session.
  const method = paymentIntent?.last_payment_error?.payment_method?.id;
  if (paymentIntent?.status === 'requires_payment_method' && method) await stripe.confirmCardPayment(clientSecret, { payment_method: method });
}
