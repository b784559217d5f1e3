import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { fieldShape, zodInputType } from './zod-input.js';

/** A builder of its own per test, so that each has only what it declares (the app's loads scope-auth's types). */
const newBuilder = () =>
  new SchemaBuilder<{ DefaultFieldNullability: false }>({
    plugins: [ScopeAuthPlugin],
    defaultFieldNullability: false,
    scopeAuth: { authScopes: () => ({}) },
  });

function schemaOf(declare: (builder: ReturnType<typeof newBuilder>) => unknown) {
  const builder = newBuilder();
  const ref = declare(builder);
  builder.queryType({ fields: (t) => ({ ok: t.boolean({ args: { input: t.arg({ type: ref as never }) }, resolve: () => true }) }) });
  return builder.toSchema();
}

/**
 * An input type's fields as `Type (description)`, and its own description. Read from the type itself: Pothos may
 * load another copy of graphql (CommonJS) than this file's, whose printer would refuse its types.
 */
function printed(schema: ReturnType<typeof schemaOf>, name: string) {
  const type = schema.getType(name) as unknown as { description?: string; getFields(): Record<string, { type: unknown; description?: string }> };
  const fields = Object.entries(type.getFields()).map(([field, f]) => [field, `${String(f.type)}${f.description ? ` (${f.description})` : ''}`]);
  return { ...Object.fromEntries(fields), ...(type.description ? { '': type.description } : {}) };
}

const idRule = z.union([z.string(), z.number()]).transform(Number);

describe('fieldShape: what a rule says of one field', () => {
  it('reads the scalar through wrappers, refinements and transforms', () => {
    expect(fieldShape(z.string().trim().min(1))).toMatchObject({ scalar: 'String', nullable: false });
    expect(fieldShape(z.number().int().min(0))).toMatchObject({ scalar: 'Int' });
    expect(fieldShape(z.int())).toMatchObject({ scalar: 'Int' });
    expect(fieldShape(z.number().min(-90))).toMatchObject({ scalar: 'Float' });
    expect(fieldShape(z.boolean().default(true))).toMatchObject({ scalar: 'Boolean', nullable: true });
    expect(fieldShape(z.enum(['A', 'B']))).toMatchObject({ scalar: 'String' });
    expect(fieldShape(z.string().nullish().transform((v) => v ?? null).refine(() => true))).toMatchObject({ scalar: 'String', nullable: true });
    expect(fieldShape(z.preprocess((v) => v, z.string().nullable()))).toMatchObject({ scalar: 'String', nullable: true });
    expect(fieldShape(z.string().optional().or(z.literal('')))).toMatchObject({ scalar: 'String', nullable: true });
  });

  it('takes text or a number as an ID, and an array as a list', () => {
    expect(fieldShape(idRule)).toMatchObject({ scalar: 'ID', list: false });
    expect(fieldShape(z.array(idRule).nullish().transform((v) => v ?? []))).toMatchObject({
      scalar: 'ID', list: true, itemsNullable: false, nullable: true,
    });
  });

  it('cannot tell the type of an object, a transform alone or unlike members', () => {
    expect(fieldShape(z.object({ a: z.string() })).opaque).toBe('object');
    expect(fieldShape(z.union([z.string(), z.boolean()])).opaque).toBeDefined();
    expect(fieldShape(z.string().transform((v) => v).pipe(z.string())).scalar).toBe('String');
  });
});

describe('zodInputType', () => {
  const rule = z
    .object({
      name: z.string().trim().min(1, 'Required'),
      note: z.string().nullish(),
      count: z.number().int().default(0),
      ids: z.array(idRule).max(3),
      kind: z.enum(['A', 'B']),
    })
    .superRefine(() => undefined)
    .transform((v) => v);

  it('declares the fields of the rule with their nullability and descriptions', () => {
    const schema = schemaOf((builder) =>
      zodInputType(builder, 'ThingInput', rule, { description: 'A thing.', fields: { name: 'Its name.' } }),
    );
    expect(printed(schema, 'ThingInput')).toEqual({
      '': 'A thing.',
      name: 'String! (Its name.)',
      note: 'String',
      count: 'Int',
      ids: '[ID!]!',
      kind: 'String!',
    });
  });

  it('makes every field nullable with allOptional, and takes named types and extra fields', () => {
    const schema = schemaOf((builder) => {
      const Kind = builder.enumType('Kind', { values: ['A', 'B'] as const });
      return zodInputType(builder, 'ThingInput', rule, {
        allOptional: true,
        fields: { kind: { type: Kind }, count: { type: 'Float' }, name: { required: true } },
        extra: (t) => ({ target: t.string() }),
      });
    });
    expect(printed(schema, 'ThingInput')).toEqual({
      name: 'String!',
      note: 'String',
      count: 'Float',
      ids: '[ID!]',
      kind: 'Kind',
      target: 'String',
    });
  });

  it('merges several rules: a field one rule lacks or lets be missing is nullable', () => {
    const a = z.object({ shared: z.string(), onlyA: z.number().int(), loose: z.string() });
    const b = z.object({ shared: z.string(), loose: z.string().optional(), onlyB: z.boolean() });
    const schema = schemaOf((builder) => zodInputType(builder, 'BothInput', [a, b]));
    expect(printed(schema, 'BothInput')).toEqual({ shared: 'String!', onlyA: 'Int', loose: 'String', onlyB: 'Boolean' });
  });

  it('refuses what it cannot declare faithfully', () => {
    expect(() => schemaOf((builder) => zodInputType(builder, 'NestedInput', z.object({ place: z.object({ id: z.string() }) })))).toThrow(
      'NestedInput.place: the rule (object) does not say its GraphQL type',
    );
    expect(() =>
      schemaOf((builder) => zodInputType(builder, 'ClashInput', [z.object({ a: z.string() }), z.object({ a: z.number() })])),
    ).toThrow('ClashInput.a: the rules disagree');
    expect(() =>
      schemaOf((builder) => zodInputType(builder, 'TypoInput', z.object({ a: z.string() }), { fields: { b: 'no such field' } as never })),
    ).toThrow('TypoInput: fields names b');
  });

  it('gives the resolver the input the rules accept, nullable where GraphQL lets it be missing', () => {
    const builder = newBuilder();
    const strict = zodInputType(builder, 'StrictInput', rule);
    expectTypeOf(strict.$inferInput).toEqualTypeOf<{
      name: string;
      note?: string | null | undefined;
      count?: number | null | undefined;
      ids: (string | number)[];
      kind: 'A' | 'B';
    }>();
    const loose = zodInputType(builder, 'LooseInput', rule, { allOptional: true, extra: (t) => ({ target: t.string() }) });
    expectTypeOf(loose.$inferInput).toHaveProperty('name').toEqualTypeOf<string | null | undefined>();
    expectTypeOf(loose.$inferInput).toHaveProperty('target').toEqualTypeOf<string | null | undefined>();
    // A named type must hold values the rule accepts: a Boolean cannot stand for a number.
    // @ts-expect-error Boolean values are not numbers
    zodInputType(builder, 'WrongInput', rule, { fields: { count: { type: 'Boolean' } } });
  });
});
