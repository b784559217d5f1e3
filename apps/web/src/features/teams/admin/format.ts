import { formatDate, fullName } from '@mp/domain';
import { TEAM_TOAST } from './messages';

/** What the team admin screens show, as pure functions of what the API answers (tested in format.test.ts). */

export type InvitationStatus = 'Pending' | 'Expired';

/**
 * The Status column (D-F3, D-T14): 'Pending' or 'Expired', capitalised whatever case the API writes it in. A
 * pending invitation whose week has run out while the page was open reads Expired too (its link no longer works).
 */
export function invitationStatus(invitation: { status: string; expiresAt: string }, now: Date = new Date()): InvitationStatus {
  if (invitation.status.toLowerCase() === 'expired') return 'Expired';
  const expires = Date.parse(invitation.expiresAt);
  return Number.isFinite(expires) && expires <= now.getTime() ? 'Expired' : 'Pending';
}

export interface InvitationRowView {
  id: string;
  /** The # column: 1, 2, 3… in the order the API lists them (newest first). */
  number: number;
  email: string;
  /** First and last name when the invitation carries them (the agency's form asks; the employer's may). */
  name: string | null;
  /** Date Sent, DD/MM/YYYY (renewed by Send Again). */
  dateSent: string;
  status: InvitationStatus;
}

export function invitationRows(
  invitations: readonly { id: string; email: string; firstName?: string | null; lastName?: string | null; sentAt: string; expiresAt: string; status: string }[],
  now: Date = new Date(),
): InvitationRowView[] {
  return invitations.map((invitation, index) => ({
    id: invitation.id,
    number: index + 1,
    email: invitation.email,
    name: fullName(invitation.firstName, invitation.lastName),
    dateSent: formatDate(invitation.sentAt),
    status: invitationStatus(invitation, now),
  }));
}

export type TeamRole = 'admin' | 'member';

/** The Access Level as the table writes it (D-T14). */
export const ROLE_LABEL: Record<TeamRole, string> = { admin: 'Admin', member: 'Member' };
export const ROLE_OPTIONS = (['admin', 'member'] as const).map((value) => ({ value, label: ROLE_LABEL[value] }));

export const isTeamRole = (value: string): value is TeamRole => value === 'admin' || value === 'member';

/**
 * Whether choosing `next` in the Access Level select should send a change (D-X3): not while one is running (the
 * second is ignored), not for the role the person already has, not for a value that is no role.
 */
export function roleChangeToSend(current: string, next: string, running: boolean): TeamRole | null {
  if (running || !isTeamRole(next) || next === current) return null;
  return next;
}

/** A person's name for labels (a select's, a dialog's): the name, or the email when there is none. */
export const displayName = (person: { firstName?: string | null; lastName?: string | null; email: string }) =>
  fullName(person.firstName, person.lastName) ?? person.email;

/** One person the User Associations checklist offers. */
export interface AssociateOption {
  id: string;
  label: string;
  email: string;
}

/**
 * The checklist of one member's associations (D-F4): everyone else in the team (the admin looking at the page
 * included, whom the team list leaves out), filtered by a search on name and email.
 */
export function associateOptions(
  memberId: string,
  people: readonly { userId: string; firstName?: string | null; lastName?: string | null; email: string }[],
  search = '',
): AssociateOption[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return people
    .filter((person) => person.userId !== memberId)
    .map((person) => ({ id: person.userId, label: displayName(person), email: person.email }))
    .filter((option) => {
      const text = `${option.label} ${option.email}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
}

export interface AssociationChange {
  added: string[];
  removed: string[];
}

/** What a sync changes: the ids it adds and those it removes. */
export function associationChange(before: readonly string[], after: readonly string[]): AssociationChange {
  const [was, will] = [new Set(before), new Set(after)];
  return { added: [...will].filter((id) => !was.has(id)), removed: [...was].filter((id) => !will.has(id)) };
}

/** The list to send when one box is ticked or unticked: the member's associations with that one added or removed. */
export function toggledAssociates(current: readonly string[], id: string, checked: boolean): string[] {
  const rest = current.filter((each) => each !== id);
  return checked ? [...rest, id] : rest;
}

/**
 * The toasts of one sync (D-F4, D-T7). The screen sends a sync per ticked or unticked box, so a sync adds one or
 * removes one, and says so in the spec's words for a create or a delete: 'User association created successfully!' /
 * 'Error creating User Association', 'User association removed successfully!' / 'Error removing User Association'.
 * A sync that did both (not sent by this screen) says both; one that changed nothing says nothing.
 */
export function associationToasts(change: AssociationChange, succeeded: boolean): string[] {
  const messages: string[] = [];
  if (change.added.length > 0) messages.push(succeeded ? TEAM_TOAST.associationCreated : TEAM_TOAST.associationNotCreated);
  if (change.removed.length > 0) messages.push(succeeded ? TEAM_TOAST.associationRemoved : TEAM_TOAST.associationNotRemoved);
  return messages;
}
