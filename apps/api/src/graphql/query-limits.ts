import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError, ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * Query-shape limits (decision 0015). The product's own operations (apps/web) reach depth 8, cost
 * ~520, ~100 tokens, no aliases and no directives (the signed-in user with its teams is the
 * largest); the limits leave room for growth while refusing generated or abusive documents before
 * they run. bad-input.int.test.ts checks that every web operation still fits.
 */
export const QUERY_LIMITS = {
  depth: 12,
  aliases: 20,
  cost: 5000,
  tokens: 2000,
  directives: 20,
} as const;

/** Limits on the request's own data (GraphQL variables, REST JSON bodies and query strings). */
export const INPUT_LIMITS = {
  /** No screen sends a list near this long; longer ones only cost memory and SQL parameters. */
  listLength: 1000,
  /** JSON nesting; the deepest input object the API takes is 3 levels. */
  nesting: 32,
} as const;

export const INPUT_MSG = {
  nul: 'The request contains a NUL character (\\u0000), which is not allowed.',
  list: 'A list in the request is too long.',
  nesting: 'The request is nested too deeply.',
} as const;

/** 400 with application/graphql-response+json, 200 with application/json, as Yoga's own refusals. */
export const REQUEST_ERROR_HTTP = { spec: true, status: 400 } as const;

const tooComplex = (message: string) =>
  createGraphQLError(message.replace(/^Syntax Error: /, ''), {
    extensions: { code: 'QUERY_TOO_COMPLEX', http: REQUEST_ERROR_HTTP },
  });

// Validation rules report into the context (one coded error, the request is refused before it runs)…
const report = { propagateOnRejection: false, onReject: [(ctx: ValidationContext | null, err: GraphQLError) => ctx?.reportError(tooComplex(err.message))] };

/** graphql-armor's maintained rules with our limits; its errors carry code QUERY_TOO_COMPLEX. */
export function queryLimitsPlugin(): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: { n: QUERY_LIMITS.depth, ...report },
    maxAliases: { n: QUERY_LIMITS.aliases, ...report },
    costLimit: { maxCost: QUERY_LIMITS.cost, ...report },
    maxDirectives: { n: QUERY_LIMITS.directives, ...report },
    // …while the token count is checked by the parser, which has no context: throw the coded error.
    maxTokens: {
      n: QUERY_LIMITS.tokens,
      onReject: [
        (_ctx, err) => {
          throw tooComplex(err.message);
        },
      ],
    },
  }) as Plugin;
}

/**
 * The first problem with a request's data, or undefined: a NUL character in any string (PostgreSQL
 * text cannot hold one), a list longer than INPUT_LIMITS.listLength, or nesting deeper than
 * INPUT_LIMITS.nesting. Walks iteratively, so a hostile body cannot overflow the stack.
 */
export function inputProblem(value: unknown): string | undefined {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return INPUT_MSG.nul;
    } else if (v !== null && typeof v === 'object') {
      if (depth >= INPUT_LIMITS.nesting) return INPUT_MSG.nesting;
      if (Array.isArray(v) && v.length > INPUT_LIMITS.listLength) return INPUT_MSG.list;
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return INPUT_MSG.nul;
        stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

// A NUL written as an escape inside the query text: "\u0000" or "\u{0}".
const NUL_ESCAPE = /\\u(0000|\{0+\})/i;

/** Refuses, before parsing, any GraphQL request whose query text or variables break inputProblem. */
export function inputLimitsPlugin(): Plugin {
  return {
    onParams({ params, setResult }) {
      const problem = NUL_ESCAPE.test(params.query ?? '')
        ? INPUT_MSG.nul
        : inputProblem([params.query, params.operationName, params.variables, params.extensions]);
      if (problem) {
        setResult({
          errors: [createGraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT', http: REQUEST_ERROR_HTTP } })],
        });
      }
    },
  };
}
