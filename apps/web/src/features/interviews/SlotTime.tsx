import { Anchor, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import type { InterviewSlot } from './documents';
import { INTERVIEWS_TEXT } from './texts';
import { inViewerZone, viewerTimeZone } from './time';

const never = () => () => {};

/** The viewer's zone in the browser; null while rendered on the server and hydrated (the server cannot know it). */
const useViewerZone = () => useSyncExternalStore(never, viewerTimeZone, () => null);

/** A time as the UK reads it, and the viewer's own beside it when their clock differs. */
export function TimeText({ london, startsAt, endsAt }: { london: string; startsAt: string; endsAt: string | null }) {
  const zone = useViewerZone();
  const own = zone ? inViewerZone(startsAt, endsAt, zone) : null;
  return (
    <div>
      <Text fw={600} data-testid="interview-time">
        {london}
      </Text>
      {own && (
        <Text size="sm" c="dimmed" data-testid="interview-own-time">
          {INTERVIEWS_TEXT.yourTime(own)}
        </Text>
      )}
    </div>
  );
}

/** One time of an interview: when, where (the place, or the video call's link) and the team's note. */
export function SlotDetails({ slot }: { slot: InterviewSlot }) {
  return (
    <Stack gap={2}>
      <TimeText london={slot.london} startsAt={slot.starts_at} endsAt={slot.ends_at} />
      {slot.place && (
        <Text size="sm">
          {INTERVIEWS_TEXT.place}: {slot.place}
        </Text>
      )}
      {slot.video_url && (
        <Text size="sm">
          <Anchor href={slot.video_url} target="_blank" rel="noopener noreferrer nofollow" style={{ overflowWrap: 'anywhere' }}>
            {INTERVIEWS_TEXT.videoLink}
          </Anchor>{' '}
          <Text span size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            ({slot.video_url})
          </Text>
        </Text>
      )}
      {slot.note && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {slot.note}
        </Text>
      )}
    </Stack>
  );
}
