import { Alert, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { MSG } from '@mp/domain';
import { useState } from 'react';
import { useGroupPath } from '../../../app/group-context';
import { toastError } from '../../../lib/toast';
import { EmptyState } from '../../../ui/EmptyState';
import { ListSkeleton } from '../../../ui/Skeletons';
import { signedOut } from '../../../app/error-reason';
import { paymentReason } from '../errors';
import { historyRowView, type HistoryRowView } from '../format';
import { HISTORY_PAGE_SIZE, useBillingHistory, useInvoiceLink } from '../hooks';
import { Pager } from '../../../ui/Pager';
import classes from '../shared/tables.module.css';
import tableClasses from '../../../ui/ResponsiveTable.module.css';

/**
 * 'Download PDF': a signed link to the invoice (5 minutes), opened in a new tab, which carries no bearer token. The
 * tab is opened at the click, before the link is asked for, so no pop-up blocker stops it; it is then sent there.
 */
function useDownload() {
  const link = useInvoiceLink();
  const [opening, setOpening] = useState<string | null>(null);
  const download = async (invoiceId: string) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setOpening(invoiceId);
    try {
      // The link is a path of this site: made absolute, as the blank tab has no address of its own to resolve it against.
      const url = new URL(await link.mutateAsync(invoiceId), window.location.origin).href;
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      if (!signedOut(error)) toastError(paymentReason(error, MSG.somethingWrong));
    } finally {
      setOpening(null);
    }
  };
  return { download, opening };
}

function Item({ row }: { row: HistoryRowView }) {
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {row.item}
        </Text>
        {row.free && (
          <Badge size="sm" variant="light" color="green">
            Free
          </Badge>
        )}
      </Group>
      {row.source && (
        <Text size="xs" c="dimmed">
          {row.source}
        </Text>
      )}
    </Stack>
  );
}

function DownloadButton({ row, opening, onDownload, fullWidth = false }: { row: HistoryRowView; opening: string | null; onDownload: (id: string) => void; fullWidth?: boolean }) {
  if (!row.invoiceId) return null;
  const button = (
    <Button
      size="xs"
      variant="light"
      fullWidth={fullWidth}
      loading={opening === row.invoiceId}
      onClick={() => onDownload(row.invoiceId!)}
      aria-label={`Download PDF of the ${row.testMode ? 'test-mode ' : ''}invoice of ${row.date}`}
    >
      Download PDF
    </Button>
  );
  if (!row.testMode) return button;
  // The offline test gateway's invoices are no VAT invoices (decision 0046): said beside the download, as on the PDF.
  return (
    <Stack gap={4} align={fullWidth ? 'stretch' : 'flex-start'}>
      <Badge size="sm" color="yellow" variant="light" title="Test mode: not a VAT invoice" data-testid="invoice-test-mode">
        Test mode: not a VAT invoice
      </Badge>
      {button}
    </Stack>
  );
}

function HistoryRows({ rows }: { rows: HistoryRowView[] }) {
  const { download, opening } = useDownload();
  const onDownload = (id: string) => void download(id);
  return (
    <>
      <Table className={tableClasses.table} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th className={classes.number}>Amount</Table.Th>
            <Table.Th>Invoice</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="history-row">
              <Table.Td>
                <Item row={row} />
              </Table.Td>
              <Table.Td>{row.date}</Table.Td>
              <Table.Td className={classes.number}>{row.amount ?? ''}</Table.Td>
              <Table.Td>
                <DownloadButton row={row} opening={opening} onDownload={onDownload} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ul className={tableClasses.cards} aria-label="Billing history">
        {rows.map((row) => (
          <li key={row.id}>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Item row={row} />
                  {row.amount && <Text fw={700}>{row.amount}</Text>}
                </Group>
                <dl className={tableClasses.facts}>
                  <dt>Date</dt>
                  <dd>{row.date}</dd>
                </dl>
                <DownloadButton row={row} opening={opening} onDownload={onDownload} fullWidth />
              </Stack>
            </Paper>
          </li>
        ))}
      </ul>
    </>
  );
}

/** billing-history: the job posts that came in, what each cost, and its invoice. */
export function BillingHistoryPage() {
  const path = useGroupPath();
  const [page, setPage] = useState(1);
  const history = useBillingHistory(page);
  const rows = history.data?.data.map(historyRowView) ?? [];
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Billing history</Title>
          <Text c="dimmed">Your purchases and subscription payments, with their VAT invoices.</Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          {history.isPending ? (
            <ListSkeleton rows={4} />
          ) : history.isError ? (
            <Alert color="red" role="alert" title="Could not load your billing history">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">Check your connection and try again.</Text>
                <Button size="xs" variant="white" color="red" loading={history.isFetching} onClick={() => void history.refetch()}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          ) : rows.length === 0 ? (
            <EmptyState
              title="No purchases yet"
              description="Job posts you buy, and those your subscription brings, will be listed here with their invoices."
              action={{ label: 'Purchase Job Posts', to: path('manage-credits') }}
            />
          ) : (
            <Stack gap="md">
              <div aria-busy={history.isPlaceholderData}>
                <HistoryRows rows={rows} />
              </div>
              <Pager page={page} pageSize={HISTORY_PAGE_SIZE.billing} total={history.data.paginatorInfo.total} onPage={setPage} label="Billing history pages" summary="range" />
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
