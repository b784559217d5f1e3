import { Button, Paper, Stack, Text, useMantineTheme } from '@mantine/core';
import { useState } from 'react';
import { reasonToShow } from '../../app/error-reason';
import { useSubmission } from '../../app/submission';
import { toastError } from '../../lib/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { Interview, InterviewSlot } from './documents';
import { useChooseTime } from './hooks';
import { SlotDetails } from './SlotTime';
import { INTERVIEWS_TEXT } from './texts';

/**
 * The applicant's choice: each proposed time with its own button, and a confirm that names the time before it is
 * booked (one key per choice; the buttons wait while it is in flight).
 */
export function ChooseTime({ applicationId, interview }: { applicationId: string; interview: Interview }) {
  const [picked, setPicked] = useState<InterviewSlot | null>(null);
  const choose = useChooseTime(applicationId);
  const submission = useSubmission();
  const theme = useMantineTheme();
  const confirm = () => {
    if (!picked) return;
    const idempotencyKey = submission.begin({ slotId: picked.id });
    if (!idempotencyKey) return;
    choose.mutate(
      { slotId: picked.id, idempotencyKey },
      {
        onSuccess: () => {
          submission.succeeded();
          setPicked(null);
        },
        onError: (error) => {
          submission.failed(error);
          setPicked(null);
          toastError(reasonToShow(error) ?? INTERVIEWS_TEXT.chooseFailed);
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{INTERVIEWS_TEXT.chooseIntro}</Text>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={INTERVIEWS_TEXT.proposedTimes}>
        {interview.slots.map((slot) => (
          <Paper key={slot.id} component="li" withBorder radius="md" p="sm" data-testid="interview-slot">
            <Stack gap="xs">
              <SlotDetails slot={slot} />
              <Button
                size="sm"
                w="fit-content"
                onClick={() => setPicked(slot)}
                disabled={choose.isPending}
                aria-label={`${INTERVIEWS_TEXT.choose}: ${slot.london}`}
              >
                {INTERVIEWS_TEXT.choose}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        opened={picked !== null}
        title={INTERVIEWS_TEXT.chooseTitle}
        message={picked?.london ?? ''}
        detail={INTERVIEWS_TEXT.chooseDetail}
        confirmLabel={INTERVIEWS_TEXT.chooseConfirm}
        color={theme.primaryColor}
        loading={choose.isPending}
        onConfirm={confirm}
        onClose={() => !choose.isPending && setPicked(null)}
      />
    </Stack>
  );
}
