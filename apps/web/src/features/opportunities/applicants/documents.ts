import { graphql, type ResultOf } from '../../../graphql';
import { DocumentFields, EducationFields, ExperienceFields, FreelancerProfileListsFields, ResumeFields } from '../../freelancer';
import { ScreeningAnswerFields } from '../../screening';

/**
 * view-applicants/{id}: the post's title (and what the empty state's share link needs) and whether it asks must-haves,
 * then one page of who applied (a status's, or all; those meeting every must-have, or missing one).
 */
export const ApplicantsQuery = graphql(`
  query OpportunityApplicants($id: ID!, $status: ApplicationStatus, $meetsMustHaves: Boolean, $first: Int, $page: Int) {
    opportunity(id: $id) {
      id
      title
      target
      slug
      is_active
      deleted_at
      screening {
        questions {
          id
          must_have
        }
      }
    }
    opportunityApplicants(id: $id, status: $status, meetsMustHaves: $meetsMustHaves, first: $first, page: $page) {
      id
      created_at
      viewed_at
      status
      status_changed_at
      unread_messages
      contact {
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
      screening_answers {
        meets
        question {
          id
          must_have
        }
      }
    }
  }
`);
export type ApplicantsData = ResultOf<typeof ApplicantsQuery>;
export type ApplicantRow = ApplicantsData['opportunityApplicants'][number];
export type ApplicantsPost = ApplicantsData['opportunity'];

/**
 * What the read-only profile shows of a person; each field is null outside the viewer's audience (decision
 * 0017), and the page says 'Not provided'. The profile lists, experience and education are the `profile`
 * audience; the CVs and documents the `applicant` one (decision 0030: `resumes` is null for a viewer who may
 * not read them, so the page can tell "not shared" from "none uploaded").
 */
export const CandidateFields = graphql(
  `
    fragment CandidateFields on User {
      id
      type
      name
      first_name
      last_name
      company
      agency_name
      avatar
      vetted
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
      languages {
        id
        name
      }
      looking_for
      job_levels {
        id
        name
      }
      positions {
        id
        name
      }
      ...FreelancerProfileListsFields
      budget_currency
      budget_min
      budget_max
      start_date
      start_timing
      notice_period
      notice_period_unit
      payroll_status
      linkedin
      supporting_url
      referee_1
      referee_2
      experiences {
        ...ExperienceFields
      }
      educations {
        ...EducationFields
      }
      resumes {
        id
      }
      activeResume {
        ...ResumeFields
      }
      documents {
        ...DocumentFields
      }
    }
  `,
  [ExperienceFields, EducationFields, ResumeFields, DocumentFields, FreelancerProfileListsFields],
);
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
        meets_must_haves
        screening_answers {
          ...ScreeningAnswerFields
        }
      }
    }
  `,
  [CandidateFields, ScreeningAnswerFields],
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
