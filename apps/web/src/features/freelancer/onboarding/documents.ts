import { graphql, type ResultOf } from '../../../graphql';
import { SessionUserFields } from '../../../app/session/documents';

/** What the two onboarding forms and the personal information pages read of the signed-in freelancer. */
export const FreelancerRecordFields = graphql(`
  fragment FreelancerRecordFields on User {
    id
    first_name
    last_name
    email
    phone
    address_1
    address_2
    city
    state
    country
    zip
    jobtitle
    pronouns
    avatar
    bio
    location
    payroll_status
    hear_us
    hear_us_additional
    notice_period
    notice_period_unit
    right_to_work
    start_timing
    ethnicity
    referee_1
    referee_2
    industries {
      id
    }
    job_levels {
      id
      name
    }
    languages {
      id
      name
    }
    positions {
      id
      name
    }
  }
`);
export type FreelancerRecord = ResultOf<typeof FreelancerRecordFields>;

export const FreelancerRecordQuery = graphql(
  `
    query FreelancerRecord {
      me {
        ...FreelancerRecordFields
      }
    }
  `,
  [FreelancerRecordFields],
);

export const JobLevelsQuery = graphql(`
  query OnboardingJobLevels {
    allJoblevels {
      id
      name
    }
  }
`);

export const LanguagesQuery = graphql(`
  query OnboardingLanguages {
    languages {
      id
      name
    }
  }
`);

export const PositionsQuery = graphql(`
  query OnboardingPositions($industries: [ID!], $jobLevels: [ID!]) {
    positions(industries: $industries, jobLevels: $jobLevels) {
      id
      name
    }
  }
`);

export const CompleteOnboardingMutation = graphql(
  `
    mutation CompleteFreelancerOnboarding($input: FreelancerOnboardingInput!) {
      completeFreelancerOnboarding(input: $input) {
        ...SessionUserFields
        ...FreelancerRecordFields
      }
    }
  `,
  [SessionUserFields, FreelancerRecordFields],
);

export const CompleteDetailsMutation = graphql(
  `
    mutation CompleteFreelancerDetails($input: FullerOnboardingInput!) {
      completeFreelancerDetails(input: $input) {
        ...SessionUserFields
        ...FreelancerRecordFields
      }
    }
  `,
  [SessionUserFields, FreelancerRecordFields],
);

export const UpdatePersonalInformationMutation = graphql(
  `
    mutation UpdatePersonalInformation($input: PersonalInformationInput!) {
      updatePersonalInformation(input: $input) {
        ...SessionUserFields
        ...FreelancerRecordFields
      }
    }
  `,
  [SessionUserFields, FreelancerRecordFields],
);
