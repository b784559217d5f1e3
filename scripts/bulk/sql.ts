/**
 * Small helpers that write SQL text for the bulk generator: every value it inlines is its own (word lists,
 * numbers), never input from a user, so literals are quoted here rather than bound as parameters (which lets the
 * same statements run on PostgreSQL and PGlite, in CREATE TABLE AS too).
 */

/** A text literal. */
export const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** A text[] literal. */
export const textArray = (list: readonly string[]) => `ARRAY[${list.map(lit).join(', ')}]::text[]`;

/** A number[] literal. */
export const numArray = (list: readonly number[]) => `ARRAY[${list.join(', ')}]::float8[]`;

/** A JSON literal, as jsonb. */
export const json = (value: unknown) => `${lit(JSON.stringify(value))}::jsonb`;

/**
 * A 1-based index drawn with these relative weights: width_bucket over the cumulative shares.
 * `r` is the uniform draw (an expression or a column); pass one column when the same draw is used twice.
 */
export function weighted(weights: readonly number[], r = 'random()'): string {
  const total = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  const bounds = weights.map((w) => {
    const lo = acc / total;
    acc += w;
    return lo;
  });
  return `width_bucket(${r}, ${numArray(bounds)})`;
}

/**
 * An element of an array expression, uniformly, or skewed to the front with `skew` > 1 (the draw is raised to
 * that power). `array` must not itself call random(): it is written twice.
 */
export function pick(array: string, skew = 1): string {
  const r = skew === 1 ? 'random()' : `power(random(), ${skew})`;
  return `(${array})[1 + floor(${r} * cardinality(${array}))::int]`;
}
