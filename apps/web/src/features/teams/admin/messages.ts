/**
 * The team admin screens' texts as users see them (document 2 section 8, document 3 section 8; inventory D-T1 to
 * D-T14). Typos are the spec's own: 'succesfully', 'successfull'.
 */
export const TEAM_TOAST = {
  inviteSent: 'Invite sent succesfully!',
  inviteResent: 'Invite resent succesfully!',
  inviteNotResent: 'Could not resend invite',
  inviteDeleted: 'Invite deleted succesfully!',
  inviteNotDeleted: 'Could not delete invite',
  roleUpdated: 'User role updated succesfully!',
  roleNotUpdated: 'Could not update user role!',
  associationCreated: 'User association created succesfully!',
  associationNotCreated: 'Error creating User Association',
  associationRemoved: 'User association removed succesfully!',
  associationNotRemoved: 'Error removing User Association',
  permissionUpdated: 'User permission updated succesfully!',
  permissionNotUpdated: 'Could not update user permission!',
  memberRemoved: 'Team member removed!',
  memberNotRemoved: 'Could not delete user',
} as const;

/** The invite forms' field messages: the employer's (document 2 section 7) and the agency's (document 3 section 7). */
export const INVITE_MSG = {
  companyEmail: 'Please add a valid email address',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
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
