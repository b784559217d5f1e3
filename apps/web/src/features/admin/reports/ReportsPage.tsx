import { NativeSelect, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { Pager } from '../../../ui/Pager';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import type { ReportOrder } from './documents';
import { ReportEntryCard } from './ReportEntryCard';
import { REPORTS_PAGE_SIZE, useReportQueue } from './useReports';

const ORDERS = [
  { value: 'OLDEST', label: 'Waiting longest first' },
  { value: 'NEWEST', label: 'Latest reported first' },
];

/** /admin/reports: the items people reported, each once with its open reports, to dismiss, hide or suspend. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const order: ReportOrder = params.get('order') === 'NEWEST' ? 'NEWEST' : 'OLDEST';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useReportQueue(order, page);
  const go = (next: { order?: ReportOrder; page?: number }) =>
    setParams({ order: next.order ?? order, page: String(next.page ?? 1) }, { replace: true });
  const entries = queue.data?.data ?? [];
  return (
    <>
      <PageTitle title="Reports">
        <NativeSelect label="Order" data={ORDERS} value={order} onChange={(e) => go({ order: e.currentTarget.value as ReportOrder })} />
      </PageTitle>
      <QueryState query={queue}>
        {entries.length === 0 ? (
          <EmptyState title="No open reports" description="When someone reports a message, a post, a company page, an agency profile or a case study, it waits here for review." />
        ) : (
          <Stack gap="md">
            {entries.map((entry) => (
              <ReportEntryCard key={entry.report_id} entry={entry} />
            ))}
          </Stack>
        )}
        {queue.data?.paginatorInfo && entries.length > 0 && (
          <Pager page={queue.data.paginatorInfo.currentPage} total={queue.data.paginatorInfo.total} pageSize={REPORTS_PAGE_SIZE} onPage={(p) => go({ page: p })} summary="count" mt="md" />
        )}
      </QueryState>
    </>
  );
}
