import { agencyInvitationSchema, companyInvitationSchema, type Group } from '@mp/domain';

/**
 * The invite form's rules for the team's type, the API's own (@mp/domain team-rules): an agency's under /agency
 * (first name, last name and email, all required, document 3's messages), an employer's under /company and
 * /employer (the email, 'Please add a valid email address'; names optional, D-Q5).
 */
export const inviteSchemaOf = (group: Group) => (group === 'agency' ? agencyInvitationSchema : companyInvitationSchema);

export type InviteValues = { email: string; first_name: string; last_name: string };
export type InviteInput = { email: string; first_name: string | null; last_name: string | null };

export const EMPTY_INVITE: InviteValues = { email: '', first_name: '', last_name: '' };
