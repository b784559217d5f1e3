import { stepUpSchema } from '@mp/domain';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { markSessionFactor } from './factors.js';
import { assertMayManageFactors } from './policy.js';
import { passkeyFactor } from './passkey-proof.js';
import { proveSecondFactor, type ProvedFactor } from './verify.js';

/**
 * A step-up (decision 0064): the signed-in person proves their factor again (a code or a passkey); the session records when, and the
 * sensitive changes accept it for STEP_UP_MINUTES. An administrator acting as the person cannot: FORBIDDEN.
 */
export async function confirmSecondFactor(deps: Deps, viewer: Viewer, input: unknown, meta: RequestMeta, now = Date.now()): Promise<ProvedFactor> {
  assertMayManageFactors(viewer);
  const { code, passkey } = AppError.parse(stepUpSchema, input);
  const proved = passkey
    ? await passkeyFactor(deps, passkey, 'STEP_UP', { userId: viewer.user.id }, now)
    : await proveSecondFactor(deps, viewer.user.id, code!, meta, now);
  await markSessionFactor(deps.db, viewer.tokenId, new Date(now));
  return proved;
}
