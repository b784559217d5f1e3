import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { MSG } from '@mp/domain';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { createContext } from './context.js';
import { CSRF_COOKIE, CSRF_HEADER } from '../modules/admin/csrf.js';
import { schema } from './schema.js';

/**
 * Maps errors in one place: domain errors keep their code and text; GraphQL's own validation
 * errors pass through; anything else is reported and reaches the client as 'Something went wrong!'.
 */
function maskError(deps: Deps, error: unknown): Error {
  const gqlError = isGraphQLError(error) ? error : undefined;
  const original = gqlError ? gqlError.originalError : error;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      nodes: gqlError?.nodes,
      path: gqlError?.path,
      extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
    });
  }
  if (gqlError && !gqlError.originalError) return gqlError;
  deps.reporter.capture(original ?? error, { where: 'graphql' });
  return new GraphQLError(MSG.somethingWrong, { path: gqlError?.path, extensions: { code: 'INTERNAL' } });
}

// Yoga and our code may load different copies of graphql (ESM and CommonJS), so test the shape.
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

export function registerGraphQL(app: FastifyInstance, deps: Deps) {
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: {
      debug: (...a) => deps.log.debug(a),
      info: (...a) => deps.log.info(a),
      warn: (...a) => deps.log.warn(a),
      error: (...a) => deps.log.error(a),
    },
    maskedErrors: { maskError: (error) => maskError(deps, error) },
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
      reply.send(response.body);
      return reply;
    },
  });
}
