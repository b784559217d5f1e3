import { graphql, type ResultOf } from '../../../graphql';

/** view-applicants/{id}: the post's title (and what the empty state's share link needs), then who applied. */
export const ApplicantsQuery = graphql(`
  query OpportunityApplicants($id: ID!) {
    opportunity(id: $id) {
      id
      title
      target
      slug
      is_active
      deleted_at
    }
    opportunityApplicants(id: $id) {
      id
      created_at
      viewed_at
      user {
        id
        name
        email
        phone
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
export type ApplicantsData = ResultOf<typeof ApplicantsQuery>;
export type ApplicantRow = ApplicantsData['opportunityApplicants'][number];
export type ApplicantsPost = ApplicantsData['opportunity'];

/**
 * What the read-only profile shows of a person, as the User type stores it today; each field is null
 * outside the viewer's audience (decision 0017), and the page says 'Not provided'.
 */
export const CandidateFields = graphql(`
  fragment CandidateFields on User {
    id
    type
    name
    first_name
    last_name
    company
    agency_name
    avatar
    jobtitle
    position
    bio
    description
    pronouns
    city
    state
    country
    location
    agency_location
    website
    email
    contact_email
    phone
    phone_secondary
    language
    looking_for
    salary_currency
    minimum_salary
    maximum_salary
    salary_unit
    budget_currency
    budget_min
    budget_max
    start_date
    notice_period
    payroll_status
    linkedin
    supporting_url
    referee_1
    referee_2
  }
`);
export type Candidate = ResultOf<typeof CandidateFields>;

export const CandidateProfileQuery = graphql(
  `
    query CandidateProfile($id: ID!) {
      candidateProfile(id: $id) {
        ...CandidateFields
      }
    }
  `,
  [CandidateFields],
);

/** freelancer-profile/{userId}-{applicationId}: the application, its post and the applicant. */
export const EmployerApplicationQuery = graphql(
  `
    query EmployerApplication($id: ID!, $userId: ID) {
      employerApplication(id: $id, userId: $userId) {
        id
        created_at
        viewed_at
        agency {
          id
          name
          company
          agency_name
        }
        opportunity {
          id
          title
          target
        }
        user {
          ...CandidateFields
        }
      }
    }
  `,
  [CandidateFields],
);
export type EmployerApplication = ResultOf<typeof EmployerApplicationQuery>['employerApplication'];

export const MarkApplicationViewedMutation = graphql(`
  mutation MarkApplicationViewed($id: ID!) {
    markApplicationViewed(id: $id) {
      id
      viewed_at
    }
  }
`);
