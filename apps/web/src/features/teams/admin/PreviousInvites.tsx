import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { toastError, toastSuccess } from '../../../lib/toast';
import { EmptyState } from '../../../ui/EmptyState';
import { ListSkeleton } from '../../../ui/Skeletons';
import { reasonToShow, signedOut } from '../../../app/error-reason';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { invitationRows, type InvitationRowView } from './format';
import { useDeleteInvitation, useResendInvitation, useTeamInvitations } from './hooks';
import { MailIcon } from './icons';
import { LoadFailed } from '../../../ui/LoadFailed';
import { TEAM_TEXT, TEAM_TOAST } from './messages';
import classes from './admin.module.css';
import tableClasses from '../../../ui/ResponsiveTable.module.css';

/** A failure toast in the spec's words, with the server's reason (a limit reached, a cancelled invite) beneath when it gave one. */
function toastFailure(error: unknown, message: string) {
  if (signedOut(error)) return;
  const reason = reasonToShow(error);
  toastError(
    reason ? (
      <Stack gap={2}>
        <span>{message}</span>
        <Text span size="xs">
          {reason}
        </Text>
      </Stack>
    ) : (
      message
    ),
  );
}

function StatusBadge({ status }: { status: InvitationRowView['status'] }) {
  return (
    <Badge variant="light" color={status === 'Pending' ? 'yellow' : 'gray'} size="sm" className={classes.badge}>
      {status}
    </Badge>
  );
}

/** Send Again and Cancel for one invitation (D-F3); the list is read again after each. */
function InviteActions({ row, fullWidth = false }: { row: InvitationRowView; fullWidth?: boolean }) {
  const resend = useResendInvitation();
  const cancel = useDeleteInvitation();
  const [confirming, dialog] = useDisclosure(false);
  const busy = resend.isPending || cancel.isPending;
  return (
    <>
      <Group gap="xs" wrap="nowrap" grow={fullWidth}>
        <Button
          size="xs"
          variant="light"
          loading={resend.isPending}
          disabled={busy && !resend.isPending}
          aria-label={`Send Again to ${row.email}`}
          onClick={() =>
            resend.mutate(row.id, {
              onSuccess: () => toastSuccess(TEAM_TOAST.inviteResent),
              onError: (error) => toastFailure(error, TEAM_TOAST.inviteNotResent),
            })
          }
        >
          Send Again
        </Button>
        <Button size="xs" variant="subtle" color="red" disabled={busy} aria-label={`Cancel the invite to ${row.email}`} onClick={dialog.open}>
          Cancel
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Cancel invite"
        message={`Cancel the invite to ${row.email}?`}
        detail="Its link stops working at once. You can invite them again later."
        confirmLabel="Cancel invite"
        dismissLabel="Keep invite"
        loading={cancel.isPending}
        onClose={dialog.close}
        onConfirm={() =>
          cancel.mutate(row.id, {
            onSuccess: () => {
              dialog.close();
              toastSuccess(TEAM_TOAST.inviteDeleted);
            },
            onError: (error) => {
              dialog.close();
              toastFailure(error, TEAM_TOAST.inviteNotDeleted);
            },
          })
        }
      />
    </>
  );
}

function EmailCell({ row }: { row: InvitationRowView }) {
  return (
    <Stack gap={0}>
      <Text size="sm" className={classes.email}>
        {row.email}
      </Text>
      {row.name && (
        <Text size="xs" c="dimmed">
          {row.name}
        </Text>
      )}
    </Stack>
  );
}

function InviteRows({ rows }: { rows: InvitationRowView[] }) {
  return (
    <>
      <Table className={`${tableClasses.table} ${classes.headings}`} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.number}>#</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Date Sent</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="invite-row">
              <Table.Td className={classes.number}>{row.number}</Table.Td>
              <Table.Td>
                <EmailCell row={row} />
              </Table.Td>
              <Table.Td>{row.dateSent}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                <InviteActions row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ul className={tableClasses.cards} aria-label={TEAM_TEXT.previousInvites}>
        {rows.map((row) => (
          <li key={row.id} data-testid="invite-card">
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <EmailCell row={row} />
                  <StatusBadge status={row.status} />
                </Group>
                <dl className={tableClasses.facts}>
                  <dt>Date Sent</dt>
                  <dd>{row.dateSent}</dd>
                </dl>
                <InviteActions row={row} fullWidth />
              </Stack>
            </Paper>
          </li>
        ))}
      </ul>
    </>
  );
}

/** 'Previous Invites' (D-F3): #, Email, Date Sent, Status (Pending or Expired), Action (Send Again, Cancel). */
export function PreviousInvites() {
  const invitations = useTeamInvitations();
  const rows = invitationRows(invitations.data ?? []);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="previous-invites-title">
      <Stack gap="md">
        <Title order={2} fz="h3" id="previous-invites-title">
          {TEAM_TEXT.previousInvites}
        </Title>
        {invitations.isPending ? (
          <ListSkeleton rows={3} />
        ) : invitations.isError ? (
          <LoadFailed title="Could not load your invites" retrying={invitations.isFetching} onRetry={() => void invitations.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState
            compact
            icon={<MailIcon size={20} />}
            title="No invites waiting"
            description="Invites you send are listed here until they are accepted or cancelled. An invite's link works for 7 days; Send Again renews it."
          />
        ) : (
          <div aria-busy={invitations.isFetching}>
            <InviteRows rows={rows} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
