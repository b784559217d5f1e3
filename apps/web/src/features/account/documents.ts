import { graphql } from '../../graphql';
import { SessionUserFields } from '../../app/session/documents';

export const UpdateUserMutation = graphql(
  `
    mutation UpdateUser($input: UpdateUserInput!) {
      updateUser(input: $input) {
        ...SessionUserFields
      }
    }
  `,
  [SessionUserFields],
);
