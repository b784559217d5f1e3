import { graphql, type ResultOf } from '../../graphql';

/** Verified companies (decision 0066): the team's status, the link's request and its confirmation, the console's. */
const VerificationFields = graphql(`
  fragment CompanyVerificationFields on CompanyVerification {
    domain
    verified {
      email
      domain
      verified_at
    }
    pending {
      email
      expires_at
    }
  }
`);

export const MyCompanyVerificationQuery = graphql(
  `
    query MyCompanyVerification {
      myCompanyVerification {
        ...CompanyVerificationFields
      }
    }
  `,
  [VerificationFields],
);

export const AdminCompanyVerificationQuery = graphql(
  `
    query AdminCompanyVerification($userId: ID!) {
      adminCompanyVerification(userId: $userId) {
        ...CompanyVerificationFields
      }
    }
  `,
  [VerificationFields],
);

export type CompanyVerificationData = ResultOf<typeof MyCompanyVerificationQuery>['myCompanyVerification'];

export const RequestCompanyVerificationMutation = graphql(`
  mutation RequestCompanyVerification($email: String!, $idempotencyKey: String) {
    requestCompanyVerification(email: $email, idempotencyKey: $idempotencyKey) {
      email
      message
    }
  }
`);

export const ConfirmCompanyVerificationMutation = graphql(`
  mutation ConfirmCompanyVerification($token: String!) {
    confirmCompanyVerification(token: $token) {
      domain
      message
    }
  }
`);

export const RevokeCompanyVerificationMutation = graphql(`
  mutation RevokeCompanyVerification($userId: ID!) {
    revokeCompanyVerification(userId: $userId)
  }
`);
