import { randomBytes } from 'node:crypto';
import { MSG } from '@mp/domain';
import type { APIRequestContext, Page, Request, Route } from '@playwright/test';

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

/** What the network does with one request of an operation (see `loseAnswers`). */
export type Delivery = 'pass' | 'commit-then-503' | 'unreachable';

/**
 * The API's answer when the database drops mid-request (apps/api/src/yoga.ts: status 503, MSG.unavailable, code
 * UNAVAILABLE on the mutation's field).
 */
export const unavailableAnswer = (field: string) => ({
  status: 503,
  json: { data: null, errors: [{ message: MSG.unavailable, path: [field], extensions: { code: 'UNAVAILABLE' } }] },
});

/**
 * Loses the answers of one GraphQL operation (its name in the query text, e.g. 'PurchaseJobPosts'): `plan(n)` says,
 * for the page's n-th request of it (from 1), whether it passes, reaches the server whose answer is then replaced by
 * the 503 UNAVAILABLE above (the commit and the charge happen), or never reaches it. `sent()` gives each request's
 * variables; `stop()` puts the network back.
 */
export async function loseAnswers(page: Page, operation: string, field: string, plan: (n: number) => Delivery | Promise<Delivery>) {
  const sent: Record<string, unknown>[] = [];
  const handler = async (route: Route) => {
    const body = route.request().postDataJSON() as { query?: string; variables?: Record<string, unknown> } | null;
    if (!String(body?.query).includes(`mutation ${operation}(`)) return route.fallback();
    sent.push(body?.variables ?? {});
    const delivery = await plan(sent.length);
    if (delivery === 'pass') return route.fallback();
    if (delivery === 'commit-then-503') await route.fetch();
    return route.fulfill(unavailableAnswer(field));
  };
  await page.route('**/graphql', handler);
  return { sent: () => [...sent], stop: () => page.unroute('**/graphql', handler) };
}

/** A gate a route handler waits at until the test opens it: holds a request while the test looks at the page. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
