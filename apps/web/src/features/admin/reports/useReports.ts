import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/api-client';
import { toastSuccess } from '../../../lib/toast';
import { adminKeys } from '../keys';
import { toastActionError } from '../ui/errors';
import { AdminReportsQuery, AdminReportsSummaryQuery, ResolveReportMutation, type ReportOrder } from './documents';

export const REPORTS_PAGE_SIZE = 20;

export function useReportQueue(order: ReportOrder, page: number) {
  return useQuery({
    queryKey: adminKeys.reports({ order, page }),
    queryFn: () => gqlRequest(AdminReportsQuery, { order, page, first: REPORTS_PAGE_SIZE }),
    select: (data) => data.adminReports,
    placeholderData: keepPreviousData,
  });
}

/** Open reports and the oldest: the navigation's badge and the console's home. */
export function useReportsSummary() {
  return useQuery({
    queryKey: adminKeys.reportsSummary,
    queryFn: () => gqlRequest(AdminReportsSummaryQuery, {}),
    select: (data) => data.adminReportsSummary,
    staleTime: 30_000,
  });
}

const DONE = {
  DISMISS: 'Reports dismissed.',
  HIDE: 'Hidden. Its owner has been emailed why.',
  SUSPEND: 'Account suspended and signed out everywhere; the item is hidden.',
} as const;
export type ReportActionName = keyof typeof DONE;

/** An action on an item's reports: the queue and the summary are read again either way (another administrator may have acted). */
export function useResolveReport() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: adminKeys.reportsAll });
    void client.invalidateQueries({ queryKey: adminKeys.usersAll });
  };
  return useMutation({
    mutationFn: (v: { reportId: string; action: ReportActionName }) => gqlRequest(ResolveReportMutation, v),
    onSuccess: (_d, v) => {
      toastSuccess(DONE[v.action]);
      refresh();
    },
    onError: (err) => {
      toastActionError(err);
      refresh();
    },
  });
}
