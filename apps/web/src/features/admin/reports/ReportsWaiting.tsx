import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../ui/format';
import { useReportsSummary } from './useReports';

/** The console's home: how many reports are open and since when the oldest waits, linking to the queue (nothing when none). */
export function ReportsWaiting() {
  const summary = useReportsSummary().data;
  if (!summary || summary.open === 0) return null;
  const reports = summary.open === 1 ? '1 open report' : `${summary.open} open reports`;
  return (
    <Button component={Link} to="/admin/reports" variant="light" color="red" size="xs" data-testid="reports-waiting">
      {reports}
      {summary.oldest_at ? `, oldest ${formatDateTime(summary.oldest_at)}` : ''}
    </Button>
  );
}
