import type { TeamAdminPage } from '@mp/domain';

/**
 * The team admin pages this feature builds (inventory D-R1, D-R2, D-R4, D-Q9), under /company, /employer and /agency.
 * The common routes leave them out of their team-admin placeholders (routes/common-group-routes.tsx), so the browser's
 * router loads the group's area for them.
 */
export const TEAM_ADMIN_BUILT_PAGES = ['manage-team', 'invitations'] as const satisfies readonly TeamAdminPage[];
