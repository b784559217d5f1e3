import { MSG } from '@mp/domain';
import { useCallback, useMemo } from 'react';
import { useCardContext, type Gateway } from './card-context';
import { authenticateOnStripe, confirmOnStripe, confirmOnTestGateway, type ConfirmSetupInput, type ConfirmSetupResult, type NextAction } from './card-flows';
import { loadStripeFor, STRIPE_UNAVAILABLE } from './stripe-loader';

export type { BillingDetails, ConfirmSetupInput, ConfirmSetupResult, NextAction } from './card-flows';

export interface CardSetup {
  gateway: Gateway;
  /** False until the card form can be submitted (Stripe's element loaded and ready); the submit waits for it. */
  ready: boolean;
  /**
   * Saves the card in the field against prepareCard's setup, authenticating when the bank asks (Stripe's dialog,
   * or the test page). { ok: false, message } in the gateway's words when the card is incomplete or refused: show
   * the message; the field shows its own part. On { ok: true }, call saveCard(setupRef).
   */
  confirmSetup: (input: ConfirmSetupInput) => Promise<ConfirmSetupResult>;
  /**
   * Lets the card holder authenticate a charge that asked for it (nextAction), then settles: call confirmPurchase
   * next, which reads the outcome from the gateway.
   */
  authenticatePayment: (action: NextAction) => Promise<void>;
}

/** The card of the payment screen this is used in (inside <CardProvider>): see index.ts. */
export function useCardSetup(): CardSetup {
  const ctx = useCardContext();

  const confirmSetup = useCallback(
    async (input: ConfirmSetupInput): Promise<ConfirmSetupResult> => {
      try {
        return await (ctx.gateway === 'test' ? confirmOnTestGateway(ctx, input) : confirmOnStripe(ctx, input));
      } catch {
        return { ok: false, message: MSG.somethingWrong };
      }
    },
    [ctx],
  );

  const authenticatePayment = useCallback(
    async ({ gateway, ref, clientSecret }: NextAction): Promise<void> => {
      if (gateway === 'test') {
        await ctx.authenticateOnTestPage('payments', ref);
        return;
      }
      if (!ctx.publishableKey) throw new Error(STRIPE_UNAVAILABLE);
      await authenticateOnStripe(await loadStripeFor(ctx.publishableKey), clientSecret);
    },
    [ctx],
  );

  const ready = ctx.gateway === 'test' || ctx.stripeCard !== null;
  return useMemo(() => ({ gateway: ctx.gateway, ready, confirmSetup, authenticatePayment }), [ctx.gateway, ready, confirmSetup, authenticatePayment]);
}
