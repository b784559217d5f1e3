import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { ListSkeleton } from '../../../ui/Skeletons';
import { ledgerRowView, type LedgerRowView } from '../format';
import { HISTORY_PAGE_SIZE, useCreditHistory } from '../hooks';
import { Pager } from '../../../ui/Pager';
import classes from '../shared/tables.module.css';
import tableClasses from '../../../ui/ResponsiveTable.module.css';

function Direction({ row }: { row: LedgerRowView }) {
  return (
    <Badge variant="light" color={row.direction === 'IN' ? 'green' : 'gray'} size="sm">
      {row.direction}
    </Badge>
  );
}

function Rows({ rows }: { rows: LedgerRowView[] }) {
  return (
    <>
      <Table className={tableClasses.table} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Details</Table.Th>
            <Table.Th className={classes.number}>Job posts</Table.Th>
            <Table.Th className={classes.number}>Balance after</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.date}</Table.Td>
              <Table.Td>
                <Direction row={row} />
              </Table.Td>
              <Table.Td>{row.reason}</Table.Td>
              <Table.Td className={classes.number}>{row.change}</Table.Td>
              <Table.Td className={classes.number}>{row.balanceAfter}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ul className={tableClasses.cards} aria-label="Balance history">
        {rows.map((row) => (
          <li key={row.id}>
            <Paper withBorder p="md">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <Direction row={row} />
                    <Text fw={700}>{row.change}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {row.date}
                  </Text>
                </Group>
                <dl className={tableClasses.facts}>
                  <dt>Details</dt>
                  <dd>{row.reason}</dd>
                  <dt>Balance after</dt>
                  <dd>{row.balanceAfter}</dd>
                </dl>
              </Stack>
            </Paper>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The balance history grid (C-F1, C-Q13): every movement of the team's job posts, IN and OUT, with the balance after. */
export function BalanceHistory() {
  const [page, setPage] = useState(1);
  const history = useCreditHistory(page);
  const rows = history.data?.data.map(ledgerRowView) ?? [];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="balance-history-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="balance-history-title">
          Balance history
        </Title>
        {history.isPending ? (
          <ListSkeleton rows={3} />
        ) : history.isError ? (
          <Alert color="red" role="alert" title="Could not load the balance history">
            <Button size="xs" variant="white" color="red" loading={history.isFetching} onClick={() => void history.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : rows.length === 0 ? (
          <EmptyState
            compact
            title="No job posts yet"
            description="Each purchase, and each job opportunity or agency project you post, will be listed here with your balance after it."
          />
        ) : (
          <>
            <div aria-busy={history.isPlaceholderData}>
              <Rows rows={rows} />
            </div>
            <Pager page={page} pageSize={HISTORY_PAGE_SIZE.credit} total={history.data.paginatorInfo.total} onPage={setPage} label="Balance history pages" summary="range" />
          </>
        )}
      </Stack>
    </Paper>
  );
}
