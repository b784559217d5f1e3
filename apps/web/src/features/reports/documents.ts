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

/** For the item's own team: whether Onbrief hid it, and what it was reported as. */
export const HiddenItemNoticeQuery = graphql(`
  query HiddenItemNotice($kind: PublicReportKind!, $itemId: ID!) {
    hiddenItemNotice(kind: $kind, itemId: $itemId) {
      message
      hidden_at
      automatic
      reason_labels
    }
  }
`);
