import { graphql, type ResultOf } from '../../../graphql';
import { PostScreeningFields } from '../../screening';

/** GET_CURRENT_CREDITS: the active team's balance, read fresh when a posting form opens. */
export const PostingCreditQuery = graphql(`
  query PostingCredit {
    currentCredit {
      balance
    }
  }
`);

/** Team User: the members of the active team (create only). */
export const TeamUsersQuery = graphql(`
  query PostingTeamUsers {
    opportunityTeamUsers {
      id
      name
      email
    }
  }
`);

/** GET_OPPORTUNITY for the edit forms: what they prefill, with the screening questions. */
export const OpportunityForEditQuery = graphql(
  `
  query OpportunityForEdit($id: ID!) {
    opportunity(id: $id) {
      id
      target
      is_active
      title
      job_number
      industries {
        id
      }
      genres {
        id
      }
      location
      location_place_id
      location_country
      location_lat
      location_lng
      location_type
      description
      type
      sub_type
      duration
      is_ir35
      level {
        id
      }
      position {
        id
      }
      skills {
        id
        software
        must_have
      }
      qualifications {
        id
        must_have
      }
      services {
        id
      }
      is_compensation_displayed
      compensation_currency
      compensation_unit
      minimumBudget
      maximumBudget
      follow_up
      application_link
      placed_by_agency
      agency_name
      work_term
      minimum_requirements
      deleted_at
      screening {
        ...PostScreeningFields
      }
    }
  }
`,
  [PostScreeningFields],
);
export type OpportunityRecord = ResultOf<typeof OpportunityForEditQuery>['opportunity'];

export const AddOpportunityMutation = graphql(`
  mutation AddOpportunity($input: OpportunityInput!, $idempotencyKey: String) {
    addOpportunity(input: $input, idempotencyKey: $idempotencyKey) {
      id
      title
      review_status
    }
  }
`);

export const UpdateOpportunityMutation = graphql(`
  mutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {
    updateOpportunity(id: $id, input: $input) {
      id
      title
      review_status
      latest_review {
        kind
        status
      }
    }
  }
`);
