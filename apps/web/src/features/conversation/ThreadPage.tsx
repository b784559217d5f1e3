import { Anchor, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { teamName } from '@mp/domain';
import { Link, useParams } from 'react-router';
import { useGroupPath, useRouteGroup } from '../../app/group-context';
import { usePageTitle } from '../../lib/page-title';
import { ArrowLeftIcon } from '../../ui/icons';
import { NotFoundNotice } from '../../ui/NotFoundNotice';
import { InterviewsPanel } from '../interviews';
import type { MessageThread, TeamThreadContext } from './documents';
import { isMissing, useTeamThreadContext, useThreadMessages } from './hooks';
import { INBOX_PATH } from './paths';
import { MESSAGES_TEXT } from './texts';
import { ThreadBody } from './ThreadView';

const applicantOf = (c: TeamThreadContext) => (c.agency ? teamName(c.agency) : c.user.name) ?? 'Applicant';

/** What the team's thread is about: the applicant, their post's applicants and their profile. */
function TeamHeading({ applicationId }: { applicationId: string }) {
  const path = useGroupPath();
  const context = useTeamThreadContext(applicationId, true);
  const c = context.data;
  usePageTitle(c ? `Messages: ${applicantOf(c)}` : undefined);
  if (context.isPending) {
    return (
      <Stack gap={6} aria-hidden="true">
        <Skeleton h={34} w="45%" />
        <Skeleton h={16} w="60%" />
      </Stack>
    );
  }
  if (!c) return <Title order={1}>{MESSAGES_TEXT.title}</Title>;
  return (
    <Stack gap={4}>
      <Title order={1}>{applicantOf(c)}</Title>
      <Text c="dimmed">
        About{' '}
        <Anchor component={Link} to={path(`view-applicants/${c.opportunity.id}`)} fw={600}>
          {c.opportunity.title}
        </Anchor>
        {' · '}
        <Anchor component={Link} to={path(`freelancer-profile/${c.user.id}-${c.id}`)}>
          {MESSAGES_TEXT.viewProfile}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** The applicant's heading: the team they are writing with, and the post (its public page). */
function ApplicantHeading({ thread }: { thread: MessageThread | undefined }) {
  usePageTitle(thread ? `Messages: ${thread.counterpart}` : undefined);
  if (!thread) {
    return (
      <Stack gap={6} aria-hidden="true">
        <Skeleton h={34} w="45%" />
        <Skeleton h={16} w="60%" />
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Title order={1}>{thread.counterpart}</Title>
      <Text c="dimmed">
        About your application to{' '}
        <Anchor component={Link} to={`/jobs/${thread.post.slug}`} fw={600}>
          {thread.post.title}
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * /{group}/messages/{applicationId}: one application's thread (the notice mail's link). The team reads who applied
 * and to which post; a thread that is not the viewer's (or no application) is a 404. The application's interviews
 * sit above the messages, once the thread is known to be the viewer's.
 */
export function ThreadPage() {
  const { applicationId = '' } = useParams();
  const { group } = useRouteGroup();
  const path = useGroupPath();
  const state = useThreadMessages(applicationId);
  const missing = isMissing(state.query.error);
  usePageTitle(missing ? 'Page not found' : undefined);
  if (missing) return <NotFoundNotice text={MESSAGES_TEXT.threadMissing} action={{ label: MESSAGES_TEXT.backToInbox, to: path(INBOX_PATH) }} />;
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Anchor component={Link} to={path(INBOX_PATH)} size="sm" w="fit-content">
            <Group gap={4} component="span">
              <ArrowLeftIcon size={16} />
              {MESSAGES_TEXT.backToInbox}
            </Group>
          </Anchor>
          {group === 'company' ? <TeamHeading applicationId={applicationId} /> : <ApplicantHeading thread={state.thread} />}
        </Stack>
        {state.thread && (
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
            <InterviewsPanel applicationId={applicationId} headingOrder={2} />
          </Paper>
        )}
        <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'lg' }}>
          <ThreadBody applicationId={applicationId} state={state} variant="page" />
        </Paper>
      </Stack>
    </Container>
  );
}
