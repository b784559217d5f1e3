import { gqlRequest } from '../../../app/api-client';
import { ApiError } from '../../../lib/api-error';
import { ConfirmPurchaseMutation, type NextAction } from '../documents';

/** What became of a payment once the bank had its say. */
export type Settled = { status: 'paid'; balance: number } | { status: 'processing'; balance: number };

interface Answer {
  purchase: { id: string; status: string; failureMessage?: string | null };
  balance: number;
  nextAction?: NextAction | null;
}

/**
 * Follows a purchase's answer to its end (decision 0045): paid; or the bank asks to authenticate (the card field's
 * 3-D Secure), then confirmPurchase reads the charge; or still with the gateway ('processing': the reconciliation
 * settles it and the balance follows). A refusal throws PAYMENT_FAILED with the bank's words, as the API's own refusal.
 */
export async function settle(answer: Answer, authenticate: (action: NextAction) => Promise<void>): Promise<Settled> {
  let current = answer;
  if (current.purchase.status === 'requires_action' && current.nextAction) {
    await authenticate(current.nextAction);
    current = (await gqlRequest(ConfirmPurchaseMutation, { purchaseId: current.purchase.id })).confirmPurchase;
  }
  switch (current.purchase.status) {
    case 'paid':
      return { status: 'paid', balance: current.balance };
    case 'failed':
      throw new ApiError(current.purchase.failureMessage || 'The payment failed.', 'PAYMENT_FAILED');
    case 'requires_action':
      throw new ApiError('Your bank did not confirm the payment. Please try again.', 'PAYMENT_FAILED');
    default:
      return { status: 'processing', balance: current.balance };
  }
}
