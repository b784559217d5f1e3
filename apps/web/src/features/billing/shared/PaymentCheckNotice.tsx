import { Alert, Loader, Text } from '@mantine/core';

/** What was sent: a card payment, a purchase on account (nothing charged: invoiced), or a subscription's first month. */
export type CheckedPayment = 'card' | 'account' | 'subscription';

const TEXT: Record<CheckedPayment, { checking: string; unconfirmed: string; safe: string }> = {
  card: {
    checking: 'Checking your payment…',
    unconfirmed: 'We could not confirm your payment',
    safe: 'It may have gone through. Paying again for the same order is safe: you will not be charged twice.',
  },
  account: {
    checking: 'Checking your purchase…',
    unconfirmed: 'We could not confirm your purchase',
    safe: 'It may have gone through. Buying the same order again is safe: you will not be invoiced twice.',
  },
  subscription: {
    checking: 'Checking your payment…',
    unconfirmed: 'We could not confirm your subscription',
    safe: 'It may have started. Starting it again is safe: you will not be charged twice.',
  },
};

/**
 * A payment whose answer was lost: while the page asks the server again, 'Checking your payment…'; when it still
 * cannot tell, that it may have gone through and that trying again is safe (the same key: the server answers the
 * first payment rather than making a second).
 */
export function PaymentCheckNotice({ step, payment }: { step: 'checking' | 'unconfirmed'; payment: CheckedPayment }) {
  const text = TEXT[payment];
  if (step === 'checking') {
    return (
      <Alert role="status" icon={<Loader size={16} aria-hidden />} title={text.checking} data-testid="payment-check">
        <Text size="sm">We did not hear back in time, so we are asking again. This takes a few seconds.</Text>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" role="status" title={text.unconfirmed} data-testid="payment-check">
      <Text size="sm">{text.safe}</Text>
    </Alert>
  );
}
