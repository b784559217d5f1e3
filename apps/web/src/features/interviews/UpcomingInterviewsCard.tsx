import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RequestOptions } from '../../app/api-client';
import { useGroupPath } from '../../app/group-context';
import { BlockFrame } from '../../ui/BlockFrame';
import { EmptyState } from '../../ui/EmptyState';
import { ListSkeleton } from '../../ui/Skeletons';
import type { UpcomingInterview } from './documents';
import { upcomingInterviewsQuery, useUpcomingInterviews } from './hooks';
import { CalendarIcon } from './icons';
import { TimeText } from './SlotTime';
import { INTERVIEWS_TEXT } from './texts';

/** How many the dashboard lists. */
const SHOWN = 5;

/** The card's data, for the dashboard's loader. */
export const upcomingInterviewsCardQuery = (request?: RequestOptions) => upcomingInterviewsQuery(SHOWN, request);

const who = (u: UpcomingInterview) => (u.agency_name ? `${u.applicant_name} (${u.agency_name})` : u.applicant_name);

/** One booked interview: who, for which post, when (UK, and the viewer's own time), where; the applicant's thread. */
function Row({ interview }: { interview: UpcomingInterview }) {
  const path = useGroupPath();
  return (
    <Stack gap={2} component="li" data-testid="upcoming-interview">
      <Anchor component={Link} to={path(`messages/${interview.application_id}`)} fw={700} aria-label={INTERVIEWS_TEXT.upcomingOpen(who(interview))}>
        {who(interview)}
      </Anchor>
      <Text size="sm" c="dimmed">
        {interview.post_title}
      </Text>
      <TimeText london={interview.london} startsAt={interview.starts_at} endsAt={interview.ends_at} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {interview.place ?? INTERVIEWS_TEXT.video}
      </Text>
    </Stack>
  );
}

/** The company dashboard's 'Upcoming interviews': the team's booked interviews still to come, soonest first. */
export function UpcomingInterviewsCard() {
  const upcoming = useUpcomingInterviews(SHOWN);
  let body;
  if (upcoming.isPending) body = <ListSkeleton rows={2} />;
  else if (upcoming.isError) {
    body = (
      <Alert color="red" role="alert" title={INTERVIEWS_TEXT.upcomingFailed}>
        <Button size="xs" variant="white" color="red" onClick={() => void upcoming.refetch()}>
          {INTERVIEWS_TEXT.retry}
        </Button>
      </Alert>
    );
  } else if (upcoming.data.length === 0) {
    body = <EmptyState compact icon={<CalendarIcon size={20} />} title={INTERVIEWS_TEXT.upcomingEmpty} description={INTERVIEWS_TEXT.upcomingEmptyBody} />;
  } else {
    body = (
      <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {upcoming.data.map((u) => (
          <Row key={u.id} interview={u} />
        ))}
      </Stack>
    );
  }
  return <BlockFrame title={INTERVIEWS_TEXT.upcomingTitle}>{body}</BlockFrame>;
}
