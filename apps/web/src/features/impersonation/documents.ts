import { graphql } from '../../graphql';
import { SessionUserFields } from '../../app/session/documents';

export const ImpersonateUserMutation = graphql(
  `
    mutation ImpersonateUser($input: ImpersonateUserInput!) {
      adminImpersonateUser(input: $input) {
        access_token
        ...SessionUserFields
      }
    }
  `,
  [SessionUserFields],
);

/** Who opened the current session, when it is an impersonation. */
export const ImpersonatorQuery = graphql(`
  query Impersonator {
    me {
      id
      impersonator {
        id
        name
      }
    }
  }
`);

/** Return to console, sent with the administrator's own session: the server ends the impersonated sessions. */
export const EndImpersonationMutation = graphql(`
  mutation EndImpersonation($id: ID!) {
    adminEndImpersonation(id: $id)
  }
`);
