import { MSG } from '@mp/domain';
import type { TadaDocumentNode } from 'gql.tada';
import { getToken } from './session/session-store';
import { handleForbidden } from './session/forbidden';
import { handleUnauthenticated } from './session/unauthenticated';
import { documentText } from '../graphql';
import { ApiError } from '../lib/api-error';

interface GraphQLErrorBody {
  message?: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}

interface GraphQLResponseBody<T> {
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

export interface RequestOptions {
  /** Use this token instead of the stored one (token-login landing); null sends none. */
  token?: string | null;
  /** Extra request headers, e.g. the cross-site request token of impersonation. */
  headers?: Record<string, string>;
  /** 'ignore' for calls where an UNAUTHENTICATED answer is expected, like logout with a revoked token. */
  onUnauthenticated?: 'logout' | 'ignore';
  signal?: AbortSignal;
  /** How the request reaches /graphql: the browser's fetch, or a route loader's in-process call on the server. */
  transport?: GraphQLTransport;
}

/** How a request reaches /graphql: the browser's fetch, or on the server the API itself, in process (app/load-context.ts). */
export type GraphQLTransport = (init: { headers: Record<string, string>; body: string; signal?: AbortSignal }) => Promise<Response>;

const browserFetch: GraphQLTransport = ({ headers, body, signal }) => fetch('/graphql', { method: 'POST', headers, body, signal });

async function readBody<T>(response: Response): Promise<GraphQLResponseBody<T> | undefined> {
  try {
    return (await response.json()) as GraphQLResponseBody<T>;
  } catch {
    return undefined;
  }
}

/** POST /graphql with the bearer token when signed in; throws ApiError on any error. */
export async function gqlRequest<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
  options: RequestOptions = {},
): Promise<Result> {
  const token = options.token === undefined ? getToken() : options.token;
  let response: Response;
  try {
    response = await (options.transport ?? browserFetch)({
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      },
      body: JSON.stringify({ query: documentText(document), variables }),
      signal: options.signal,
    });
  } catch {
    throw new ApiError(MSG.somethingWrong, 'NETWORK');
  }
  const body = await readBody<Result>(response);
  const errors = body?.errors ?? [];
  if (errors.length > 0) {
    const unauthenticated = errors.find((e) => e.extensions?.code === 'UNAUTHENTICATED');
    // Only for the session still in use: an answer to a session that was swapped meanwhile (an administrator returning
    // from an impersonation ends it on the server while its page may still be asking) must not end the new one.
    if (unauthenticated && token && token === getToken() && options.onUnauthenticated !== 'ignore') handleUnauthenticated();
    else if (token && token === getToken() && errors.some((e) => e.extensions?.code === 'FORBIDDEN')) handleForbidden();
    const first = unauthenticated ?? errors[0]!;
    throw new ApiError(first.message || MSG.somethingWrong, first.extensions?.code ?? 'INTERNAL', first.extensions?.fields);
  }
  if (!response.ok || body?.data == null) throw new ApiError(MSG.somethingWrong, response.ok ? 'INTERNAL' : `HTTP_${response.status}`);
  return body.data;
}
