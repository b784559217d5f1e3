import { Badge, Button, Code, Modal, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { gqlRequest } from '../../../app/api-client';
import { adminKeys } from '../keys';
import { formatDateTime } from '../ui/format';
import { Pager } from '../../../ui/Pager';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import { AdminOutboxQuery, type OutboxMessage } from './documents';
import { LinkedText } from './LinkedText';
import { ActionsHeader, PINNED_CELL, WideTable } from '../ui/WideTable';

const PAGE_SIZE = 20;
const REFRESH_MS = 5_000;

/** queued, sent (SMTP), logged (the offline default: kept here and in the log), failed. */
const STATUS_COLOR: Record<string, string> = { sent: 'green', logged: 'blue', failed: 'red' };

/** /admin/outbox: every email the platform sent or queued, newest first, each readable in full. */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const outbox = useQuery({
    queryKey: adminKeys.outbox(page),
    queryFn: () => gqlRequest(AdminOutboxQuery, { first: PAGE_SIZE, page }),
    select: (data) => data.adminOutbox,
    placeholderData: keepPreviousData,
    // Mail goes out as a background job (decision 0037), seconds after the action that caused it: the
    // first page keeps itself current while it is open (react-query pauses this in a hidden tab).
    refetchInterval: page === 1 ? REFRESH_MS : false,
  });
  const messages = outbox.data?.data ?? [];
  return (
    <>
      <PageTitle title="Outbox" />
      <QueryState query={outbox}>
        {messages.length === 0 ? (
          <Text c="dimmed">No emails yet.</Text>
        ) : (
          <WideTable minWidth={640} pinnedActions label="Outbox">
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{m.to_address}</Table.Td>
                    <Table.Td>{m.subject}</Table.Td>
                    <Table.Td>
                      <Badge miw="max-content" variant="light" color={STATUS_COLOR[m.status] ?? 'gray'}>
                        {m.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDateTime(m.sent_at ?? m.created_at)}</Table.Td>
                    <Table.Td className={PINNED_CELL}>
                      <Button size="xs" variant="default" onClick={() => setOpen(m)} aria-label={`Read "${m.subject}" to ${m.to_address}`}>
                        Read
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
        )}
        {outbox.data?.paginatorInfo && <Pager page={outbox.data.paginatorInfo.currentPage} total={outbox.data.paginatorInfo.total} pageSize={PAGE_SIZE} onPage={setPage} summary="count" mt="md" />}
      </QueryState>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.subject} size="lg">
        {open && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              To {open.to_address} · {formatDateTime(open.created_at)} · {open.transport}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="outbox-text">
              <LinkedText text={open.text_body} />
            </Code>
          </Stack>
        )}
      </Modal>
    </>
  );
}
