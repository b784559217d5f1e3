import { Group, List, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ChangeEvent } from 'react';
import { useCardContext } from './card-context';
import { formatCardNumber, formatCvc, formatExpiry, TEST_CARD_HINTS, type TestCardValue } from './card-input';
import { TestModeBadge } from './TestModeBadge';

const StripeCardElement = lazy(() => import('./StripeCardElement'));

export interface CardFieldProps {
  /** The field's label (default 'Card details'). */
  label?: string;
  disabled?: boolean;
}

/**
 * The card's number, expiry and CVC, nothing else (the card holder's name, email and phone are the screen's own
 * fields): Stripe's card element with Stripe, or the test gateway's three inputs with a 'Test mode' badge and the
 * test cards. Goes inside <CardProvider>; useCardSetup().confirmSetup reads it.
 */
export function CardField({ label = 'Card details', disabled }: CardFieldProps) {
  const { gateway } = useCardContext();
  // Stripe's frame exists in the browser only: the server (and the first render after it) shows its place.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (gateway === 'test') return <TestCardInputs label={label} disabled={disabled} />;
  const placeholder = <Skeleton height={36} radius="sm" role="status" aria-label="Loading the card form" />;
  return mounted ? (
    <Suspense fallback={placeholder}>
      <StripeCardElement label={label} disabled={disabled} />
    </Suspense>
  ) : (
    placeholder
  );
}

function TestCardInputs({ label, disabled }: Required<Pick<CardFieldProps, 'label'>> & Pick<CardFieldProps, 'disabled'>) {
  const { testCard, setTestCard, errors, setErrors } = useCardContext();
  const change = (field: keyof TestCardValue, format: (text: string) => string) => (event: ChangeEvent<HTMLInputElement>) => {
    setTestCard({ ...testCard, [field]: format(event.currentTarget.value) });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <TestModeBadge />
      </Group>
      <TextInput
        label="Card number"
        required
        disabled={disabled}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={testCard.number}
        onChange={change('number', formatCardNumber)}
        error={errors.number}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Expiry (MM/YY)"
          required
          disabled={disabled}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={testCard.expiry}
          onChange={change('expiry', formatExpiry)}
          error={errors.expiry}
        />
        <TextInput
          label="CVC"
          required
          disabled={disabled}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={testCard.cvc}
          onChange={change('cvc', formatCvc)}
          error={errors.cvc}
        />
      </SimpleGrid>
      <div>
        <Text size="xs" c="dimmed">
          Test mode: no card is charged. Use any future expiry and any CVC with these cards:
        </Text>
        <List size="xs" c="dimmed" spacing={2}>
          {TEST_CARD_HINTS.map((hint) => (
            <List.Item key={hint.number}>
              <Text span size="xs" ff="monospace" c="dimmed">
                {hint.number}
              </Text>{' '}
              {hint.does}
            </List.Item>
          ))}
        </List>
      </div>
    </Stack>
  );
}
