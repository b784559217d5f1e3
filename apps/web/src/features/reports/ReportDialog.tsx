import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReportReason } from '@mp/domain';
import { lazy, Suspense, useState } from 'react';
import { REPORT_FORM_TEXT } from './texts';

// The dialog, its form and their rules (zod) load on the first click: a public page carries only the link.
const ReportModal = lazy(() => import('./ReportModal'));

/** What a report sends: the reason, an optional note and the opening's key; answers the thank-you. */
export type SendReport = (variables: { reason: ReportReason; note: string | null; idempotencyKey: string }) => Promise<string>;

interface ReportDialogProps {
  /** The dialog's title and the link's accessible name: 'Report this job'. The link shows 'Report'. */
  title: string;
  intro: string;
  send: SendReport;
  size?: ButtonProps['size'];
}

/**
 * A quiet 'Report' link opening the reasons and an optional note, then the thank-you. The form is made anew at each
 * opening, so each opening has its own idempotency key; Send is disabled while the report is in flight.
 */
export function ReportDialog({ title, intro, send, size = 'compact-xs' }: ReportDialogProps) {
  const [opened, { open, close }] = useDisclosure(false);
  // Kept once opened, so the dialog can play its closing transition.
  const [wanted, setWanted] = useState(false);
  const suffix = title.startsWith(REPORT_FORM_TEXT.action) ? title.slice(REPORT_FORM_TEXT.action.length) : ` ${title}`;
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size={size}
        onClick={() => {
          setWanted(true);
          open();
        }}
      >
        {REPORT_FORM_TEXT.action}
        <VisuallyHidden>{suffix}</VisuallyHidden>
      </Button>
      {wanted && (
        <Suspense>
          <ReportModal opened={opened} onClose={close} title={title} intro={intro} send={send} />
        </Suspense>
      )}
    </>
  );
}
