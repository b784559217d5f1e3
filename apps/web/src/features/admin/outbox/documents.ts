import { graphql, type ResultOf } from '../../../graphql';

export const AdminOutboxQuery = graphql(`
  query AdminOutbox($first: Int, $page: Int) {
    adminOutbox(first: $first, page: $page) {
      data {
        id
        to_address
        subject
        text_body
        status
        transport
        created_at
        sent_at
      }
      paginatorInfo {
        count
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

export type OutboxMessage = ResultOf<typeof AdminOutboxQuery>['adminOutbox']['data'][number];
