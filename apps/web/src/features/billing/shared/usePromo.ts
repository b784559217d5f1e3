import { PROMO_MSG } from '@mp/domain';
import { useState } from 'react';
import { paymentReason } from '../errors';
import { useCheckPromo } from '../hooks';

export type PromoMessage = { kind: 'error' | 'success'; text: string } | null;

export interface Promo {
  text: string;
  /** The code CHECK_PROMO accepted, as typed; null when none is applied. */
  applied: string | null;
  message: PromoMessage;
  checking: boolean;
  change(value: string): void;
  /** Checks the typed code: 'Promo applied!' or "Promo code doesn't exist!"; an empty code clears the message. */
  apply(): void;
  clear(): void;
  /** The server refused the applied code (used meanwhile): the field says why. */
  refuse(message: string): void;
}

/** A promo code field's state (C-F1, C-T8), for the purchase and the subscription. */
export function usePromo(): Promo {
  const check = useCheckPromo();
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [message, setMessage] = useState<PromoMessage>(null);
  const clear = () => {
    setText('');
    setApplied(null);
    setMessage(null);
  };
  const refuse = (why: string) => {
    setApplied(null);
    setMessage({ kind: 'error', text: why });
  };
  return {
    text,
    applied,
    message,
    checking: check.isPending,
    change(value) {
      setText(value);
      // A changed code is no longer the one applied, and its message goes with it.
      if (value.trim().toUpperCase() !== applied?.toUpperCase()) {
        setApplied(null);
        setMessage(null);
      }
    },
    apply() {
      const code = text.trim();
      if (!code) {
        clear();
        return;
      }
      check.mutate(code, {
        onSuccess: (discount) => {
          if (!discount) return refuse(PROMO_MSG.unknown);
          setApplied(code);
          setMessage({ kind: 'success', text: 'Promo applied!' });
        },
        onError: (error) => refuse(paymentReason(error, PROMO_MSG.unknown)),
      });
    },
    clear,
    refuse,
  };
}
