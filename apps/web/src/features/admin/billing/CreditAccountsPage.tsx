import { Anchor, Group, Table, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { formatDate } from '../ui/format';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import { ActionsHeader, PINNED_CELL, WideTable } from '../ui/WideTable';
import type { CreditAccountRequest } from './documents';
import { addressLines, CREDIT_REQUEST_STATUSES, CREDIT_REQUEST_TAB, creditRequestStatusOf, type CreditRequestStatus } from './labels';
import { TeamLink } from './parts';
import { useCreditRequests, useDecideCreditAccount } from './usePayments';

const EMPTY: Record<CreditRequestStatus, string> = {
  pending: 'No applications are waiting.',
  approved: 'No credit accounts approved yet.',
  declined: 'No applications declined yet.',
};

/**
 * /admin/payments/credit-accounts: applications to buy job posts on account. The queue (oldest first) is decided
 * here, each decision confirmed, audited and emailed to the team's admins; approved and declined ones in their tabs.
 */
export function CreditAccountsPage() {
  const [params, setParams] = useSearchParams();
  const status = creditRequestStatusOf(params);
  const pending = useCreditRequests('pending');
  return (
    <>
      <PageTitle title="Credit accounts" />
      <Tabs
        value={status}
        onChange={(value) => setParams(value && value !== 'pending' ? { status: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {CREDIT_REQUEST_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {CREDIT_REQUEST_TAB[s]}
              {s === 'pending' && pending.data ? ` (${pending.data.length})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CREDIT_REQUEST_STATUSES.map((s) => (
          <Tabs.Panel key={s} value={s}>
            <RequestsPanel status={s} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

/** One tab's applications (mounted only while its tab is open). */
function RequestsPanel({ status }: { status: CreditRequestStatus }) {
  const requests = useCreditRequests(status);
  const rows = requests.data ?? [];
  return (
    <QueryState query={requests}>
      {rows.length === 0 ? <Text c="dimmed">{EMPTY[status]}</Text> : <RequestsTable requests={rows} status={status} />}
    </QueryState>
  );
}

function RequestsTable({ requests, status }: { requests: CreditAccountRequest[]; status: CreditRequestStatus }) {
  const decidable = status === 'pending';
  return (
    <WideTable minWidth={decidable ? 900 : 820} pinnedActions={decidable} label="Credit account applications">
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            <Table.Th>Invoice to</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Applied</Table.Th>
            {!decidable && <Table.Th>Decided</Table.Th>}
            {decidable && <ActionsHeader />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id} data-testid="credit-request-row">
              <Table.Td>
                <TeamLink teamId={request.teamId} name={request.teamName} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {request.invoice_company}
                </Text>
                {addressLines(request).map((line) => (
                  <Text key={line} size="sm" c="dimmed">
                    {line}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>
                <Anchor href={`mailto:${request.invoice_email}`} size="sm" display="block">
                  {request.invoice_email}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {request.invoice_phone}
                </Text>
              </Table.Td>
              <Table.Td>{formatDate(request.createdAt)}</Table.Td>
              {!decidable && <Table.Td>{formatDate(request.decidedAt)}</Table.Td>}
              {decidable && (
                <Table.Td className={PINNED_CELL}>
                  <Decide request={request} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}

/** Approve or Decline, each asked first; both stay disabled while either is on its way. */
function Decide({ request }: { request: CreditAccountRequest }) {
  const decide = useDecideCreditAccount();
  const deciding = decide.isPending ? decide.variables.approve : null;
  const name = request.teamName;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <ConfirmButton
        size="xs"
        color="green"
        loading={deciding === true}
        disabled={deciding === false}
        aria-label={`Approve the credit account of ${name}`}
        title="Approve credit account"
        message={`Approve the credit account of ${name}? The team can then buy job posts on account, invoiced to ${request.invoice_company}, and its admins are emailed.`}
        confirmLabel="Approve"
        onConfirm={() => decide.mutate({ request, approve: true })}
      >
        Approve
      </ConfirmButton>
      <ConfirmButton
        size="xs"
        variant="subtle"
        color="red"
        loading={deciding === false}
        disabled={deciding === true}
        aria-label={`Decline the credit account of ${name}`}
        title="Decline credit account"
        message={`Decline the credit account of ${name}? The team's admins are emailed; the team can apply again.`}
        confirmLabel="Decline"
        onConfirm={() => decide.mutate({ request, approve: false })}
      >
        Decline
      </ConfirmButton>
    </Group>
  );
}
