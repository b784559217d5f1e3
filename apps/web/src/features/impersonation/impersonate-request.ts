import { print } from '@0no-co/graphql.web';
import { MSG } from '@mp/domain';
import { ApiError } from '../../lib/api-client';
import { getJson } from '../../lib/rest';
import type { ResultOf } from '../../graphql';
import { ImpersonateUserMutation } from './documents';

type ImpersonateResult = ResultOf<typeof ImpersonateUserMutation>;

interface Answer {
  data?: ImpersonateResult | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

/**
 * Opens the impersonation link's session: GET /api/csrf sets the double-submit cookie and returns its
 * value, which goes back as the X-CSRF-Token header. No bearer token: the link's one-time token is the
 * credential. (The shared client sends no custom headers, hence this one request of its own.)
 */
export async function impersonateUser(id: string, token: string) {
  const csrf = await getJson<{ token?: string }>('/api/csrf');
  if (!csrf.ok || !csrf.body?.token) throw new ApiError(MSG.somethingWrong, 'NETWORK');
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'X-CSRF-Token': csrf.body.token },
      body: JSON.stringify({ query: print(ImpersonateUserMutation), variables: { input: { id, token } } }),
    });
  } catch {
    throw new ApiError(MSG.somethingWrong, 'NETWORK');
  }
  const body = (await response.json().catch(() => undefined)) as Answer | undefined;
  const error = body?.errors?.[0];
  if (error) throw new ApiError(error.message || MSG.somethingWrong, error.extensions?.code ?? 'INTERNAL');
  const result = body?.data?.adminImpersonateUser;
  if (!result?.access_token) throw new ApiError(MSG.somethingWrong, 'INTERNAL');
  const { access_token, ...user } = result;
  return { token: access_token, user };
}
