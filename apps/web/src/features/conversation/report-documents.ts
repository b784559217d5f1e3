import { graphql } from '../../graphql';

/** Reporting a message of the thread's other side (decision 0063). */
export const ReportMessageMutation = graphql(`
  mutation ReportMessage($messageId: ID!, $reason: ReportReason!, $note: String, $idempotencyKey: String) {
    reportMessage(messageId: $messageId, reason: $reason, note: $note, idempotencyKey: $idempotencyKey) {
      id
      message
    }
  }
`);
