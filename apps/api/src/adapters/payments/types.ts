/**
 * The payment port (decision 0045): one interface, two adapters. Stripe when its three variables are set; otherwise
 * the offline test gateway, which keeps its state in the database and behaves like Stripe's test cards. Amounts are
 * integer pence, in GBP. The billing module speaks only to this port.
 */

export type GatewayName = 'test' | 'stripe';

/** A card as the gateway describes it: never more than the last four digits. */
export interface CardDetails {
  methodRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The state of one charge (a Stripe PaymentIntent). */
export type ChargeOutcome =
  | { status: 'succeeded'; ref: string }
  /** The bank asks the card holder to authenticate (3-D Secure): on session the browser completes it with clientSecret. */
  | { status: 'requires_action'; ref: string; clientSecret: string }
  /** Still with the gateway (Stripe 'processing'); settled later by the webhook or reconciliation. */
  | { status: 'processing'; ref: string }
  /** Refused: `message` is the gateway's words for the buyer ('Your card was declined.'). ref is null when no charge was made. */
  | { status: 'failed'; ref: string | null; message: string };

export interface ChargeRequest {
  amountPence: number;
  customerRef: string;
  methodRef: string;
  /** The purchase's own key ('purchase-123'): a repeated charge is the same charge, never a second one. */
  idempotencyKey: string;
  /** true for renewals (the card holder is away); false when the buyer is on the page and can authenticate. */
  offSession: boolean;
  description: string;
  metadata: Record<string, string>;
}

/** An event the gateway told us about (a verified webhook), reduced to what billing acts on. */
export interface GatewayEvent {
  id: string;
  type: string;
  /** The charge it concerns, with its state now, when it concerns one. */
  charge: ChargeOutcome | null;
}

export class PaymentError extends Error {
  /** The gateway's words, safe to show the buyer. */
  constructor(
    message: string,
    readonly code: string = 'payment_failed',
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** What the browser needs to collect a card: Stripe's publishable key; null for the test gateway. */
  readonly publishableKey: string | null;
  /** The gateway's customer for a team, made on first use (idempotent per team). */
  ensureCustomer(team: { teamId: number; customerRef: string | null; email: string | null; name: string }): Promise<string>;
  /** Starts saving a card (a SetupIntent, usage off_session): the browser confirms it with clientSecret. */
  prepareCard(customerRef: string): Promise<{ setupRef: string; clientSecret: string }>;
  /**
   * The card a confirmed setup saved, checked to belong to this customer. Throws PaymentError when the setup did not
   * succeed (the card was declined, authentication failed).
   */
  confirmCard(customerRef: string, setupRef: string): Promise<CardDetails>;
  /**
   * Charges a saved card once per idempotencyKey. A definite refusal (a declined card, an amount under £0.30, a request
   * the gateway will not take) is a 'failed' outcome, never an exception: nothing was charged. It throws only when the
   * outcome is unknown (no connection, a timeout, the gateway's own fault or rate limit): the charge may have been made,
   * and a repeat with the same key answers it.
   */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** A charge's state now (the browser's return from authentication, reconciliation). */
  retrieve(ref: string): Promise<ChargeOutcome>;
  /**
   * Cancels a charge still waiting for the card holder (an abandoned authentication), so it can never be completed
   * later; answers its state after: failed, or as it was when it had already succeeded or failed.
   */
  cancel(ref: string): Promise<ChargeOutcome>;
  /** Gives the money of a succeeded charge back, once per idempotencyKey. */
  refund(input: { ref: string; amountPence: number; idempotencyKey: string }): Promise<void>;
  /** Verifies a webhook (raw body and signature header) and reads it; throws PaymentError when it is not genuine. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<GatewayEvent>;
}
