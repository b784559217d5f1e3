import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { organisationName } from '@mp/domain';
import { Link } from 'react-router';
import { VerifiedBadge } from '../../company-verification';
import { formatDate } from '../ui/format';
import { ActionsHeader, PINNED_CELL, WideTable } from '../ui/WideTable';
import type { AdminUserRow } from './documents';
import { displayName, StatusBadge, TYPE_LABEL } from './labels';
import { useAccountActions } from './useAccountActions';

/** A row's actions, pinned to the right on phones: Approve for an account awaiting it (the name opens the account). */
function RowActions({ user }: { user: AdminUserRow }) {
  const { approve } = useAccountActions(user.id);
  const name = displayName(user);
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {user.status === 'INACTIVE' && user.type !== 'ADMIN' && (
        <Button size="xs" color="green" loading={approve.isPending} onClick={() => approve.mutate()} aria-label={`Approve ${name}`}>
          Approve
        </Button>
      )}
    </Group>
  );
}

/** Accounts, those awaiting approval first (the server's order). Scrolls sideways on phones, the actions pinned. */
export function AccountsTable({ users }: { users: AdminUserRow[] }) {
  if (users.length === 0) return <Text c="dimmed">No accounts match.</Text>;
  return (
    <WideTable minWidth={820} pinnedActions label="Accounts">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Company / agency</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
            <ActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                {/* The badge beside the name, so a phone shows it without scrolling the table. */}
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={`/admin/accounts/${user.id}`} fw={600}>
                    {displayName(user)}
                  </Anchor>
                  {user.company_verified && <VerifiedBadge />}
                </Group>
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{TYPE_LABEL[user.type]}</Table.Td>
              <Table.Td>{organisationName(user) ?? '—'}</Table.Td>
              <Table.Td>
                <StatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>{formatDate(user.created_at)}</Table.Td>
              <Table.Td className={PINNED_CELL}>
                <RowActions user={user} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}
