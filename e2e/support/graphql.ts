import type { APIRequestContext } from '@playwright/test';

/** One GraphQL call as the web client sends it; throws with the errors when it fails, so a fixture never half-succeeds. */
export async function call<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!response.ok() || !body.data || body.errors) {
    throw new Error(`GraphQL call failed: ${response.status()} ${JSON.stringify(body.errors ?? body)}\n${query}`);
  }
  return body.data;
}
