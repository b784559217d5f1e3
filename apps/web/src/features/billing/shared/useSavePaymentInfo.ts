import { MSG, type BillingAddressInput } from '@mp/domain';
import { useState } from 'react';
import { showServerFieldErrors } from '../../../lib/forms';
import { toastError } from '../../../lib/toast';
import type { BillingDetails } from '../card-entry';
import { signedOut } from '../../../app/error-reason';
import { paymentReason } from '../errors';
import { useUpdateBillingAddress } from '../hooks';
import { addressInput } from './address';
import { useCardFailureText } from './CardErrorNotice';
import { useSaveCard } from './useSaveCard';

type FormLike = { setFieldError: (path: string, error: string) => void; values: object };

/**
 * The payment forms' save (the payment modal, Payment info, the subscription): the card first, then the billing
 * address, in the spec's order (the subscription's submit, C-F4), so a refused card changes nothing. A refused card
 * is shown under the field and in a toast, with the guest admin's title (C-T9); the address's problems under its
 * fields. Inside a CardBoundary.
 */
export function useSavePaymentInfo() {
  const { card, save } = useSaveCard();
  const updateAddress = useUpdateBillingAddress();
  const failureText = useCardFailureText();
  const [cardError, setCardError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** True once everything asked is saved. */
  async function run(form: FormLike, values: BillingAddressInput & Record<string, unknown>, opts: { withCard: boolean; details: BillingDetails }): Promise<boolean> {
    setBusy(true);
    setCardError(null);
    try {
      if (opts.withCard) {
        try {
          await save(opts.details);
        } catch (error) {
          if (signedOut(error)) return false;
          const reason = paymentReason(error, MSG.somethingWrong);
          setCardError(reason);
          toastError(failureText(reason));
          return false;
        }
      }
      try {
        await updateAddress.mutateAsync(addressInput(values));
      } catch (error) {
        if (signedOut(error)) return false;
        if (!showServerFieldErrors(form, error)) toastError(paymentReason(error, MSG.somethingWrong));
        return false;
      }
      return true;
    } finally {
      setBusy(false);
    }
  }

  return { card, cardError, clearCardError: () => setCardError(null), busy, setBusy, run };
}
