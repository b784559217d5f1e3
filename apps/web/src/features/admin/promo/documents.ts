import { graphql, type ResultOf, type VariablesOf } from '../../../graphql';

export const PromoCodeFields = graphql(`
  fragment PromoCodeFields on PromoCode {
    id
    code
    type
    value
    valid_from
    valid_until
    usage_limit
    used_count
    active
  }
`);

export const AdminPromoCodesQuery = graphql(
  `
    query AdminPromoCodes {
      adminPromoCodes {
        ...PromoCodeFields
      }
    }
  `,
  [PromoCodeFields],
);

export const AdminCreatePromoCodeMutation = graphql(`
  mutation AdminCreatePromoCode($input: PromoCodeInput!) {
    adminCreatePromoCode(input: $input) {
      id
    }
  }
`);

export const AdminUpdatePromoCodeMutation = graphql(`
  mutation AdminUpdatePromoCode($id: ID!, $input: PromoCodeInput!) {
    adminUpdatePromoCode(id: $id, input: $input) {
      id
    }
  }
`);

export const AdminDeletePromoCodeMutation = graphql(`
  mutation AdminDeletePromoCode($id: ID!) {
    adminDeletePromoCode(id: $id)
  }
`);

export type PromoCode = ResultOf<typeof PromoCodeFields>;
export type PromoCodeInput = VariablesOf<typeof AdminCreatePromoCodeMutation>['input'];
