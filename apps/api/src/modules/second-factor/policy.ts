import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';

/** Who may do what with second factors (decision 0064); the step-up itself is viewer/second-factor.ts. */

/**
 * canManageOwnFactors: the person themselves. An administrator acting as them (impersonation) may not add, remove
 * or renew their factors: FORBIDDEN.
 */
export function assertMayManageFactors(viewer: Viewer): void {
  if (viewer.impersonatorId !== null) throw AppError.forbidden();
}
