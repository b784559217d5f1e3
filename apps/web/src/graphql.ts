import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/** Typed GraphQL documents checked against apps/api/schema.graphql (run `npm run codegen -w @mp/web` after it changes). */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
