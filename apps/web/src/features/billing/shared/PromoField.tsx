import { Box, Button, Text, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { Promo } from './usePromo';

/**
 * The promo code input with its Apply button; Enter in it applies the code rather than sending the form it sits in.
 * The message under it: "Promo code doesn't exist!" as the field's error, 'Promo applied!' as a status.
 */
export function PromoField({ promo, disabled = false, description = 'Optional' }: { promo: Promo; disabled?: boolean; description?: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    promo.apply();
  };
  return (
    <Box maw={{ base: '100%', xs: 360 }}>
      <TextInput
        label="Promo code"
        description={description}
        value={promo.text}
        onChange={(event) => promo.change(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={promo.message?.kind === 'error' ? promo.message.text : undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={disabled}
        rightSectionWidth={84}
        rightSection={
          <Button type="button" onClick={promo.apply} size="compact-sm" variant="light" loading={promo.checking} disabled={disabled || promo.text.trim() === ''}>
            Apply
          </Button>
        }
      />
      {promo.message?.kind === 'success' && (
        <Text size="sm" c="teal.8" mt={6} role="status">
          {promo.message.text}
        </Text>
      )}
    </Box>
  );
}
