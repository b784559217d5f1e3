import { NumberInput, Paper, Stack, Title } from '@mantine/core';
import { QUANTITY_MAX, QUANTITY_MIN } from '@mp/domain';
import { clampQuantity } from '../format';
import { PromoField } from '../shared/PromoField';
import type { Promo } from '../shared/usePromo';

interface OrderPanelProps {
  quantity: number | '';
  quantityError: string | null;
  onQuantity: (value: number | '') => void;
  promo: Promo;
  disabled: boolean;
}

/** The quantity calculator and the promo field (C-F1): 1 to 10 posts ('Min 1', clamped above 10), a code checked by CHECK_PROMO. */
export function OrderPanel(props: OrderPanelProps) {
  const { quantity, quantityError, onQuantity, promo, disabled } = props;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="order-title">
          How many job posts?
        </Title>
        <NumberInput
          label="Job posts"
          description={`From ${QUANTITY_MIN} to ${QUANTITY_MAX} in one purchase`}
          withAsterisk
          min={QUANTITY_MIN}
          max={QUANTITY_MAX}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          value={quantity}
          onChange={(value) => onQuantity(clampQuantity(value))}
          error={quantityError}
          disabled={disabled}
          w={{ base: '100%', xs: 200 }}
          data-testid="quantity"
        />
        <PromoField promo={promo} disabled={disabled} />
      </Stack>
    </Paper>
  );
}
