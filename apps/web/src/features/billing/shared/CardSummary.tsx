import { Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon, type IconProps } from '../../../ui/icons';
import type { SavedCard } from '../documents';
import { CARD_MASK, cardBrand, cardExpiry } from '../format';

export function CardIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </Icon>
  );
}

/** The saved card: brand, the masked number with its last four digits, the expiry as MM/YYYY (C-F5). */
export function CardSummary({ card, action }: { card: SavedCard; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm" data-testid="saved-card">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
          <CardIcon size={22} />
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={700}>
            {cardBrand(card.brand)}{' '}
            <span style={{ whiteSpace: 'nowrap' }}>
              <span aria-hidden="true">{CARD_MASK} </span>
              <VisuallyHidden>ending in </VisuallyHidden>
              {card.last4}
            </span>
          </Text>
          <Text size="sm" c="dimmed">
            Expires {cardExpiry(card)}
          </Text>
        </Stack>
      </Group>
      {action}
    </Group>
  );
}
