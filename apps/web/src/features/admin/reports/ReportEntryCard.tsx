import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REPORT_KIND_LABELS, REPORT_MSG } from '@mp/domain';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { formatDateTime } from '../ui/format';
import type { ReportEntry } from './documents';
import classes from './ReportEntryCard.module.css';
import { useResolveReport } from './useReports';

const reporters = (n: number) => (n === 1 ? '1 reporter' : `${n} reporters`);

/** What hiding does, as the confirm says it: a message is replaced in its thread; a public item leaves the site. */
const HIDE_MEANS = {
  message: "Neither side will see its words again; it reads 'This message was removed by Onbrief'. Its author is emailed why (not who reported it).",
  public: 'It leaves the public site, lists and search; only its own team still sees it. Its owner is emailed why (not who reported it).',
};

/** One reported item in the queue: its words in context, who owns it, every open report's reason and note, and the actions. */
export function ReportEntryCard({ entry }: { entry: ReportEntry }) {
  const resolve = useResolveReport();
  const { item } = entry;
  const owner = item?.owner;
  const act = (action: 'DISMISS' | 'HIDE' | 'SUSPEND') => resolve.mutate({ reportId: entry.report_id, action });
  const headingId = `report-${entry.report_id}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId} data-testid="report-entry">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {item?.title ?? `${REPORT_KIND_LABELS[entry.kind]} #${entry.item_id} (no longer exists)`}
          </Title>
          <Group gap={6}>
            <Badge variant="outline" color="gray">
              {REPORT_KIND_LABELS[entry.kind]}
            </Badge>
            <Badge variant="light" color={entry.reporters >= 3 ? 'red' : 'gray'}>
              {reporters(entry.reporters)}
            </Badge>
            {entry.hidden_automatically && (
              <Badge variant="filled" color="orange">
                {REPORT_MSG.hiddenAutomatically}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          First reported {formatDateTime(entry.first_reported_at)}
          {entry.last_reported_at !== entry.first_reported_at && `, last ${formatDateTime(entry.last_reported_at)}`}
        </Text>
        {item && (
          <Paper bg="gray.0" p="sm" radius="sm" className={classes.words} data-testid="reported-words">
            <Text size="sm" className={classes.body}>
              {item.body ?? (
                <Text span c="dimmed" fs="italic" inherit>
                  {entry.kind === 'MESSAGE' ? 'Erased with its author’s account' : 'No text'}
                </Text>
              )}
            </Text>
            <Text size="xs" c="dimmed" mt={6}>
              {entry.kind === 'MESSAGE' ? 'Written' : 'Created'} {formatDateTime(item.created_at)}
            </Text>
          </Paper>
        )}
        {item && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} component="dl" m={0}>
            <div>
              <Text component="dt" size="xs" c="dimmed">
                Owner
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {owner ? (
                  <>
                    <Anchor component={Link} to={`/admin/accounts/${owner.id}`}>
                      {owner.name ?? owner.email}
                    </Anchor>{' '}
                    ({owner.email}
                    {owner.status !== 'ACTIVE' && `, ${owner.status.toLowerCase()}`})
                  </>
                ) : (
                  'Deleted account'
                )}
              </Text>
            </div>
            {item.context.map((line) => (
              <div key={line.label}>
                <Text component="dt" size="xs" c="dimmed">
                  {line.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {line.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
        <div>
          <Text size="sm" fw={600}>
            Reports
          </Text>
          <List size="sm" spacing={4} mt={4}>
            {entry.reports.map((r) => (
              <List.Item key={r.id}>
                <Text span size="sm" fw={600}>
                  {r.reason_label}
                </Text>
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {formatDateTime(r.created_at)}
                </Text>
                {r.note && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {r.note}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </div>
        <Group gap="sm" wrap="wrap">
          <ConfirmButton
            variant="default"
            color="gray"
            loading={resolve.isPending && resolve.variables?.action === 'DISMISS'}
            disabled={resolve.isPending}
            title="Dismiss these reports?"
            message={entry.hidden_automatically ? 'The reports are closed and the item is shown again.' : 'The reports are closed; the item stays as it is.'}
            confirmLabel="Dismiss"
            onConfirm={() => act('DISMISS')}
          >
            Dismiss
          </ConfirmButton>
          {item && (
            <ConfirmButton
              variant="outline"
              color="red"
              loading={resolve.isPending && resolve.variables?.action === 'HIDE'}
              disabled={resolve.isPending}
              title="Hide it?"
              message={entry.kind === 'MESSAGE' ? HIDE_MEANS.message : HIDE_MEANS.public}
              confirmLabel="Hide"
              onConfirm={() => act('HIDE')}
            >
              Hide
            </ConfirmButton>
          )}
          {owner && (
            <ConfirmButton
              color="red"
              loading={resolve.isPending && resolve.variables?.action === 'SUSPEND'}
              disabled={resolve.isPending}
              title="Suspend this account?"
              message={`${owner.name ?? owner.email} is signed out everywhere and cannot sign in until an administrator approves the account again. The item is hidden too.`}
              confirmLabel="Suspend account"
              onConfirm={() => act('SUSPEND')}
            >
              Suspend account
            </ConfirmButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
