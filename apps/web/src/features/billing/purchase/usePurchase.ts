import { BILLING_MSG } from '@mp/domain';
import { useState } from 'react';
import { sendUntilKnown, useSubmission } from '../../../app/submission';
import { inputFieldErrors } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAuthenticatePayment } from '../card-entry';
import { signedOut } from '../../../app/error-reason';
import { paymentReason } from '../errors';
import { usePurchaseJobPosts, useRefreshBilling, useUpdateAccountCache } from '../hooks';
import { settle } from '../shared/settle';

export type PurchaseMethod = 'card' | 'account';

export interface PurchaseRequest {
  quantity: number;
  promoCode: string | null;
  method: PurchaseMethod;
}

/** Where a purchase is: being sent, its lost answer being checked, or left unconfirmed after the checks. */
export type PurchaseProgress = { step: 'sending' | 'checking' | 'unconfirmed'; method: PurchaseMethod } | null;

interface PurchaseCallbacks {
  /** Paid: the form goes back to 1 post and no code. */
  onPaid: () => void;
  /** The server refused the promo code: the field says why. */
  onPromoError: (message: string) => void;
}

/**
 * PAY and 'Purchase on Account' after the confirmation (C-F1): one idempotency key per confirmed request (decision
 * 0041); 'Processing...' meanwhile; the bank's authentication when it asks; then 'Credits added!', the balance and
 * both histories read again. A lost answer is checked by sending the same request with the same key ('Checking your
 * payment…'): the server answers what it did, so the purchase is made once. A refusal shows the server's reason, else
 * 'Something went wrong'.
 */
export function usePurchase({ onPaid, onPromoError }: PurchaseCallbacks) {
  const submission = useSubmission();
  const purchase = usePurchaseJobPosts();
  const authenticate = useAuthenticatePayment();
  const refresh = useRefreshBilling();
  const updateAccount = useUpdateAccountCache();
  const [progress, setProgress] = useState<PurchaseProgress>(null);

  async function pay(request: PurchaseRequest) {
    const idempotencyKey = submission.begin(request);
    if (idempotencyKey === null) return;
    const { method } = request;
    setProgress({ step: 'sending', method });
    try {
      const settled = await sendUntilKnown(async () => settle(await purchase.mutateAsync({ input: request, idempotencyKey }), authenticate), {
        onChecking: () => setProgress({ step: 'checking', method }),
      });
      submission.succeeded();
      setProgress(null);
      updateAccount({ balance: settled.balance });
      if (settled.status === 'paid') {
        toastSuccess(BILLING_MSG.creditsAdded);
      } else {
        toastSuccess('Your payment is being processed: the job posts are added as soon as it clears.');
      }
      onPaid();
    } catch (error) {
      if (submission.failed(error) === 'unknown') {
        setProgress({ step: 'unconfirmed', method });
        return;
      }
      setProgress(null);
      if (signedOut(error)) return;
      const promo = inputFieldErrors(error)['promoCode'];
      if (promo) onPromoError(promo);
      toastError(paymentReason(error, BILLING_MSG.purchaseFailed));
    } finally {
      void refresh();
    }
  }

  return { pay, progress, busy: progress !== null && progress.step !== 'unconfirmed' };
}
