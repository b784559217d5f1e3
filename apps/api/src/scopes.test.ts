import type { GraphQLField, GraphQLObjectType, GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.js';

/**
 * Nothing ships unguarded by accident: every query and mutation names its scopes (`PUBLIC` when a
 * visitor may use it), and every object type names its audience, either for the whole type or on
 * each of its fields (the person record, whose fields have different audiences).
 */
const scopesOf = (x: { extensions?: unknown }) =>
  (x.extensions as { pothosOptions?: { authScopes?: unknown } } | undefined)?.pothosOptions?.authScopes;

const rootFields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
  Object.values(type.getFields()).map((field) => ({ type, field })),
);

const objectTypes = Object.values(schema.getTypeMap()).filter(
  // By tag, not instanceof: the schema may come from another copy of graphql (ESM and CommonJS).
  (t: GraphQLNamedType): t is GraphQLObjectType =>
    Object.prototype.toString.call(t) === '[object GraphQLObjectType]' &&
    !t.name.startsWith('__') &&
    !['Query', 'Mutation'].includes(t.name),
);

describe('every operation declares its scopes', () => {
  it('has scopes on each query and mutation', () => {
    expect(rootFields.length).toBeGreaterThan(40);
    const unguarded = rootFields.filter(({ field }) => !scopesOf(field)).map(({ type, field }) => `${type.name}.${field.name}`);
    expect(unguarded).toEqual([]);
  });

  it('has an audience on each object type, or on each of its fields', () => {
    expect(objectTypes.map((t) => t.name)).toContain('User');
    const unguarded = objectTypes.flatMap((type) => {
      if (scopesOf(type)) return [];
      return Object.values(type.getFields() as Record<string, GraphQLField<unknown, unknown>>)
        .filter((field) => !scopesOf(field))
        .map((field) => `${type.name}.${field.name}`);
    });
    expect(unguarded).toEqual([]);
  });
});
