import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { formatDateTime } from '../ui/format';
import type { PostReviewEntry } from './documents';
import { RejectButton } from './RejectButton';
import { useDecidePostReview } from './usePostReviews';

/** One post or edit waiting: why (each finding with what tripped it), the words that would go live, who, and the decision. */
export function PostReviewCard({ entry }: { entry: PostReviewEntry }) {
  const decide = useDecidePostReview();
  // One decision at a time, set before React re-renders: a double click on the dialog's button sends one request.
  const inFlight = useRef(false);
  const run = (v: { reviewId: string; reject?: { reason: string } }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    decide.mutate(v, { onSettled: () => (inFlight.current = false) });
  };
  const busy = decide.isPending;
  const headingId = `review-${entry.id}`;
  const kind = entry.kind === 'POST' ? 'POST' : 'EDIT';
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId} data-testid="post-review-entry">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {entry.title}
          </Title>
          <Badge variant="outline" color="gray">
            {kind === 'POST' ? (entry.target === 'JOB' ? 'New job' : 'New project') : 'Edit of a live post'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={`/admin/accounts/${entry.team.id}`} inherit>
            {entry.team.name ?? `Company #${entry.team.id}`}
          </Anchor>
          {entry.submitted_by && ` · by ${entry.submitted_by.name ?? entry.submitted_by.email} (${entry.submitted_by.email})`} · submitted{' '}
          {formatDateTime(entry.created_at)}
        </Text>
        {entry.live_title && (
          <Text size="sm">
            Live now as: <strong>{entry.live_title}</strong>
          </Text>
        )}
        <div>
          <Text size="sm" fw={600}>
            Why it waits
          </Text>
          <List size="sm" spacing={4} mt={4}>
            {entry.findings.map((f) => (
              <List.Item key={`${f.flag}-${f.detail}`}>
                <Text span size="sm" fw={600}>
                  {f.label}
                </Text>
                <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {': '}
                  {f.detail}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
        <Paper bg="gray.0" p="sm" radius="sm" data-testid="post-review-text">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.text}
          </Text>
        </Paper>
        <Group gap="sm" wrap="wrap">
          <ConfirmButton
            color="green"
            loading={busy && !decide.variables?.reject}
            disabled={busy}
            title={kind === 'POST' ? 'Approve this post?' : 'Approve these changes?'}
            message={kind === 'POST' ? 'It goes live now: on the board, in search, the feeds and job alerts. The poster is emailed.' : 'They replace the live version now. The poster is emailed.'}
            confirmLabel="Approve"
            onConfirm={() => run({ reviewId: entry.id })}
          >
            Approve
          </ConfirmButton>
          <RejectButton kind={kind} busy={busy} onReject={(reason) => run({ reviewId: entry.id, reject: { reason } })} />
        </Group>
      </Stack>
    </Paper>
  );
}
