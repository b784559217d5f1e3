import type {
  InputFieldBuilder, InputFieldMap, InputObjectRef, InputShape, InputShapeFromFields, InputType, SchemaTypes,
} from '@pothos/core';
import type * as z from 'zod/v4/core';

/**
 * A GraphQL input type declared from the shared zod rules of @mp/domain, so that a form's fields are written
 * once. The rules still check the input where it enters (AppError.parse in the service): this only
 * says which fields GraphQL lets through, of which type, and documents them.
 *
 * Each field of the rules' objects becomes a field: a string a String, a whole number (`.int()`) an Int, another
 * number a Float, a boolean a Boolean, an id as a select holds it (`z.union([z.string(), z.number()])`) an ID, an
 * array a list of non-null items, and a `z.enum` a String, so that a value out of the list gets the rule's
 * message on its field rather than GraphQL's words for programmers. A field may be missing (nullable) when the
 * rule lets it be missing or null, or when one of several rules has no such field. Wrappers are read through:
 * optional, nullable, default, refinements, transforms and pipes (their input side; a `z.preprocess` its rule).
 *
 * `fields` documents each field and names its type where the rule cannot say it or GraphQL wants another: a
 * GraphQL enum, a nested input object, an Int where the form also takes text. The named type must hold values the
 * rule accepts (checked by TypeScript). `allOptional` makes every field nullable: the rules, not GraphQL, say what
 * is required, with the spec's message on the field (`extensions.fields['input.<field>']`). `extra` declares the
 * fields no rule reads (checked by the service itself).
 */
export function zodInputType<
  Types extends SchemaTypes,
  const Rules extends z.$ZodType | readonly z.$ZodType[],
  AllOptional extends boolean = false,
  Extra extends InputFieldMap = Record<never, never>,
>(
  builder: PothosSchemaTypes.SchemaBuilder<Types>,
  name: string,
  rules: Rules,
  options: {
    description?: string;
    allOptional?: AllOptional;
    fields?: FieldsOptions<Types, ValuesOf<Rules>>;
    extra?: (t: InputFieldBuilder<Types, 'InputObject'>) => Extra;
  } = {},
): InputObjectRef<Types, Flat<GraphQLShape<ValuesOf<Rules>, AllOptional> & InputShapeFromFields<Extra>>> {
  const list: readonly z.$ZodType[] = Array.isArray(rules) ? rules : [rules as z.$ZodType];
  const fields = mergeFields(name, list.map((rule) => objectShape(name, rule)));
  const described = (options.fields ?? {}) as Record<string, string | FieldOptions<Types, unknown> | undefined>;
  for (const key of Object.keys(described)) {
    if (!fields.has(key)) throw new Error(`${name}: fields names ${key}, which no rule has`);
  }
  const declare = (t: InputFieldBuilder<Types, 'InputObject'>): InputFieldMap => {
    const declared: InputFieldMap = {};
    for (const [key, field] of fields) {
      const given = described[key];
      const { description, type: named, required: requiredGiven } = typeof given === 'string' ? { description: given } : (given ?? {});
      const type = named ?? field.scalar;
      if (!type) throw new Error(`${name}.${key}: the rule (${field.opaque ?? 'conflicting types'}) does not say its GraphQL type: name it in fields`);
      const required = requiredGiven ?? (!options.allOptional && !field.nullable);
      declared[key] = field.list
        ? t.field({ type: [type], required: { list: required, items: !field.itemsNullable }, description })
        : t.field({ type, required, description });
    }
    return { ...declared, ...options.extra?.(t) };
  };
  // The fields are made at run time from the rules; their shape is the one the types below compute from the same
  // rules, which Pothos cannot see in a map built in a loop.
  const ref = builder.inputType(name, { description: options.description, fields: declare as never });
  return ref as unknown as InputObjectRef<Types, Flat<GraphQLShape<ValuesOf<Rules>, AllOptional> & InputShapeFromFields<Extra>>>;
}

type Scalar = 'Boolean' | 'Float' | 'ID' | 'Int' | 'String';

/** What the rules say of one field. */
export interface FieldShape {
  /** Its GraphQL scalar, when the rule tells it. */
  scalar?: Scalar;
  /** What the rule is when it does not tell (an object, a transform): the type must be named. */
  opaque?: string;
  list: boolean;
  itemsNullable: boolean;
  /** Missing or null is let through to the rule. */
  nullable: boolean;
}

/** The object a rule reads: through its wrappers (a refinement or transform of an object, an optional object). */
function objectShape(name: string, rule: z.$ZodType): Record<string, z.$ZodType> {
  const def = (rule as z.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      return def.shape;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return objectShape(name, def.innerType);
    case 'pipe':
      return objectShape(name, def.in);
    default:
      throw new Error(`${name}: a rule must be an object, not ${def.type}`);
  }
}

/** One field of a rule, read through its wrappers. Exported for its test. */
export function fieldShape(rule: z.$ZodType): FieldShape {
  const def = (rule as z.$ZodTypes)._zod.def;
  const plain = { list: false, itemsNullable: false, nullable: false };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return { ...fieldShape(def.innerType), nullable: true };
    case 'readonly':
    case 'catch':
      return fieldShape(def.innerType);
    case 'pipe':
      // z.preprocess(fn, rule) pipes from a transform, which takes anything: the rule after it tells the field.
      return fieldShape(def.in._zod.def.type === 'transform' ? def.out : def.in);
    case 'string':
      return { ...plain, scalar: 'String' };
    case 'enum':
      return { ...plain, scalar: 'String' };
    case 'boolean':
      return { ...plain, scalar: 'Boolean' };
    case 'number':
      return { ...plain, scalar: isWhole(def) ? 'Int' : 'Float' };
    case 'literal':
      return { ...plain, ...scalarOf(def.values) };
    case 'null':
    case 'undefined':
      return { ...plain, nullable: true };
    case 'array': {
      const item = fieldShape(def.element);
      if (item.list) return { ...plain, opaque: 'a list of lists' };
      return { ...item, list: true, itemsNullable: item.nullable, nullable: false };
    }
    case 'union':
      return unionShape(def.options.map(fieldShape));
    default:
      return { ...plain, opaque: def.type };
  }
}

