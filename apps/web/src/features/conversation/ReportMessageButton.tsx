import { gqlRequest } from '../../app/api-client';
import { ReportDialog } from '../reports';
import { ReportMessageMutation } from './report-documents';
import { REPORT_TEXT } from './texts';

/** The quiet 'Report' under a message of the other side: the shared report form, for this message. */
export function ReportMessageButton({ messageId }: { messageId: string }) {
  return (
    <ReportDialog
      title={REPORT_TEXT.title}
      intro={REPORT_TEXT.intro}
      send={async (variables) => (await gqlRequest(ReportMessageMutation, { messageId, ...variables })).reportMessage.message}
    />
  );
}
