import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  askOtherInterviewTimesSchema, INTERVIEW_REASON_MAX, INTERVIEW_STATUS_LABELS, interviewReasonRule, MESSAGE_MAX, type InterviewStatus,
} from '@mp/domain';
import { ChooseTime } from './ChooseTime';
import type { Interview } from './documents';
import { useAskOtherTimes, useCancelInterview, useReschedule } from './hooks';
import { ReasonDialog } from './ReasonDialog';
import { SlotDetails } from './SlotTime';
import { SlotsForm } from './SlotsForm';
import { INTERVIEWS_TEXT } from './texts';

const STATUS_COLOR: Record<InterviewStatus, string> = { PROPOSED: 'blue', OTHER_TIMES_REQUESTED: 'orange', SCHEDULED: 'green', CANCELLED: 'gray' };

type Side = 'TEAM' | 'APPLICANT';

/** Where the interview stands, in words for the viewer's side. */
function State({ applicationId, interview, side }: { applicationId: string; interview: Interview; side: Side }) {
  if (interview.status === 'PROPOSED') {
    if (interview.can_choose) return <ChooseTime applicationId={applicationId} interview={interview} />;
    return (
      <Stack gap="xs">
        {side === 'TEAM' && <Text size="sm">{INTERVIEWS_TEXT.waitingForApplicant}</Text>}
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={INTERVIEWS_TEXT.proposedTimes}>
          {interview.slots.map((slot) => (
            <li key={slot.id} data-testid="interview-slot">
              <SlotDetails slot={slot} />
            </li>
          ))}
        </Stack>
      </Stack>
    );
  }
  if (interview.status === 'OTHER_TIMES_REQUESTED') return <Text size="sm">{side === 'TEAM' ? INTERVIEWS_TEXT.otherTimesAsked : INTERVIEWS_TEXT.noneBody.APPLICANT}</Text>;
  return (
    <Stack gap="xs">
      {interview.booked && (
        <div data-testid="interview-booked">
          <SlotDetails slot={interview.booked} />
        </div>
      )}
      {interview.status === 'SCHEDULED' && interview.over && <Text size="sm" c="dimmed">{INTERVIEWS_TEXT.over}</Text>}
      {interview.status === 'CANCELLED' && interview.cancel_reason && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="interview-cancel-reason">
          <Text span fw={600} size="sm">
            {INTERVIEWS_TEXT.cancelledBecause}:
          </Text>{' '}
          {interview.cancel_reason}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One interview for either side: its status, its times (to choose from, or the booked one with where it is), and the
 * steps the viewer may take, as the API's can_* flags say: reschedule (the team), ask for other times or to move it
 * (the applicant), cancel (either, with a reason).
 */
export function InterviewCard({ applicationId, interview, side }: { applicationId: string; interview: Interview; side: Side }) {
  const [rescheduling, reschedule] = useDisclosure(false);
  const [cancelling, cancelDialog] = useDisclosure(false);
  const [asking, askDialog] = useDisclosure(false);
  const move = useReschedule(applicationId);
  const cancel = useCancelInterview(applicationId);
  const ask = useAskOtherTimes(applicationId);
  const booked = interview.status === 'SCHEDULED';
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="interview" data-status={interview.status}>
      <Stack gap="sm">
        <Badge color={STATUS_COLOR[interview.status]} variant="light" w="fit-content">
          {INTERVIEW_STATUS_LABELS[interview.status]}
        </Badge>
        <State applicationId={applicationId} interview={interview} side={side} />
        {rescheduling ? (
          <Stack gap="xs">
            <Text fw={600}>{INTERVIEWS_TEXT.rescheduleTitle}</Text>
            <Text size="sm" c="dimmed">
              {INTERVIEWS_TEXT.rescheduleIntro}
            </Text>
            <SlotsForm
              withReason
              submitLabel={INTERVIEWS_TEXT.rescheduleSend}
              pending={move.isPending}
              onCancel={reschedule.close}
              onSubmit={async ({ slots, reason, idempotencyKey }) => {
                await move.mutateAsync({ interviewId: interview.id, slots, reason, idempotencyKey });
                reschedule.close();
              }}
            />
          </Stack>
        ) : (
          (interview.can_reschedule || interview.can_cancel || interview.can_ask_other_times) && (
            <Group gap="xs">
              {interview.can_reschedule && (
                <Button variant="light" size="sm" onClick={reschedule.open}>
                  {INTERVIEWS_TEXT.reschedule}
                </Button>
              )}
              {interview.can_ask_other_times && (
                <Button variant="light" size="sm" onClick={askDialog.open}>
                  {booked ? INTERVIEWS_TEXT.askToMove : INTERVIEWS_TEXT.askOther}
                </Button>
              )}
              {interview.can_cancel && (
                <Button variant="subtle" color="red" size="sm" onClick={cancelDialog.open}>
                  {INTERVIEWS_TEXT.cancel}
                </Button>
              )}
            </Group>
          )
        )}
      </Stack>
      <ReasonDialog
        opened={cancelling}
        onClose={cancelDialog.close}
        title={INTERVIEWS_TEXT.cancelTitle}
        intro={INTERVIEWS_TEXT.cancelIntro}
        label={INTERVIEWS_TEXT.reason}
        max={INTERVIEW_REASON_MAX}
        rule={interviewReasonRule}
        confirmLabel={INTERVIEWS_TEXT.cancelConfirm}
        dismissLabel={INTERVIEWS_TEXT.keep}
        color="red"
        pending={cancel.isPending}
        failed={INTERVIEWS_TEXT.cancelFailed}
        onSubmit={(reason, idempotencyKey) => cancel.mutateAsync({ interviewId: interview.id, reason, idempotencyKey })}
      />
      <ReasonDialog
        opened={asking}
        onClose={askDialog.close}
        title={booked ? INTERVIEWS_TEXT.askToMove : INTERVIEWS_TEXT.askOther}
        intro={booked ? INTERVIEWS_TEXT.askToMoveHint : INTERVIEWS_TEXT.askOtherHint}
        label={INTERVIEWS_TEXT.askOtherLabel}
        max={MESSAGE_MAX}
        rule={askOtherInterviewTimesSchema.shape.message}
        confirmLabel={INTERVIEWS_TEXT.askSend}
        dismissLabel={INTERVIEWS_TEXT.formCancel}
        pending={ask.isPending}
        failed={INTERVIEWS_TEXT.askFailed}
        onSubmit={(message, idempotencyKey) => ask.mutateAsync({ message, idempotencyKey })}
      />
    </Paper>
  );
}