const isWhole = (def: z.$ZodNumberDef | z.$ZodNumberFormatDef) =>
  ('format' in def && def.format.includes('int')) ||
  (def.checks ?? []).some((check) => {
    const c = check._zod.def as { check: string; format?: string };
    return c.check === 'number_format' && Boolean(c.format?.includes('int'));
  });

function scalarOf(values: readonly unknown[]): Pick<FieldShape, 'scalar' | 'opaque'> {
  const kinds = new Set(values.map((v) => (typeof v === 'number' ? (Number.isInteger(v) ? 'Int' : 'Float') : typeof v)));
  if (kinds.size !== 1) return { opaque: 'a literal of mixed kinds' };
  const kind = [...kinds][0];
  if (kind === 'string') return { scalar: 'String' };
  if (kind === 'boolean') return { scalar: 'Boolean' };
  if (kind === 'Int' || kind === 'Float') return { scalar: kind };
  return { opaque: `a ${String(kind)} literal` };
}

/** Text or a number (an id as a select holds it) is an ID; otherwise the members must agree. */
function unionShape(members: FieldShape[]): FieldShape {
  const nullable = members.some((m) => m.nullable);
  const typed = members.filter((m) => m.scalar || m.opaque || m.list);
  const scalars = new Set(typed.map((m) => m.scalar));
  const lists = new Set(typed.map((m) => m.list));
  const base = { list: typed[0]?.list ?? false, itemsNullable: typed.some((m) => m.itemsNullable), nullable };
  if (typed.some((m) => m.opaque) || lists.size > 1) return { ...base, opaque: 'a union of unlike members' };
  if (scalars.size <= 1) return { ...base, scalar: typed[0]?.scalar };
  if (scalars.has('String') && [...scalars].every((s) => s === 'String' || s === 'Int' || s === 'Float')) return { ...base, scalar: 'ID' };
  return { ...base, opaque: 'a union of unlike members' };
}

/** The fields of all the rules: a field some rule lacks is nullable; the rules must agree on its type. */
function mergeFields(name: string, objects: Record<string, z.$ZodType>[]): Map<string, FieldShape> {
  const keys = new Set(objects.flatMap((o) => Object.keys(o)));
  const merged = new Map<string, FieldShape>();
  for (const key of keys) {
    const shapes = objects.map((o) => (o[key] ? fieldShape(o[key]) : undefined));
    const present = shapes.filter((s): s is FieldShape => s !== undefined);
    const typed = present.filter((s) => s.scalar || s.opaque || s.list);
    const scalars = new Set(typed.map((s) => s.scalar ?? s.opaque));
    if (scalars.size > 1 || new Set(typed.map((s) => s.list)).size > 1) {
      throw new Error(`${name}.${key}: the rules disagree on its type (${[...scalars].join(', ')})`);
    }
    merged.set(key, {
      scalar: typed[0]?.scalar,
      opaque: typed[0]?.opaque,
      list: typed[0]?.list ?? false,
      itemsNullable: typed.some((s) => s.itemsNullable),
      nullable: shapes.some((s) => s === undefined || s.nullable),
    });
  }
  return merged;
}

// The types: what a resolver receives, computed from what the rules accept (zod's input types).

/** The object the rules read: each rule's input, an optional object's without its null. */
type ValuesOf<Rules> = NonNullable<z.input<Rules extends readonly (infer R)[] ? R : Rules>>;
type Keys<U> = U extends unknown ? keyof U : never;
/** A field across the rules: undefined where a rule has none. */
type FieldOf<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U[K] : undefined) : never;
type MayBeMissing<V> = undefined extends V ? true : null extends V ? true : false;

/** Nullable fields may be null or absent; with allOptional, every field. */
type GraphQLShape<U, AllOptional extends boolean> = {
  [K in Keys<U> as AllOptional extends true ? K : MayBeMissing<FieldOf<U, K>> extends true ? K : never]?: FieldOf<U, K> | null;
} & {
  [K in Keys<U> as AllOptional extends true ? never : MayBeMissing<FieldOf<U, K>> extends true ? never : K]: FieldOf<U, K>;
};

type Flat<T> = { [K in keyof T]: T[K] };

type Item<V> = NonNullable<V> extends readonly (infer E)[] ? NonNullable<E> : NonNullable<V>;

/** A type the field may be declared as: one whose values the rule accepts. */
type TypeFor<Types extends SchemaTypes, V> =
  | { [S in Scalar]: InputShape<Types, S> extends Item<V> ? S : never }[Scalar]
  | (InputType<Types> & { $inferInput: Item<V> });

interface FieldOptions<Types extends SchemaTypes, V> {
  description?: string;
  type?: TypeFor<Types, V>;
  /** Declares the field non-null although the rule lets it be missing (a default GraphQL has always refused). */
  required?: boolean;
}

type FieldsOptions<Types extends SchemaTypes, U> = { [K in Keys<U>]?: string | FieldOptions<Types, FieldOf<U, K>> };
