import { Alert, Container, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useGroupPath, useRouteGroup } from '../../app/group-context';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { ListSkeleton } from '../../ui/Skeletons';
import type { ThreadSummary } from './documents';
import { useInbox } from './hooks';
import { threadPath } from './paths';
import { MESSAGES_TEXT } from './texts';
import { londonDateTime, londonShortTime } from './time';
import classes from './Inbox.module.css';

const PER_PAGE = 20;

function ThreadRow({ thread }: { thread: ThreadSummary }) {
  const path = useGroupPath();
  return (
    <li>
      <Link to={path(threadPath(thread.application_id))} className={classes.row} data-testid="thread-row">
        <span className={classes.dot} data-unread={thread.unread || undefined} aria-hidden="true" />
        <Stack gap={2} className={classes.main}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={thread.unread ? 800 : 600} truncate>
              {thread.unread && <VisuallyHidden>{MESSAGES_TEXT.unread}: </VisuallyHidden>}
              {thread.counterpart}
            </Text>
            <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
              <time dateTime={thread.last_message_at} title={londonDateTime(thread.last_message_at)}>
                {londonShortTime(thread.last_message_at)}
              </time>
            </Text>
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {thread.post_title}
          </Text>
          <Text size="sm" lineClamp={1} fw={thread.unread ? 600 : undefined}>
            {thread.last_body}
          </Text>
        </Stack>
      </Link>
    </li>
  );
}

/**
 * /{company|freelancer|agency}/messages: the viewer's threads, the latest first (20 a page), each with who is on
 * the other side, the post, the start of the last message, when, and whether it has unread messages.
 */
export function InboxPage() {
  const { group } = useRouteGroup();
  const path = useGroupPath();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const inbox = useInbox(page, PER_PAGE);

  let body;
  if (inbox.isPending) body = <ListSkeleton rows={5} />;
  else if (inbox.isError) {
    body = (
      <Alert color="red" role="alert" title={MESSAGES_TEXT.inboxFailed}>
        {inbox.error.message}
      </Alert>
    );
  } else if (inbox.data.data.length === 0) {
    const find = group === 'company' ? 'dashboard' : group === 'agency' ? 'opportunities' : 'latest-opportunities';
    body = (
      <EmptyState
        title={MESSAGES_TEXT.inboxEmpty}
        description={MESSAGES_TEXT.inboxEmptyBody[group]}
        action={{ label: MESSAGES_TEXT.inboxEmptyAction[group], to: path(find) }}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <ul className={classes.list} aria-label="Conversations">
          {inbox.data.data.map((t) => (
            <ThreadRow key={t.application_id} thread={t} />
          ))}
        </ul>
        <Pager page={page} pageSize={PER_PAGE} total={inbox.data.paginatorInfo.total} onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })} />
      </Stack>
    );
  }
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{MESSAGES_TEXT.title}</Title>
          <Text c="dimmed">{MESSAGES_TEXT.inboxIntro[group]}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
