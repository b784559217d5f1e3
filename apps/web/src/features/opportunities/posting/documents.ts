import { graphql, type ResultOf } from '../../../graphql';

/** The job form's fixed lists: disciplines, experience levels, role types and working hours. */
export const JobChoicesQuery = graphql(`
  query PostingJobChoices {
    industries {
      id
      name
    }
    allJoblevels {
      id
      key
      name
    }
    allJobtypes {
      id
      key
      name
    }
    workingHours {
      id
      key
      name
    }
  }
`);
export type JobChoices = ResultOf<typeof JobChoicesQuery>;

/** Category experience: the discipline's genres (jobs), or every genre (projects: no industries), with their discipline. */
export const GenresQuery = graphql(`
  query PostingGenres($industries: [ID!]) {
    genres(industries: $industries) {
      id
      name
      industry_id
    }
  }
`);

/** Skills Required (software false) or Software Skills (software true) of the discipline. */
export const SkillsQuery = graphql(`
  query PostingSkills($industries: [ID!], $software: Boolean) {
    skills(industries: $industries, software: $software) {
      id
      name
    }
  }
`);

export const QualificationsQuery = graphql(`
  query PostingQualifications($industries: [ID!]) {
    qualifications(industries: $industries) {
      id
      name
    }
  }
`);

/** Position Sought: the positions of the discipline and the experience level. */
export const PositionsQuery = graphql(`
  query PostingPositions($industries: [ID!], $jobLevels: [ID!]) {
    positions(industries: $industries, jobLevels: $jobLevels) {
      id
      name
    }
  }
`);

export const ServicesQuery = graphql(`
  query PostingServices {
    services {
      id
      name
    }
  }
`);

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

/** GET_OPPORTUNITY for the edit forms: what they prefill. */
export const OpportunityForEditQuery = graphql(`
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
      deleted_at
    }
  }
`);
export type OpportunityRecord = ResultOf<typeof OpportunityForEditQuery>['opportunity'];

export const AddOpportunityMutation = graphql(`
  mutation AddOpportunity($input: OpportunityInput!, $idempotencyKey: String) {
    addOpportunity(input: $input, idempotencyKey: $idempotencyKey) {
      id
      title
    }
  }
`);

export const UpdateOpportunityMutation = graphql(`
  mutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {
    updateOpportunity(id: $id, input: $input) {
      id
      title
    }
  }
`);
