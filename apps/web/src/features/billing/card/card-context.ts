import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { createContext, useContext } from 'react';
import type { AuthenticationResult } from './test-gateway-api';
import type { CardErrors, TestCardValue } from './card-input';

export type Gateway = 'test' | 'stripe';

/** What CardProvider shares with CardField and useCardSetup (not exported from the feature). */
export interface CardContextValue {
  gateway: Gateway;
  /** Stripe's publishable key; null for the test gateway (or a Stripe account the API did not describe). */
  publishableKey: string | null;
  /** The test gateway's form. */
  testCard: TestCardValue;
  setTestCard: (value: TestCardValue) => void;
  errors: CardErrors;
  setErrors: (errors: CardErrors) => void;
  /** Stripe's card element once it is mounted and ready, with its Stripe. */
  stripeCard: { stripe: Stripe; card: StripeCardElement } | null;
  setStripeCard: (value: { stripe: Stripe; card: StripeCardElement } | null) => void;
  /** Opens the test 3-D Secure dialog for a setup or payment; settles with the card holder's choice. */
  authenticateOnTestPage: (kind: 'setups' | 'payments', ref: string) => Promise<AuthenticationResult>;
}

export const CardContext = createContext<CardContextValue | null>(null);

export function useCardContext(): CardContextValue {
  const value = useContext(CardContext);
  if (!value) throw new Error('CardField and useCardSetup go inside a <CardProvider> (features/billing/card).');
  return value;
}
