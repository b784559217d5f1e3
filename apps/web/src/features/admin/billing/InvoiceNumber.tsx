import { Anchor, Loader } from '@mantine/core';
import { useOpenInvoice } from './usePayments';

/** An invoice's number that opens its PDF in a new tab (the link is fetched first; nothing happens twice meanwhile). */
export function InvoiceNumber({ invoiceId, number }: { invoiceId: string; number: string }) {
  const open = useOpenInvoice();
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      size="sm"
      disabled={open.isPending}
      aria-busy={open.isPending || undefined}
      aria-label={`Invoice ${number} (PDF, opens in a new tab)`}
      onClick={() => open.mutate(invoiceId)}
      style={{ whiteSpace: 'nowrap' }}
    >
      {number}
      {open.isPending && <Loader size={12} ml={6} aria-hidden />}
    </Anchor>
  );
}
