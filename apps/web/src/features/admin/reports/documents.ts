import { graphql, type ResultOf } from '../../../graphql';

/** The console's reports (decision 0063): the queue, the home's summary and the actions. */
export const AdminReportsQuery = graphql(`
  query AdminReports($order: ReportQueueOrder, $first: Int, $page: Int) {
    adminReports(order: $order, first: $first, page: $page) {
      data {
        report_id
        kind
        item_id
        first_reported_at
        last_reported_at
        reporters
        hidden_automatically
        reports {
          id
          reason_label
          note
          created_at
        }
        item {
          title
          body
          created_at
          owner {
            id
            name
            email
            status
          }
          context {
            label
            value
          }
        }
      }
      paginatorInfo {
        total
        currentPage
      }
    }
  }
`);

export const AdminReportsSummaryQuery = graphql(`
  query AdminReportsSummary {
    adminReportsSummary {
      open
      oldest_at
    }
  }
`);

export const ResolveReportMutation = graphql(`
  mutation ResolveReport($reportId: ID!, $action: ReportAction!) {
    resolveReport(reportId: $reportId, action: $action)
  }
`);

export type ReportEntry = ResultOf<typeof AdminReportsQuery>['adminReports']['data'][number];
export type ReportOrder = 'OLDEST' | 'NEWEST';
