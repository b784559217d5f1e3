import { graphql, type ResultOf } from '../../../graphql';

export const AdminUserRowFields = graphql(`
  fragment AdminUserRowFields on User {
    id
    name
    email
    type
    status
    vetted
    company
    agency_name
    created_at
    company_verified
  }
`);

export const AdminUsersQuery = graphql(
  `
    query AdminUsers(
      $search: String
      $type: UserType
      $status: UserStatus
      $createdFrom: String
      $createdTo: String
      $verified: Boolean
      $first: Int
      $page: Int
    ) {
      adminUsers(
        search: $search
        type: $type
        status: $status
        createdFrom: $createdFrom
        createdTo: $createdTo
        verified: $verified
        first: $first
        page: $page
      ) {
        data {
          ...AdminUserRowFields
        }
        paginatorInfo {
          count
          currentPage
          hasMorePages
          total
        }
      }
    }
  `,
  [AdminUserRowFields],
);

export const AdminPendingCountQuery = graphql(`
  query AdminPendingCount {
    adminPendingCount
  }
`);

export const AdminUserFields = graphql(
  `
    fragment AdminUserFields on User {
      ...AdminUserRowFields
      first_name
      last_name
      pronouns
      position
      jobtitle
      phone
      phone_secondary
      address_1
      address_2
      city
      state
      zip
      country
      website
      bio
      teamType
      trusted_poster
    }
  `,
  [AdminUserRowFields],
);

export const AdminUserQuery = graphql(
  `
    query AdminUser($id: ID!) {
      adminUser(id: $id) {
        ...AdminUserFields
      }
    }
  `,
  [AdminUserFields],
);

export const AdminApproveUserMutation = graphql(
  `
    mutation AdminApproveUser($id: ID!) {
      adminApproveUser(id: $id) {
        ...AdminUserFields
      }
    }
  `,
  [AdminUserFields],
);

export const AdminDeactivateUserMutation = graphql(
  `
    mutation AdminDeactivateUser($id: ID!) {
      adminDeactivateUser(id: $id) {
        ...AdminUserFields
      }
    }
  `,
  [AdminUserFields],
);

export const AdminSetVettedMutation = graphql(
  `
    mutation AdminSetVetted($id: ID!, $vetted: Boolean!) {
      adminSetVetted(id: $id, vetted: $vetted) {
        ...AdminUserFields
      }
    }
  `,
  [AdminUserFields],
);

export const AdminStartImpersonationMutation = graphql(`
  mutation AdminStartImpersonation($id: ID!) {
    adminStartImpersonation(id: $id) {
      url
      expires_at
    }
  }
`);

export type AdminUserRow = ResultOf<typeof AdminUserRowFields>;
export type AdminUser = ResultOf<typeof AdminUserFields>;
