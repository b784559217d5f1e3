import { graphql } from '../../graphql';

/** Reporting a post, company page, agency profile or case study; visitors too (decision 0063). */
export const ReportItemMutation = graphql(`
  mutation ReportItem($kind: PublicReportKind!, $itemId: ID!, $reason: ReportReason!, $note: String, $idempotencyKey: String) {
    reportItem(kind: $kind, itemId: $itemId, reason: $reason, note: $note, idempotencyKey: $idempotencyKey) {
      id
      message
    }
  }
`);
