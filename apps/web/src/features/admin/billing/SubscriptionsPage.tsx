import { Table, Text } from '@mantine/core';
import { formatPounds } from '@mp/domain';
import { useSearchParams } from 'react-router';
import { formatDate } from '../ui/format';
import { Pager } from '../../../ui/Pager';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import { WideTable } from '../ui/WideTable';
import type { AdminSubscription } from './documents';
import { pageOf, SUBSCRIPTION_STATUS } from './labels';
import { StatusBadge, TeamLink } from './parts';
import { PAYMENTS_PAGE_SIZE, useSubscriptions } from './usePayments';

/** /admin/payments/subscriptions: the monthly subscriptions, latest first, with their next renewal and failed charges. */
export function SubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const subscriptions = useSubscriptions(pageOf(params));
  const rows = subscriptions.data?.data ?? [];
  return (
    <>
      <PageTitle title="Subscriptions" />
      <QueryState query={subscriptions}>
        {rows.length === 0 ? (
          <Text c="dimmed">No subscriptions yet.</Text>
        ) : (
          <>
            <SubscriptionsTable subscriptions={rows} />
            {subscriptions.data?.paginatorInfo && (
              <Pager
                page={subscriptions.data.paginatorInfo.currentPage}
                total={subscriptions.data.paginatorInfo.total}
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

function SubscriptionsTable({ subscriptions }: { subscriptions: AdminSubscription[] }) {
  return (
    <WideTable minWidth={760} label="Subscriptions">
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Price a month</Table.Th>
            <Table.Th>Renews</Table.Th>
            <Table.Th ta="right">Failed charges</Table.Th>
            <Table.Th>Started</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscriptions.map((s) => (
            <Table.Tr key={s.id} data-testid="subscription-row">
              <Table.Td>
                <TeamLink teamId={s.teamId} name={s.teamName} />
              </Table.Td>
              <Table.Td>
                <StatusBadge map={SUBSCRIPTION_STATUS} value={s.status} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPounds(s.pricePence)} + VAT
              </Table.Td>
              <Table.Td>
                {s.status === 'cancelled' ? (
                  '—'
                ) : s.cancelAtPeriodEnd ? (
                  <Text size="sm">Ends {formatDate(s.periodEnd)}</Text>
                ) : (
                  formatDate(s.periodEnd)
                )}
              </Table.Td>
              <Table.Td ta="right">{s.failedAttempts}</Table.Td>
              <Table.Td>{formatDate(s.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}
