import { Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatPounds, QUANTITY_MAX, QUANTITY_MIN } from '@mp/domain';
import type { ReactNode } from 'react';
import type { PriceQuote } from '../documents';

function Line({ label, value, strong = false, testId }: { label: ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" align="baseline" wrap="nowrap" gap="md">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 800 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** What the cart says instead of figures while the quantity is not one that can be bought. */
export const CART_INVALID = `Enter from ${QUANTITY_MIN} to ${QUANTITY_MAX} job posts to see the price.`;

/**
 * The cart (C-F1): every field of the price quote, in the order the quote computes them (decision 0044): the posts at
 * the unit price, the volume and promo discounts, the net, VAT with its percentage (or the note of a buyer outside the
 * UK's VAT), the total. The same quote() the charge and the invoice use, so the figure shown is the figure charged.
 * While the quantity is not valid it shows no figures: the last quote would be a price for another order.
 */
export function Cart(props: { quote: PriceQuote | undefined; promoCode: string | null; stale: boolean; invalid: boolean }) {
  const { quote, promoCode, stale, invalid } = props;
  if (invalid) {
    return (
      <Text size="sm" c="dimmed" data-testid="cart-invalid">
        {CART_INVALID}
      </Text>
    );
  }
  if (!quote) {
    return (
      <Stack gap="xs" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Group key={i} justify="space-between">
            <Skeleton h={14} w={120} />
            <Skeleton h={14} w={70} />
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    // No fading while the next quote loads: faded figures would fail the contrast rule (decision 0019); they change in place.
    <Stack gap={8} aria-busy={stale} data-testid="cart">
      <Line label={`${quote.quantity} × Job Post at ${formatPounds(quote.unitPence)}`} value={formatPounds(quote.grossPence)} testId="cart-gross" />
      {quote.tierDiscountPence > 0 && <Line label={`Volume discount (${quote.tierPercent}%)`} value={`−${formatPounds(quote.tierDiscountPence)}`} testId="cart-tier" />}
      {quote.promoDiscountPence > 0 && (
        <Line label={`Promo code${promoCode ? ` ${promoCode.toUpperCase()}` : ''}`} value={`−${formatPounds(quote.promoDiscountPence)}`} testId="cart-promo" />
      )}
      {quote.discountPence > 0 && <Line label="Subtotal after discount" value={formatPounds(quote.netPence)} testId="cart-net" />}
      {quote.vatApplies ? (
        <Line label={`VAT (${quote.vatPercent}%)`} value={formatPounds(quote.vatPence)} testId="cart-vat" />
      ) : (
        <>
          <Line label="VAT" value={formatPounds(0)} testId="cart-vat" />
          {quote.vatNote && (
            <Text size="xs" c="dimmed">
              {quote.vatNote}
            </Text>
          )}
        </>
      )}
      <Divider my={4} />
      <Line label="Total" value={formatPounds(quote.totalPence)} strong testId="cart-total" />
    </Stack>
  );
}
