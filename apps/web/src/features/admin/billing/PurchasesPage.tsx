import { Group, Select, Table, Text } from '@mantine/core';
import { formatPounds } from '@mp/domain';
import { useSearchParams } from 'react-router';
import { formatDate } from '../ui/format';
import { Pager } from '../../../ui/Pager';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import { ActionsHeader, PINNED_CELL, WideTable } from '../ui/WideTable';
import type { AdminPurchase } from './documents';
import { InvoiceNumber } from './InvoiceNumber';
import { PURCHASE_KIND, PURCHASE_STATUS, PURCHASE_STATUS_OPTIONS, readPurchaseFilters, writePurchaseFilters, type PurchaseFilters } from './labels';
import { StatusBadge, TeamLink } from './parts';
import { RefundButton } from './RefundButton';
import { PAYMENTS_PAGE_SIZE, usePurchases } from './usePayments';

/** /admin/payments/purchases: every purchase of job posts, latest first, filtered by status; an unspent one refunded. */
export function PurchasesPage() {
  const [params, setParams] = useSearchParams();
  const filters = readPurchaseFilters(params);
  const purchases = usePurchases(filters);
  const change = (next: PurchaseFilters) => setParams(writePurchaseFilters(next), { replace: true });
  const rows = purchases.data?.data ?? [];

  return (
    <>
      <PageTitle title="Purchases" />
      <Group mb="md">
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={PURCHASE_STATUS_OPTIONS}
          value={filters.status || null}
          onChange={(value) => change({ status: value ?? '', page: 1 })}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <QueryState query={purchases}>
        {rows.length === 0 ? (
          <Text c="dimmed">{filters.status ? 'No purchases with this status.' : 'No purchases yet.'}</Text>
        ) : (
          <>
            <PurchasesTable purchases={rows} />
            {purchases.data?.paginatorInfo && <Pager page={purchases.data.paginatorInfo.currentPage} total={purchases.data.paginatorInfo.total} pageSize={PAYMENTS_PAGE_SIZE} onPage={(page) => change({ ...filters, page })} summary="count" mt="md" />}
          </>
        )}
      </QueryState>
    </>
  );
}

function PurchasesTable({ purchases }: { purchases: AdminPurchase[] }) {
  return (
    <WideTable minWidth={940} pinnedActions label="Purchases">
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th ta="right">Posts</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Settled</Table.Th>
            <ActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {purchases.map((p) => (
            <Table.Tr key={p.id} data-testid="purchase-row">
              <Table.Td c="dimmed">{p.id}</Table.Td>
              <Table.Td>
                <TeamLink teamId={p.teamId} name={p.teamName} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{PURCHASE_KIND[p.kind] ?? p.kind}</Table.Td>
              <Table.Td ta="right">{p.quantity}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPounds(p.totalPence)}
              </Table.Td>
              <Table.Td>
                <StatusBadge map={PURCHASE_STATUS} value={p.status} />
                {p.failureMessage && (
                  <Text size="xs" c="dimmed" mt={4} maw={220}>
                    {p.failureMessage}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{p.invoiceId && p.invoiceNumber ? <InvoiceNumber invoiceId={p.invoiceId} number={p.invoiceNumber} /> : '—'}</Table.Td>
              <Table.Td>{formatDate(p.createdAt)}</Table.Td>
              <Table.Td>{formatDate(p.settledAt)}</Table.Td>
              <Table.Td className={PINNED_CELL}>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {p.refundable && <RefundButton purchase={p} />}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}
