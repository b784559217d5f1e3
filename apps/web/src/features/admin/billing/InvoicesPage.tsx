import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { formatDate } from '../ui/format';
import { Pager } from '../../../ui/Pager';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import { ActionsHeader, PINNED_CELL, WideTable } from '../ui/WideTable';
import type { AdminInvoice } from './documents';
import { awaitsPayment, INVOICE_METHOD, invoiceAmount, isOverdue, pageOf } from './labels';
import { TeamLink } from './parts';
import { PAYMENTS_PAGE_SIZE, useExportCsv, useInvoices, useMarkPaid, useOpenInvoice } from './usePayments';

/**
 * /admin/payments/invoices: every VAT invoice and credit note, latest first. An invoice on account is marked paid
 * when its transfer arrives, and flagged once it is past its due date; each opens as a PDF; the accounting records
 * download as CSV.
 */
export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const invoices = useInvoices(page);
  const exportCsv = useExportCsv();
  const rows = invoices.data?.data ?? [];
  return (
    <>
      <PageTitle title="Invoices">
        <Button variant="default" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
          Export CSV
        </Button>
      </PageTitle>
      <QueryState query={invoices}>
        {rows.length === 0 ? (
          <Text c="dimmed">No invoices yet.</Text>
        ) : (
          <>
            <InvoicesTable invoices={rows} />
            {invoices.data?.paginatorInfo && (
              <Pager
                page={invoices.data.paginatorInfo.currentPage}
                total={invoices.data.paginatorInfo.total}
                pageSize={PAYMENTS_PAGE_SIZE}
                onPage={(next) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true })}
                summary="count"
                mt="md"
              />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

function InvoicesTable({ invoices }: { invoices: AdminInvoice[] }) {
  const now = new Date();
  return (
    <WideTable minWidth={900} pinnedActions label="Invoices">
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Issued</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th>Paid</Table.Th>
            <ActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} overdue={isOverdue(invoice, now)} />
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}

function InvoiceRow({ invoice, overdue }: { invoice: AdminInvoice; overdue: boolean }) {
  const markPaid = useMarkPaid();
  const open = useOpenInvoice();
  const creditNote = invoice.kind === 'credit_note';
  const unpaid = awaitsPayment(invoice);
  return (
    <Table.Tr data-testid="invoice-row">
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {invoice.number}
          </Text>
          {creditNote && (
            <Badge miw="max-content" variant="light" color="blue">
              Credit note
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <TeamLink teamId={invoice.teamId} name={invoice.teamName} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{INVOICE_METHOD[invoice.method] ?? invoice.method}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {invoiceAmount(invoice)}
      </Table.Td>
      <Table.Td>{formatDate(invoice.issuedAt)}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {formatDate(invoice.dueAt)}
          {overdue && (
            <Badge miw="max-content" variant="light" color="red">
              Overdue
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {invoice.paidAt ? (
          formatDate(invoice.paidAt)
        ) : unpaid ? (
          <Badge miw="max-content" variant="light" color="yellow">
            Unpaid
          </Badge>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td className={PINNED_CELL}>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {unpaid && (
            <ConfirmButton
              size="xs"
              color="green"
              loading={markPaid.isPending}
              aria-label={`Mark paid: invoice ${invoice.number}`}
              title="Mark paid"
              message={`Mark invoice ${invoice.number} of ${invoice.teamName} (${invoiceAmount(invoice)}) paid? Do this once its transfer has arrived.`}
              confirmLabel="Mark paid"
              onConfirm={() => markPaid.mutate(invoice.id)}
            >
              Mark paid
            </ConfirmButton>
          )}
          <Button
            size="xs"
            variant="default"
            loading={open.isPending}
            aria-label={`Download PDF of ${creditNote ? 'credit note' : 'invoice'} ${invoice.number}`}
            onClick={() => open.mutate(invoice.id)}
          >
            Download PDF
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
