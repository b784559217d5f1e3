import { graphql, type ResultOf } from '../../graphql';
import { SessionUserFields } from '../../app/session/documents';

/** UPDATE_PROFILE with the form whose rules the server applies; the answer replaces the stored user. */
export const UpdateCompanyUserMutation = graphql(
  `
    mutation UpdateCompanyUser($input: UpdateUserInput!, $form: ProfileForm!) {
      updateUser(input: $input, form: $form) {
        ...SessionUserFields
      }
    }
  `,
  [SessionUserFields],
);

/** The team account's record as its people read it (profile) and its admins edit it (edit-profile). */
export const TeamRecordFields = graphql(`
  fragment TeamRecordFields on User {
    id
    company
    avatar
    bio
    description
    address_1
    address_2
    city
    state
    country
    zip
    email
    phone
  }
`);
export type TeamRecord = ResultOf<typeof TeamRecordFields>;

export const TeamRecordQuery = graphql(
  `
    query TeamRecord($id: ID!) {
      user(id: $id) {
        ...TeamRecordFields
      }
    }
  `,
  [TeamRecordFields],
);

/** The owner's edit-profile save: updateUser with the profile form; the session's fields and the record's. */
export const SaveOwnCompanyProfileMutation = graphql(
  `
    mutation SaveOwnCompanyProfile($input: UpdateUserInput!) {
      updateUser(input: $input, form: COMPANY_PROFILE) {
        ...SessionUserFields
        ...TeamRecordFields
      }
    }
  `,
  [SessionUserFields, TeamRecordFields],
);

/** A guest admin's save of the team account (the owner's goes through updateUser). */
export const UpdateTeamMutation = graphql(
  `
    mutation UpdateTeam($teamId: ID!, $input: UpdateTeamInput!) {
      updateTeam(teamId: $teamId, input: $input) {
        ...TeamRecordFields
      }
    }
  `,
  [TeamRecordFields],
);

/** company-profile/{id}: an employer as freelancers and agencies see it. */
export const CompanyProfileQuery = graphql(`
  query CompanyProfile($id: ID!) {
    companyProfile(id: $id) {
      id
      company
      avatar
      city
      state
      country
      bio
      description
    }
  }
`);
export type PublicCompanyProfile = ResultOf<typeof CompanyProfileQuery>['companyProfile'];
