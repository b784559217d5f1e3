import { Alert, Text } from '@mantine/core';
import { formatDate, REPORT_MSG, type PublicReportKind } from '@mp/domain';
import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/api-client';
import { HiddenItemNoticeQuery } from './documents';

/**
 * On the team's own view of a post, its company page, its agency profile or a case study: when Onbrief hid it after
 * reports, since when and what it was reported as (never who). Nothing while it shows, or while the answer loads.
 */
export function HiddenNotice({ kind, itemId }: { kind: PublicReportKind; itemId: string }) {
  const notice = useQuery({
    queryKey: ['hiddenItemNotice', kind, itemId],
    queryFn: async () => (await gqlRequest(HiddenItemNoticeQuery, { kind, itemId })).hiddenItemNotice,
  });
  const n = notice.data;
  if (!n) return null;
  return (
    <Alert color="orange" variant="light" role="status" title={n.automatic ? REPORT_MSG.hiddenAutomatically : 'Hidden by Onbrief'} data-testid="hidden-notice">
      <Text size="sm">{n.message}</Text>
      <Text size="sm" mt={4}>
        Since {formatDate(n.hidden_at)}
        {n.reason_labels.length > 0 && `; reported as: ${n.reason_labels.join('; ')}`}. We emailed your team why. Contact us if you think this is a mistake.
      </Text>
    </Alert>
  );
}
