import { graphql, type ResultOf } from '../../graphql';
import { PublicJobFields } from '../jobs';

// The screening questions are selected here, not through the screening feature's fragment: the dashboard's blocks
// read this module, and that feature's index would bring its screens into every signed-in page's first script.
const SeekerOpportunityFields = graphql(
  `
    fragment SeekerOpportunityFields on SeekerOpportunity {
      status
      post {
        ...PublicJobFields
      }
      application {
        id
        created_at
        pipeline_status
        pipeline_status_changed_at
        message
        follow_up
        application_link
        screening_answers {
          value
          question {
            id
            kind
            text
            must_have
          }
        }
      }
      screening {
        auto_decline
        questions {
          id
          kind
          text
          must_have
          options
        }
      }
    }
  `,
  [PublicJobFields],
);

/** opportunities/{id}: a published post as a freelancer (jobs) or an agency (projects) reads it. */
export const SeekerOpportunityQuery = graphql(
  `
    query SeekerOpportunity($id: ID!) {
      seekerOpportunity(id: $id) {
        ...SeekerOpportunityFields
      }
    }
  `,
  [SeekerOpportunityFields],
);

export const ApplyMutation = graphql(
  `
    mutation ApplyToOpportunity($id: ID!, $idempotencyKey: String, $message: String, $answers: [ScreeningAnswerInput!]) {
      applyToOpportunity(id: $id, idempotencyKey: $idempotencyKey, message: $message, answers: $answers) {
        ...SeekerOpportunityFields
      }
    }
  `,
  [SeekerOpportunityFields],
);

export type SeekerOpportunity = ResultOf<typeof SeekerOpportunityQuery>['seekerOpportunity'];
export type OwnApplication = NonNullable<SeekerOpportunity['application']>;

/** The dashboards' "… you've applied for" (F-F3): the newest applications with Open or Closed and viewed. */
export const MyApplicationsQuery = graphql(`
  query MyApplications($first: Int) {
    myApplications(first: $first) {
      data {
        id
        opportunity_id
        title
        company
        location
        status
        viewed
        pipeline_status
        pipeline_status_changed_at
        created_at
      }
      paginatorInfo {
        total
      }
    }
  }
`);
