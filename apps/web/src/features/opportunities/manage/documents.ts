import { graphql, type ResultOf } from '../../../graphql';
import { PostDetailsFields } from '../shared/post-fields';

/** A dashboard row: what the lists show of a post, with its applicant count (batched by the server). */
export const PostRowFields = graphql(`
  fragment PostRowFields on Opportunity {
    id
    slug
    target
    title
    is_active
    review_status
    job_number
    location
    applicantCount
    deleted_at
    closed_at
    close_reason
    created_at
  }
`);
export type PostRowData = ResultOf<typeof PostRowFields>;

/** The dashboard's lists (viewTeamOpportunity / viewTeamMemberOpportunity): one page of active or closed posts. */
export const TeamOpportunitiesQuery = graphql(
  `
    query TeamOpportunities($target: OpportunityTarget!, $closed: Boolean!, $first: Int!, $page: Int!) {
      teamOpportunities(target: $target, closed: $closed, first: $first, page: $page) {
        data {
          ...PostRowFields
        }
        paginatorInfo {
          currentPage
          total
          hasMorePages
        }
      }
    }
  `,
  [PostRowFields],
);

/** view-opportunity/{id} and view-project/{id} (GET_OPPORTUNITY). */
export const ViewOpportunityQuery = graphql(
  `
    query ViewOpportunity($id: ID!) {
      opportunity(id: $id) {
        ...PostRowFields
        ...PostDetailsFields
        freelancer_name
        latest_review {
          kind
          status
          reason
        }
      }
    }
  `,
  [PostRowFields, PostDetailsFields],
);
export type ViewedPost = ResultOf<typeof ViewOpportunityQuery>['opportunity'];

/** The close modal's applicant select. */
export const CloseApplicantsQuery = graphql(`
  query CloseApplicants($id: ID!) {
    opportunityApplicants(id: $id) {
      id
      user {
        id
        first_name
        last_name
        company
        agency_name
      }
      agency {
        id
        name
        company
        agency_name
      }
    }
  }
`);
export type CloseApplicant = ResultOf<typeof CloseApplicantsQuery>['opportunityApplicants'][number];

export const CloseOpportunityMutation = graphql(
  `
    mutation CloseOpportunity($id: ID!, $input: CloseOpportunityInput!) {
      closeOpportunity(id: $id, input: $input) {
        ...PostRowFields
      }
    }
  `,
  [PostRowFields],
);

export const RestoreOpportunityMutation = graphql(
  `
    mutation RestoreOpportunity($id: ID!) {
      restoreOpportunity(id: $id) {
        ...PostRowFields
      }
    }
  `,
  [PostRowFields],
);
