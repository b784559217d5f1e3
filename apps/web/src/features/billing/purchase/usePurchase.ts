import { BILLING_MSG } from '@mp/domain';
import { useState } from 'react';
import { inputFieldErrors } from '../../../lib/api-error';
import { useSubmission } from '../../../lib/submission';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAuthenticatePayment } from '../card-entry';
import { lostAnswer, reasonOf, signedOut } from '../errors';
import { usePurchaseJobPosts, useRefreshBilling, useUpdateAccountCache } from '../hooks';
import { settle } from '../shared/settle';

export type PurchaseMethod = 'card' | 'account';

export interface PurchaseRequest {
  quantity: number;
  promoCode: string | null;
  method: PurchaseMethod;
}

interface PurchaseCallbacks {
  /** Paid: the form goes back to 1 post and no code. */
  onPaid: () => void;
  /** The server refused the promo code: the field says why. */
  onPromoError: (message: string) => void;
}

/**
 * PAY and 'Purchase on Account' after the confirmation (C-F1): one idempotency key per confirmed submission, the
 * same for a retry of the same request (decision 0041); 'Processing...' meanwhile; the bank's authentication when
 * it asks; then 'Credits added!', the balance and both histories read again. Every failure shows the server's
 * reason, else 'Something went wrong'.
 */
export function usePurchase({ onPaid, onPromoError }: PurchaseCallbacks) {
  const submission = useSubmission();
  const purchase = usePurchaseJobPosts();
  const authenticate = useAuthenticatePayment();
  const refresh = useRefreshBilling();
  const updateAccount = useUpdateAccountCache();
  const [processing, setProcessing] = useState<PurchaseMethod | null>(null);

  async function pay(request: PurchaseRequest) {
    const idempotencyKey = submission.begin(request);
    if (idempotencyKey === null) return;
    setProcessing(request.method);
    // The key is spent once the server has decided (paid, refused, waiting for the bank): another attempt is another
    // purchase. Only a lost answer keeps it, so that sending again finds the first purchase instead of paying twice.
    let spent = true;
    try {
      const answer = await purchase.mutateAsync({ input: request, idempotencyKey });
      const settled = await settle(answer, authenticate);
      updateAccount({ balance: settled.balance });
      if (settled.status === 'paid') {
        toastSuccess(BILLING_MSG.creditsAdded);
      } else {
        toastSuccess('Your payment is being processed: the job posts are added as soon as it clears.');
      }
      onPaid();
    } catch (error) {
      spent = !lostAnswer(error);
      if (signedOut(error)) return;
      const promo = inputFieldErrors(error)['promoCode'];
      if (promo) onPromoError(promo);
      toastError(reasonOf(error, BILLING_MSG.purchaseFailed));
    } finally {
      submission.end(spent);
      setProcessing(null);
      void refresh();
    }
  }

  return { pay, processing };
}
