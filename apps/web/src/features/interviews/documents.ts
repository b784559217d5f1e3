import { graphql, type ResultOf } from '../../graphql';

/** A proposed or booked time: the instants (UTC), the UK reading, where. */
export const SlotFields = graphql(`
  fragment SlotFields on InterviewSlot {
    id
    starts_at
    ends_at
    london
    duration_minutes
    place
    video_url
    note
  }
`);

/** An application's interviews, for either side: the state, the times, what the viewer may do, and the timeline. */
export const InterviewsFields = graphql(
  `
  fragment InterviewsFields on ApplicationInterviews {
    application_id
    side
    can_propose
    interviews {
      id
      status
      sequence
      booked {
        ...SlotFields
      }
      slots {
        ...SlotFields
      }
      over
      cancel_reason
      cancelled_at
      created_at
      can_choose
      can_ask_other_times
      can_reschedule
      can_cancel
    }
    timeline {
      id
      interview_id
      kind
      side
      actor_name
      created_at
      starts_at
      london
      reason
      reason_deleted
      by_system
      message
      message_deleted
    }
  }
`,
  [SlotFields],
);

export const ApplicationInterviewsQuery = graphql(
  `
    query ApplicationInterviews($applicationId: ID!) {
      applicationInterviews(applicationId: $applicationId) {
        ...InterviewsFields
      }
    }
  `,
  [InterviewsFields],
);

export const ProposeInterviewTimesMutation = graphql(
  `
    mutation ProposeInterviewTimes($applicationId: ID!, $slots: [InterviewSlotInput!]!, $idempotencyKey: String) {
      proposeInterviewTimes(applicationId: $applicationId, slots: $slots, idempotencyKey: $idempotencyKey) {
        ...InterviewsFields
      }
    }
  `,
  [InterviewsFields],
);

export const RescheduleInterviewMutation = graphql(
  `
    mutation RescheduleInterview($interviewId: ID!, $slots: [InterviewSlotInput!]!, $reason: String!, $idempotencyKey: String) {
      rescheduleInterview(interviewId: $interviewId, slots: $slots, reason: $reason, idempotencyKey: $idempotencyKey) {
        ...InterviewsFields
      }
    }
  `,
  [InterviewsFields],
);

export const ChooseInterviewTimeMutation = graphql(
  `
    mutation ChooseInterviewTime($slotId: ID!, $idempotencyKey: String) {
      chooseInterviewTime(slotId: $slotId, idempotencyKey: $idempotencyKey) {
        ...InterviewsFields
      }
    }
  `,
  [InterviewsFields],
);

export const AskOtherInterviewTimesMutation = graphql(
  `
    mutation AskOtherInterviewTimes($applicationId: ID!, $message: String!, $idempotencyKey: String) {
      askOtherInterviewTimes(applicationId: $applicationId, message: $message, idempotencyKey: $idempotencyKey) {
        ...InterviewsFields
      }
    }
  `,
  [InterviewsFields],
);

export const CancelInterviewMutation = graphql(
  `
    mutation CancelInterview($interviewId: ID!, $reason: String!, $idempotencyKey: String) {
      cancelInterview(interviewId: $interviewId, reason: $reason, idempotencyKey: $idempotencyKey) {
        ...InterviewsFields
      }
    }
  `,
  [InterviewsFields],
);

/** The team's dashboard: booked interviews still to come, soonest first. */
export const UpcomingInterviewsQuery = graphql(`
  query UpcomingInterviews($first: Int) {
    upcomingInterviews(first: $first) {
      id
      application_id
      post_title
      applicant_name
      agency_name
      starts_at
      ends_at
      london
      place
      video_url
    }
  }
`);

export type ApplicationInterviews = ResultOf<typeof ApplicationInterviewsQuery>['applicationInterviews'];
export type Interview = ApplicationInterviews['interviews'][number];
export type InterviewSlot = Interview['slots'][number];
export type InterviewEvent = ApplicationInterviews['timeline'][number];
export type UpcomingInterview = ResultOf<typeof UpcomingInterviewsQuery>['upcomingInterviews'][number];
