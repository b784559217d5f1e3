import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../ui/format';
import type { AdminUserRow } from './documents';
import { displayName, StatusBadge, TYPE_LABEL } from './labels';

/** Accounts, those awaiting approval first (the server's order). Scrolls sideways on phones. */
export function AccountsTable({ users }: { users: AdminUserRow[] }) {
  if (users.length === 0) return <Text c="dimmed">No accounts match.</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Company / agency</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/accounts/${user.id}`} fw={600}>
                  {displayName(user)}
                </Anchor>
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{TYPE_LABEL[user.type]}</Table.Td>
              <Table.Td>{user.company ?? user.agency_name ?? '—'}</Table.Td>
              <Table.Td>
                <StatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>{formatDate(user.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
