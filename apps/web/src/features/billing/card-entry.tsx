import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NextAction } from './documents';

/**
 * The one place the payment screens meet the card field (./card, the gateway's folder): everything else here uses
 * this seam. TEMPORARY: until branch `gateway` is merged, the field is a notice and nothing can be confirmed.
 */

export interface BillingDetails {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: { line1?: string | null; line2?: string | null; city?: string | null; state?: string | null; postal_code?: string | null; country?: string | null };
}

export interface CardEntry {
  /** The card's inputs (number, expiry, CVC), to place in a form. */
  field: ReactNode;
  /** The payment service is ready: a submit waits until it is (spec, C-F5). */
  ready: boolean;
  /** Confirms a setup in the browser (and its authentication, when the bank asks); throws with the card's words. */
  confirmSetup(args: { clientSecret: string; setupRef: string; billingDetails: BillingDetails }): Promise<void>;
}

/** The part of a screen that takes a card or authenticates a payment: the card field's provider (one per screen). */
export function CardBoundary({ children }: { gateway: string; publishableKey: string | null; children: ReactNode }) {
  return <>{children}</>;
}

export function useCardEntry(): CardEntry {
  return {
    field: <Alert color="yellow">The card field is not available yet.</Alert>,
    ready: false,
    confirmSetup: () => Promise.reject(new Error('The card field is not available yet.')),
  };
}

/** The bank asks the card holder to authenticate a payment: resolves when done, throws with the bank's words. */
export function useAuthenticatePayment(): (action: NextAction) => Promise<void> {
  return () => Promise.reject(new Error('The card field is not available yet.'));
}
