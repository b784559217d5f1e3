import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, Request } from '@playwright/test';

/**
 * Headers of a request from an address of its own (the server trusts X-Forwarded-For in the browser tests): a sign-up
 * from the invitation link is a new person's, as support/accounts.ts's sign-ups are, so that the suite's many sign-ups
 * do not all count against one address's limit (decision 0004).
 */
export const fromNewAddress = (): Record<string, string> => ({ 'x-forwarded-for': `10.${randomBytes(3).join('.')}` });

/** One GraphQL call as the web client sends it; throws with the errors when it fails, so a fixture never half-succeeds. */
export async function call<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!response.ok() || !body.data || body.errors) {
    throw new Error(`GraphQL call failed: ${response.status()} ${JSON.stringify(body.errors ?? body)}\n${query}`);
  }
  return body.data;
}

/**
 * The page's requests to one mutation (its field name in the query text), from now on: `settled()` waits for every
 * answer and gives the variables each sent, e.g. to check that a double click sent one submission's key.
 */
export function watchMutation(page: Page, field: string) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql' && String(request.postDataJSON()?.query).includes(`${field}(`)) {
      sent.push(request);
    }
  });
  return {
    async settled(): Promise<Record<string, unknown>[]> {
      await Promise.all(sent.map((request) => request.response()));
      return sent.map((request) => request.postDataJSON().variables as Record<string, unknown>);
    },
  };
}
