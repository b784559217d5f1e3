import { graphql, type ResultOf, type VariablesOf } from '../../../graphql';

export const ReferenceEntryFields = graphql(`
  fragment ReferenceEntryFields on ReferenceEntry {
    id
    kind
    name
    sort_order
    hidden
    industry_id
    software
    job_level_id
    key
    description
    code
  }
`);

export const AdminReferenceEntriesQuery = graphql(
  `
    query AdminReferenceEntries($kind: ReferenceKind!, $industry_id: ID, $name: String) {
      adminReferenceEntries(kind: $kind, industry_id: $industry_id, name: $name) {
        ...ReferenceEntryFields
      }
    }
  `,
  [ReferenceEntryFields],
);

export const AdminCreateReferenceEntryMutation = graphql(
  `
    mutation AdminCreateReferenceEntry($kind: ReferenceKind!, $input: ReferenceEntryInput!) {
      adminCreateReferenceEntry(kind: $kind, input: $input) {
        ...ReferenceEntryFields
      }
    }
  `,
  [ReferenceEntryFields],
);

export const AdminUpdateReferenceEntryMutation = graphql(
  `
    mutation AdminUpdateReferenceEntry($kind: ReferenceKind!, $id: ID!, $input: ReferenceEntryInput!) {
      adminUpdateReferenceEntry(kind: $kind, id: $id, input: $input) {
        ...ReferenceEntryFields
      }
    }
  `,
  [ReferenceEntryFields],
);

export const AdminReorderReferenceEntriesMutation = graphql(
  `
    mutation AdminReorderReferenceEntries($kind: ReferenceKind!, $ids: [ID!]!) {
      adminReorderReferenceEntries(kind: $kind, ids: $ids) {
        ...ReferenceEntryFields
      }
    }
  `,
  [ReferenceEntryFields],
);

export const AdminDeleteReferenceEntryMutation = graphql(
  `
    mutation AdminDeleteReferenceEntry($kind: ReferenceKind!, $id: ID!) {
      adminDeleteReferenceEntry(kind: $kind, id: $id) {
        ...ReferenceEntryFields
      }
    }
  `,
  [ReferenceEntryFields],
);

export type ReferenceEntry = ResultOf<typeof ReferenceEntryFields>;
export type ReferenceEntryInput = VariablesOf<typeof AdminCreateReferenceEntryMutation>['input'];
