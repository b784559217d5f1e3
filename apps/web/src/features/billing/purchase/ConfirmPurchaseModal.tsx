import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatPounds } from '@mp/domain';
import type { PriceQuote, SavedCard } from '../documents';
import { cardBrand, jobPosts } from '../format';
import type { PurchaseMethod } from './usePurchase';

interface ConfirmPurchaseModalProps {
  method: PurchaseMethod | null;
  quote: PriceQuote | undefined;
  card: SavedCard | null;
  invoiceDueDays: number;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before paying (C-F1): what is bought, for how much, and how it is paid. */
export function ConfirmPurchaseModal({ method, quote, card, invoiceDueDays, onConfirm, onClose }: ConfirmPurchaseModalProps) {
  const opened = method !== null && quote !== undefined;
  const how =
    method === 'account'
      ? `on account: we will email an invoice, due ${invoiceDueDays} days after its date`
      : card
        ? `with your ${cardBrand(card.brand)} ending in ${card.last4}`
        : 'with your card';
  return (
    <Modal opened={opened} onClose={onClose} title="Confirm your purchase" centered>
      {quote && (
        <Stack gap="md">
          <Text>
            Buy <strong>{jobPosts(quote.quantity)}</strong> for <strong>{formatPounds(quote.totalPence)}</strong>
            {quote.vatApplies ? ' including VAT' : ''}, {how}?
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={onConfirm} data-autofocus>
              {method === 'account' ? 'Confirm purchase on account' : `Pay ${formatPounds(quote.totalPence)}`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
