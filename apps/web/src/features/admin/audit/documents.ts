import { graphql } from '../../../graphql';

export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog($first: Int, $page: Int) {
    adminAuditLog(first: $first, page: $page) {
      data {
        id
        actor_id
        actor_email
        action
        target_type
        target_id
        details
        ip
        created_at
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
