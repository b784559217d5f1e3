import type { ReactNode } from 'react';
import { CardField, CardProvider, useCardSetup, type BillingDetails, type NextAction } from './card';

/**
 * The one place the payment screens meet the card field (./card, the gateway's folder): the screens save a card
 * and authenticate a payment through this seam, so a change of the card's API is a change here.
 */

export type { BillingDetails };

export interface CardEntry {
  /** The card's inputs (number, expiry, CVC; or Stripe's element), to place in a form. */
  field: ReactNode;
  /** The payment service is ready: a submit waits until it is (spec, C-F5). */
  ready: boolean;
  /** Confirms a setup in the browser (and its authentication, when the bank asks); throws with the card's words. */
  confirmSetup(args: { clientSecret: string; setupRef: string; billingDetails: BillingDetails }): Promise<void>;
}

/** A card the provider or the bank refused, in their words (shown as they are). */
export class CardRefused extends Error {}

/** The part of a screen that takes a card or authenticates a payment: the card field's provider (one per screen). */
export function CardBoundary({ gateway, publishableKey, children }: { gateway: string; publishableKey: string | null; children: ReactNode }) {
  return (
    <CardProvider gateway={gateway} publishableKey={publishableKey}>
      {children}
    </CardProvider>
  );
}

/** The card field of the screen (inside a CardBoundary). */
export function useCardEntry(): CardEntry {
  const card = useCardSetup();
  return {
    field: <CardField />,
    ready: card.ready,
    async confirmSetup(args) {
      const result = await card.confirmSetup(args);
      if (!result.ok) throw new CardRefused(result.message);
    },
  };
}

/** The bank asks the card holder to authenticate a payment: resolves once they have answered (confirmPurchase reads the outcome). */
export function useAuthenticatePayment(): (action: NextAction) => Promise<void> {
  return useCardSetup().authenticatePayment;
}
