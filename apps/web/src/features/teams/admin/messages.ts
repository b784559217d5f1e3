import { TEAM_MSG } from '@mp/domain';

/**
 * The team admin screens' toasts as users see them (document 2 section 8, document 3 section 8; inventory D-T5 to
 * D-T8, D-Q12). The spec's misspelling 'succesfully' is spelled right.
 */
export const TEAM_TOAST = {
  inviteSent: TEAM_MSG.inviteSent,
  inviteResent: TEAM_MSG.inviteResent,
  inviteNotResent: TEAM_MSG.couldNotResend,
  inviteDeleted: TEAM_MSG.inviteDeleted,
  inviteNotDeleted: TEAM_MSG.couldNotDelete,
  roleUpdated: 'User role updated successfully!',
  roleNotUpdated: 'Could not update user role!',
  associationCreated: 'User association created successfully!',
  associationNotCreated: 'Error creating User Association',
  associationRemoved: 'User association removed successfully!',
  associationNotRemoved: 'Error removing User Association',
  permissionUpdated: 'User permission updated successfully!',
  permissionNotUpdated: 'Could not update user permission!',
  memberRemoved: 'Team member removed!',
  memberNotRemoved: 'Could not delete user',
} as const;

/** The headings the spec names (D-T1 to D-T3). */
export const TEAM_TEXT = {
  inviteTitle: 'Invite Team Member',
  previousInvites: 'Previous Invites',
  associations: 'User Associations',
  permissions: 'User Permissions',
  canPostJobs: 'Can post jobs',
  canPostJobsQuestion: 'Can Post Jobs?',
  removeTitle: 'Delete Team User',
  removeWarning: 'This action is not reversible!',
  emptyTeam: 'Invite your first team member',
} as const;
