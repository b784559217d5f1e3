import { Stack, Text, Title } from '@mantine/core';
import { formatLondon, INTERVIEW_EVENT_LABELS, INTERVIEW_REASON_ERASED } from '@mp/domain';
import type { InterviewEvent } from './documents';
import { INTERVIEWS_TEXT } from './texts';

const sideLabel = (side: string) => (side === 'TEAM' ? INTERVIEWS_TEXT.theTeam : INTERVIEWS_TEXT.theApplicant);

/** Every step of the application's interviews, oldest first: who did what and when, the time it named, and why. */
export function Timeline({ events, headingOrder }: { events: readonly InterviewEvent[]; headingOrder: 3 | 4 }) {
  if (events.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="interview-timeline">
      <Title order={headingOrder} size="h5" id="interview-timeline">
        {INTERVIEWS_TEXT.timeline}
      </Title>
      <Stack gap={8} component="ol" m={0} style={{ paddingLeft: '1.2em' }}>
        {events.map((e) => (
          <li key={e.id} data-testid="interview-event">
            <Text size="sm">
              <Text span fw={600} size="sm">
                {e.by_system ? INTERVIEWS_TEXT.bySystem : (e.actor_name ?? INTERVIEWS_TEXT.deletedAccount)}
              </Text>
              {e.by_system ? '' : ` (${sideLabel(e.side)})`}: {INTERVIEW_EVENT_LABELS[e.kind]}
              {e.london ? ` · ${e.london}` : ''}
            </Text>
            {(e.reason || e.reason_deleted) && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {INTERVIEWS_TEXT.reason}: {e.reason ?? INTERVIEW_REASON_ERASED}
              </Text>
            )}
            {(e.message || e.message_deleted) && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {e.message_deleted ? INTERVIEWS_TEXT.messageDeleted : `“${e.message}”`}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {formatLondon(new Date(e.created_at))}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
