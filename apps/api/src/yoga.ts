import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createGraphQLError, createYoga } from 'graphql-yoga';
import { Kind, type GraphQLError } from 'graphql';
import { MSG } from '@mp/domain';
import type { Deps } from './deps.js';
import { expectedError, HTTP_STATUS } from './errors.js';
import { createContext, CSRF_COOKIE, CSRF_HEADER } from './graphql/context.js';
import { inputLimitsPlugin, queryLimitsPlugin, REQUEST_ERROR_HTTP } from './graphql/query-limits.js';
import { schema } from './schema.js';

/**
 * Maps errors in one place: domain errors keep their code and text, as do the database's refusals
 * of a value (BAD_USER_INPUT) and its absence (UNAVAILABLE, see expectedError); GraphQL's own
 * refusals of the document or variables pass through as BAD_USER_INPUT unless they carry a code;
 * anything else is reported and reaches the client as 'Something went wrong!'.
 */
function maskError(deps: Deps, error: unknown): Error {
  const gqlError = isGraphQLError(error) ? error : undefined;
  const original = gqlError ? gqlError.originalError : error;
  const expected = original ? expectedError(original, deps.log) : undefined;
  if (expected) {
    return createGraphQLError(expected.message, {
      nodes: gqlError?.nodes,
      path: gqlError?.path,
      extensions: {
        code: expected.code,
        ...(expected.fields ? { fields: expected.fields } : {}),
        // The database is away, or nothing ran (no path): the HTTP status says so too.
        ...(expected.code === 'UNAVAILABLE'
          ? { http: { status: 503 } }
          : gqlError?.path
            ? {}
            : { http: { spec: true, status: HTTP_STATUS[expected.code] } }),
      },
    });
  }
  if (gqlError && isRequestError(gqlError)) {
    return createGraphQLError(gqlError.message, {
      nodes: gqlError.nodes,
      extensions: { http: REQUEST_ERROR_HTTP, ...gqlError.extensions, code: gqlError.extensions.code ?? 'BAD_USER_INPUT' },
    });
  }
  if (gqlError && !gqlError.originalError) return gqlError;
  deps.reporter.capture(original ?? error, { where: 'graphql' });
  // `unexpected` (stripped from the answer) makes Yoga say 500 when nothing ran, as its own masking does.
  return createGraphQLError(MSG.somethingWrong, { path: gqlError?.path, extensions: { code: 'INTERNAL', unexpected: true } });
}

/**
 * GraphQL refused the request before running anything (no path): a syntax or validation error, or
 * variables that do not coerce ('Int cannot represent…', a custom scalar's parse error). Those
 * point at the variable's definition or consist of GraphQL errors only.
 */
function isRequestError(error: GraphQLError): boolean {
  if (error.path) return false;
  if (error.nodes?.[0]?.kind === Kind.VARIABLE_DEFINITION) return true;
  for (let e: unknown = error; e; e = (e as GraphQLError).originalError) {
    if (!isGraphQLError(e)) return false;
  }
  return true;
}

// Yoga and our code may load different copies of graphql (ESM and CommonJS, as under Vitest), so
// test the shape, and build errors with Yoga's createGraphQLError so that Yoga recognises them.
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

export function registerGraphQL(app: FastifyInstance, deps: Deps) {
  // Yoga logs at error level every error it masks; maskError has already reported the unexpected
  // ones, and the rest are the client's or an outage's, so those lines go to debug.
  const masked = new WeakSet<object>();
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: {
      // Yoga's debug lines carry each request's variables (passwords, tokens): never logged.
      debug: () => undefined,
      info: (...a) => deps.log.info(a),
      warn: (...a) => deps.log.warn(a),
      error: (...a) => (a.length === 1 && masked.has(a[0] as object) ? deps.log.debug({ err: a[0] }, 'graphql error, mapped') : deps.log.error(a)),
    },
    maskedErrors: {
      maskError: (error) => {
        if (error !== null && typeof error === 'object') masked.add(error);
        return maskError(deps, error);
      },
    },
    plugins: [inputLimitsPlugin(), queryLimitsPlugin()],
    context: ({ req }) =>
      createContext(deps, req.headers.authorization, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
        csrf: { cookie: req.cookies[CSRF_COOKIE], header: req.headers[CSRF_HEADER] as string | undefined },
      }),
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // As one string, not Yoga's stream: one write with a content-length, instead of a chunked stream piped
      // through (the API has no streamed results: no subscriptions, no @defer).
      reply.send(response.body ? await response.text() : null);
      return reply;
    },
  });
}
