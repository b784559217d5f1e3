import { graphql, type ResultOf, type VariablesOf } from '../../../graphql';
import { SessionUserFields } from '../../../app/session/documents';

/** getInvitation (no login): what an invitation link shows; never the token. */
export const InvitationQuery = graphql(`
  query TeamInvitation($token: String!) {
    invitation(token: $token) {
      state
      message
      teamName
      teamType
      inviterName
      email
      firstName
      lastName
      accountExists
    }
  }
`);

/** An existing account joins (createTeamUser and processInvitation): the emailed link proves the inbox. */
export const AcceptInvitationMutation = graphql(`
  mutation AcceptTeamInvitation($token: String!, $email: String!) {
    acceptInvitation(token: $token, email: $email) {
      teamId
      teamName
    }
  }
`);

/** A new GUEST account from an invitation, signed in as `register` signs in. */
export const RegisterTeamUserMutation = graphql(
  `
    mutation RegisterTeamUser($token: String!, $input: TeamRegisterInput!) {
      registerTeamUser(token: $token, input: $input) {
        access_token
        ...SessionUserFields
      }
    }
  `,
  [SessionUserFields],
);

export type InvitationPreview = ResultOf<typeof InvitationQuery>['invitation'];
export type TeamRegisterInput = VariablesOf<typeof RegisterTeamUserMutation>['input'];
