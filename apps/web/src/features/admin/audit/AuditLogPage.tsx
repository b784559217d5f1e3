import { Code, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { gqlRequest } from '../../../app/api-client';
import { adminKeys } from '../keys';
import { formatDateTime } from '../ui/format';
import { Pager } from '../../../ui/Pager';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import { AdminAuditLogQuery } from './documents';
import { WideTable } from '../ui/WideTable';

const PAGE_SIZE = 50;

/** /admin/audit-log: who did what to which record, and when; newest first. */
export function AuditLogPage() {
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: () => gqlRequest(AdminAuditLogQuery, { first: PAGE_SIZE, page }),
    select: (data) => data.adminAuditLog,
    placeholderData: keepPreviousData,
  });
  const entries = log.data?.data ?? [];
  return (
    <>
      <PageTitle title="Audit log" />
      <QueryState query={log}>
        {entries.length === 0 ? (
          <Text c="dimmed">Nothing recorded yet.</Text>
        ) : (
          <WideTable minWidth={760} label="Audit log">
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.created_at)}</Table.Td>
                    <Table.Td>{e.actor_email ?? (e.actor_id ? `#${e.actor_id}` : 'system')}</Table.Td>
                    <Table.Td>{e.action}</Table.Td>
                    <Table.Td>{e.target_type ? `${e.target_type}${e.target_id ? ` #${e.target_id}` : ''}` : '—'}</Table.Td>
                    <Table.Td>
                      {e.details ? (
                        <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{e.details}</Code>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
        )}
        {log.data?.paginatorInfo && <Pager page={log.data.paginatorInfo.currentPage} total={log.data.paginatorInfo.total} pageSize={PAGE_SIZE} onPage={setPage} summary="count" mt="md" />}
      </QueryState>
    </>
  );
}
