import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Skeletons';
import { useApplicationInterviews, useProposeTimes, refreshPipeline } from './hooks';
import { CalendarIcon } from './icons';
import { InterviewCard } from './InterviewCard';
import { SlotsForm } from './SlotsForm';
import { INTERVIEWS_TEXT } from './texts';
import { Timeline } from './Timeline';

/** The team's 'Propose times': a button, then the form in place. */
function ProposeTimes({ applicationId, open, form }: { applicationId: string; open: boolean; form: { open: () => void; close: () => void } }) {
  const propose = useProposeTimes(applicationId);
  if (!open) {
    return (
      <Button onClick={form.open} w="fit-content">
        {INTERVIEWS_TEXT.propose}
      </Button>
    );
  }
  return (
    <Stack gap="xs">
      <Text fw={600}>{INTERVIEWS_TEXT.proposeTitle}</Text>
      <Text size="sm" c="dimmed">
        {INTERVIEWS_TEXT.proposeIntro}
      </Text>
      <SlotsForm
        withReason={false}
        submitLabel={INTERVIEWS_TEXT.send}
        pending={propose.isPending}
        onCancel={form.close}
        onSubmit={async ({ slots, idempotencyKey }) => {
          await propose.mutateAsync({ slots, idempotencyKey });
          form.close();
        }}
      />
    </Stack>
  );
}

/** The team's pipeline is read again when the other side took a step while this was open (a booked time: Interviewing). */
function useStepsSeen(applicationId: string, steps: number | undefined, team: boolean) {
  const client = useQueryClient();
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (steps === undefined) return;
    if (team && seen.current !== undefined && seen.current !== steps) refreshPipeline(client, applicationId);
    seen.current = steps;
  }, [steps, team, applicationId, client]);
}

interface InterviewsPanelProps {
  applicationId: string;
  /** The section's heading level where it sits (the drawer's tab: 3; the thread page, under its h1: 2). */
  headingOrder: 2 | 3;
}

/**
 * An application's interviews for either side (the drawer's Interviews tab, the thread page): the team proposes,
 * reschedules and cancels; the applicant chooses, asks for other times, asks to move or cancels; each interview with
 * its state and the timeline of every step under them. Read again every 30 s while the tab is visible.
 */
export function InterviewsPanel({ applicationId, headingOrder }: InterviewsPanelProps) {
  const query = useApplicationInterviews(applicationId);
  const [proposing, proposeForm] = useDisclosure(false);
  const data = query.data;
  const team = data?.side === 'TEAM';
  useStepsSeen(applicationId, data?.timeline.length, team);
  const heading = (
    <Title order={headingOrder} size="h4" id={`interviews-${applicationId}`}>
      {INTERVIEWS_TEXT.title}
    </Title>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby={`interviews-${applicationId}`} data-testid="interviews">
      {heading}
      {query.isPending ? (
        <Loading>
          <Stack gap="xs" aria-hidden="true">
            <Skeleton h={20} w="35%" />
            <Skeleton h={64} />
          </Stack>
        </Loading>
      ) : query.isError || !data ? (
        <Alert color="red" role="alert" title={INTERVIEWS_TEXT.loadFailed}>
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            {INTERVIEWS_TEXT.retry}
          </Button>
        </Alert>
      ) : (
        <Stack gap="md">
          {data.interviews.length === 0 && !proposing && (
            <EmptyState compact icon={<CalendarIcon size={20} />} title={INTERVIEWS_TEXT.none[data.side]} description={INTERVIEWS_TEXT.noneBody[data.side]} />
          )}
          {data.can_propose && <ProposeTimes applicationId={applicationId} open={proposing} form={proposeForm} />}
          {data.interviews.map((interview) => (
            <InterviewCard key={interview.id} applicationId={applicationId} interview={interview} side={data.side} />
          ))}
          <Timeline events={data.timeline} headingOrder={headingOrder === 2 ? 3 : 4} />
        </Stack>
      )}
    </Stack>
  );
}
