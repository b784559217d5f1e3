import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { CardContext, type CardContextValue, type Gateway } from './card-context';
import { EMPTY_CARD, type CardErrors, type TestCardValue } from './card-input';
import { TestAuthenticationModal, type TestAuthenticationRequest } from './TestAuthenticationModal';
import type { AuthenticationResult } from './test-gateway-api';

export interface CardProviderProps {
  /** billingAccount.gateway (or prepareCard's): 'test' or 'stripe'. */
  gateway: string;
  /** billingAccount.publishableKey: Stripe's key, null for the test gateway. */
  publishableKey: string | null | undefined;
  children: ReactNode;
}

/**
 * Holds the card form of one payment screen and the test gateway's authentication dialog. Wrap the part of the
 * screen that shows <CardField /> or calls useCardSetup() in it, once per screen.
 */
export function CardProvider({ gateway, publishableKey, children }: CardProviderProps) {
  const [testCard, setTestCard] = useState<TestCardValue>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [stripeCard, setStripeCard] = useState<CardContextValue['stripeCard']>(null);
  const [request, setRequest] = useState<TestAuthenticationRequest | null>(null);

  const authenticateOnTestPage = useCallback(
    (kind: 'setups' | 'payments', ref: string) => new Promise<AuthenticationResult>((settle) => setRequest({ kind, ref, settle })),
    [],
  );

  const value = useMemo<CardContextValue>(
    () => ({
      gateway: (gateway === 'stripe' ? 'stripe' : 'test') satisfies Gateway,
      publishableKey: publishableKey ?? null,
      testCard,
      setTestCard,
      errors,
      setErrors,
      stripeCard,
      setStripeCard,
      authenticateOnTestPage,
    }),
    [gateway, publishableKey, testCard, errors, stripeCard, authenticateOnTestPage],
  );

  return (
    <CardContext.Provider value={value}>
      {children}
      {value.gateway === 'test' && <TestAuthenticationModal request={request} onDone={() => setRequest(null)} />}
    </CardContext.Provider>
  );
}
