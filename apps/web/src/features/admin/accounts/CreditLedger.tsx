import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../ui/format';
import { WideTable } from '../ui/WideTable';
import type { LedgerEntry } from './credits-documents';

/** The ledger, latest first: each movement with the balance after it. */
export function CreditLedger({ entries }: { entries: LedgerEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">No job posts granted or used yet.</Text>;
  return (
    <WideTable minWidth={560} label="Credits ledger">
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Change</Table.Th>
            <Table.Th>Balance</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id} data-testid="ledger-row">
              <Table.Td>{formatDateTime(e.created_at)}</Table.Td>
              <Table.Td>{`${e.direction === 'IN' ? '+' : '−'}${e.quantity}`}</Table.Td>
              <Table.Td>{e.balance_after}</Table.Td>
              <Table.Td>{e.reason}</Table.Td>
              <Table.Td>{e.actor_name ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}
