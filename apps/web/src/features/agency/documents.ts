import { graphql, type ResultOf } from '../../graphql';

/** The active agency team's account as its admins read and edit it. */
export const AgencyAccountFields = graphql(`
  fragment AgencyAccountFields on AgencyAccount {
    id
    email
    first_name
    last_name
    position
    agency_name
    avatar
    bio
    website
    address_1
    address_2
    city
    state
    country
    zip
    agency_locations
    agency_phones
    agency_phones_display
    services {
      id
      name
    }
    genres {
      id
      name
    }
    email_verified
    needsOnboarding
    status
  }
`);
export type AgencyAccount = ResultOf<typeof AgencyAccountFields>;

export const AgencyAccountQuery = graphql(
  `
    query AgencyAccount {
      agencyAccount {
        ...AgencyAccountFields
      }
    }
  `,
  [AgencyAccountFields],
);

export const CompleteAgencyProfileMutation = graphql(
  `
    mutation CompleteAgencyProfile($input: CompleteAgencyProfileInput!) {
      completeAgencyProfile(input: $input) {
        ...AgencyAccountFields
      }
    }
  `,
  [AgencyAccountFields],
);

export const UpdateAgencyProfileMutation = graphql(
  `
    mutation UpdateAgencyProfile($input: UpdateAgencyProfileInput!) {
      updateAgencyProfile(input: $input) {
        ...AgencyAccountFields
      }
    }
  `,
  [AgencyAccountFields],
);

export const UpdateAgencyAccountMutation = graphql(
  `
    mutation UpdateAgencyAccount($input: UpdateAgencyAccountInput!) {
      updateAgencyAccount(input: $input) {
        ...AgencyAccountFields
      }
    }
  `,
  [AgencyAccountFields],
);

export const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail
  }
`);

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);
