import { Alert, Input, Skeleton, useMantineTheme } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { useCardContext } from './card-context';
import classes from './card.module.css';
import { loadStripeFor, STRIPE_UNAVAILABLE } from './stripe-loader';

interface StripeCardElementProps {
  label: string;
  disabled?: boolean;
}

/** Stripe's card element (number, expiry, CVC in Stripe's own frame): loaded with its code on the payment pages only. */
export default function StripeCardElement({ label, disabled }: StripeCardElementProps) {
  const { publishableKey } = useCardContext();
  const [stripe, setStripe] = useState<Promise<Stripe> | null>(null);
  const [failed, setFailed] = useState(!publishableKey);

  useEffect(() => {
    if (!publishableKey) return;
    const loading = loadStripeFor(publishableKey);
    loading.catch(() => setFailed(true));
    setStripe(loading);
  }, [publishableKey]);

  if (failed) {
    return (
      <Alert color="red" role="alert" title={label}>
        {STRIPE_UNAVAILABLE}
      </Alert>
    );
  }
  if (!stripe) return <Skeleton height={36} radius="sm" role="status" aria-label="Loading the card form" />;
  return (
    <Elements stripe={stripe}>
      <CardInput label={label} disabled={disabled} />
    </Elements>
  );
}

function CardInput({ label, disabled }: StripeCardElementProps) {
  const theme = useMantineTheme();
  const stripe = useStripe();
  const elements = useElements();
  const { errors, setErrors, setStripeCard } = useCardContext();
  const [focused, setFocused] = useState(false);

  useEffect(() => () => setStripeCard(null), [setStripeCard]);

  const onReady = () => {
    const card = elements?.getElement(CardElement);
    if (stripe && card) setStripeCard({ stripe, card });
  };
  const onChange = (event: StripeCardElementChangeEvent) => setErrors(event.error ? { number: event.error.message } : {});

  return (
    <Input.Wrapper label={label} error={errors.number} required>
      <div className={classes.stripeCard} data-focused={focused || undefined} data-error={errors.number ? true : undefined}>
        <CardElement
          options={{
            disabled,
            // The billing address form has the postcode.
            hidePostalCode: true,
            style: {
              base: { color: theme.black, fontFamily: theme.fontFamily, fontSize: '16px', '::placeholder': { color: theme.colors.gray[6] } },
              invalid: { color: theme.colors.red[6] },
            },
          }}
          onReady={onReady}
          onChange={onChange}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </div>
    </Input.Wrapper>
  );
}
