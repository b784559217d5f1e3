import { graphql } from '../../graphql';
import { SessionUserFields } from '../../app/session/documents';

export const LoginMutation = graphql(
  `
    mutation Login($input: LoginInput!) {
      login(input: $input) {
        access_token
        ...SessionUserFields
      }
    }
  `,
  [SessionUserFields],
);

export const RegisterMutation = graphql(
  `
    mutation Register($input: RegisterInput!) {
      register(input: $input) {
        access_token
        ...SessionUserFields
      }
    }
  `,
  [SessionUserFields],
);

export const CheckRegisterableUserQuery = graphql(`
  query CheckRegisterableUser($email: String!, $type: UserType) {
    checkRegisterableUser(email: $email, type: $type)
  }
`);
