import { MSG } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { ApiError } from '../../lib/api-error';
import { getJson } from '../../lib/rest';
import { ImpersonateUserMutation } from './documents';

/**
 * Opens the impersonation link's session: GET /api/csrf sets the double-submit cookie and returns its
 * value, which goes back as the X-CSRF-Token header. No bearer token: the link's one-time token is the
 * credential.
 */
export async function impersonateUser(id: string, token: string) {
  const csrf = await getJson<{ token?: string }>('/api/csrf');
  if (!csrf.ok || !csrf.body?.token) throw new ApiError(MSG.somethingWrong, 'NETWORK');
  const data = await gqlRequest(
    ImpersonateUserMutation,
    { input: { id, token } },
    { token: null, headers: { 'X-CSRF-Token': csrf.body.token }, onUnauthenticated: 'ignore' },
  );
  const { access_token, ...user } = data.adminImpersonateUser;
  if (!access_token) throw new ApiError(MSG.somethingWrong, 'INTERNAL');
  return { token: access_token, user };
}
