import { REPORT_ITEM_LABELS, type PublicReportKind, type ReportItemLabel } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { ReportDialog } from './ReportDialog';
import { ReportItemMutation } from './documents';
import { REPORT_FORM_TEXT } from './texts';

/**
 * The quiet 'Report' of a public item (a post, a company page, an agency profile, a case study), for anyone who reads
 * it, visitors too (no sign-in): 'Report this job' to a screen reader.
 */
export function ReportItemLink({ kind, itemId, label }: { kind: PublicReportKind; itemId: string; label: ReportItemLabel }) {
  return (
    <ReportDialog
      title={REPORT_ITEM_LABELS[label]}
      intro={REPORT_FORM_TEXT.itemIntro}
      send={async (variables) => (await gqlRequest(ReportItemMutation, { kind, itemId, ...variables })).reportItem.message}
    />
  );
}
