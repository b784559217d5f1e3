import { and, count, desc, eq, sql } from 'drizzle-orm';
import { agencyInvitationSchema, companyInvitationSchema, TEAM_MSG } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { teamInvitations, userTeams, users, type TeamInvitationRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { pgError, PG } from '../../db/errors.js';
import { attempt } from '../../lib/limits.js';
import type { Viewer } from '../../viewer/viewer.js';
import { audit } from '../audit/service.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import { invitationMailJob } from './invitation-mail.js';
import { inviteeRefusal, lockManagedTeam, managedTeam, type ManagedTeam } from './policy.js';

/**
 * Inviting people to a team (decision 0048): create, list, send again, cancel — a team admin's, for company
 * and agency teams alike. The link's token is minted by the mail job (invitation-mail.ts), so no token ever sits in
 * a job payload, the outbox or the log.
 */

export const INVITATION_DAYS = 7;
const DAY_MS = 86_400_000;
const HOUR = 3600;

/** Invitation emails: 20 a team an hour, 3 an address a day; at most 100 waiting per team. */
export const INVITE_LIMITS = {
  perTeam: { max: 20, window: HOUR },
  perAddress: { max: 3, window: 24 * HOUR },
  pendingPerTeam: 100,
} as const;

export type InvitationStatus = 'Pending' | 'Expired';
export const statusOf = (row: Pick<TeamInvitationRow, 'expires_at'>, now = new Date()): InvitationStatus =>
  row.expires_at > now ? 'Pending' : 'Expired';

const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * DAY_MS);

/** The team's waiting invitations, newest first (VIEW_INVITATIONS lists pending ones only). */
export async function listInvitations(deps: Deps, viewer: Viewer | null): Promise<TeamInvitationRow[]> {
  const team = managedTeam(viewer);
  return deps.db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.team_id, team.id), eq(teamInvitations.status, 'pending')))
    .orderBy(desc(teamInvitations.id))
    .limit(INVITE_LIMITS.pendingPerTeam);
}

/** Counts one invitation email for the team and for the address: refused past the limits. */
async function countEmail(deps: Deps, teamId: number, email: string): Promise<void> {
  await attempt(deps.db, `invite:team:${teamId}`, INVITE_LIMITS.perTeam);
  await attempt(deps.db, `invite:email:${email}`, INVITE_LIMITS.perAddress);
}

const fieldError = (message: string) => new AppError('BAD_USER_INPUT', message, { 'input.email': message });

/** Who may not be invited: the viewer, a freelancer, a member already, someone of the other account type. */
async function checkInvitee(tx: Tx, team: ManagedTeam, viewer: Viewer, email: string): Promise<void> {
  if (viewer.user.email.toLowerCase() === email) throw fieldError(TEAM_MSG.inviteYourself);
  const [person] = await tx
    .select({ id: users.id, type: users.type })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, sql`${users.deleted_at} is null`))
    .limit(1);
  if (!person) return;
  const refusal = inviteeRefusal(person.type, team.type, 'invite');
  if (refusal) throw fieldError(refusal);
  const [member] = await tx
    .select({ id: userTeams.id })
    .from(userTeams)
    .where(and(eq(userTeams.team_id, team.id), eq(userTeams.user_id, person.id)));
  if (member) throw fieldError(TEAM_MSG.alreadyMember);
}

/** 'Invite Team Member': once per idempotency key; the email goes after the commit. */
export async function createInvitation(deps: Deps, viewer: Viewer | null, input: unknown, key?: string | null): Promise<TeamInvitationRow> {
  const team = managedTeam(viewer);
  const data = AppError.parse(team.type === 'AGENCY' ? agencyInvitationSchema : companyInvitationSchema, input);
  const request = idempotentRequest(key, { scopeId: team.id, operation: 'createInvitation', actorId: viewer!.user.id, body: data });
  // Counted before, so a refused email writes nothing (a repeat of the key counts too: the button waits meanwhile).
  await countEmail(deps, team.id, data.email);
  const now = new Date();
  const { answer } = await deps.db
    .transaction((tx) =>
      once(tx, request, async () => {
        await lockManagedTeam(tx, viewer!, team.id);
        await checkInvitee(tx, team, viewer!, data.email);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(teamInvitations)
          .where(and(eq(teamInvitations.team_id, team.id), eq(teamInvitations.status, 'pending')));
        if (n >= INVITE_LIMITS.pendingPerTeam) throw new AppError('BAD_USER_INPUT', TEAM_MSG.tooManyPending);
        const [row] = await tx
          .insert(teamInvitations)
          .values({
            team_id: team.id, invited_by: viewer!.user.id, email: data.email, first_name: data.first_name, last_name: data.last_name,
            sent_at: now, expires_at: expiryFrom(now),
          })
          .returning({ id: teamInvitations.id });
        await audit(tx, { actorId: viewer!.user.id, action: 'invitation.create', targetType: 'user', targetId: team.id, details: { invitationId: row!.id } });
        await enqueueTx(tx, invitationMailJob, { invitationId: row!.id });
        return { id: row!.id };
      }),
    )
    .catch((err) => {
      if (pgError(err)?.code === PG.uniqueViolation) throw fieldError(TEAM_MSG.alreadyPending);
      throw err;
    });
  deps.jobs.nudge();
  return invitationOf(deps, team.id, answer.id);
}

async function invitationOf(deps: Deps, teamId: number, id: number): Promise<TeamInvitationRow> {
  const [row] = await deps.db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.team_id, teamId), eq(teamInvitations.status, 'pending')));
  if (!row) throw new AppError('NOT_FOUND', TEAM_MSG.notFound);
  return row;
}

/** Send Again: a new link (the old one dies at once), Date Sent and the expiry renewed. */
export async function resendInvitation(deps: Deps, viewer: Viewer | null, id: number): Promise<TeamInvitationRow> {
  const team = managedTeam(viewer);
  const existing = await invitationOf(deps, team.id, id);
  await countEmail(deps, team.id, existing.email);
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const [renewed] = await tx
      .update(teamInvitations)
      .set({ token_hash: null, sent_at: now, expires_at: expiryFrom(now) })
      .where(and(eq(teamInvitations.id, id), eq(teamInvitations.team_id, team.id), eq(teamInvitations.status, 'pending')))
      .returning();
    if (!renewed) throw new AppError('NOT_FOUND', TEAM_MSG.notFound);
    await audit(tx, { actorId: viewer!.user.id, action: 'invitation.resend', targetType: 'user', targetId: team.id, details: { invitationId: id } });
    await enqueueTx(tx, invitationMailJob, { invitationId: id });
    return renewed;
  });
  deps.jobs.nudge();
  return row;
}

/** Cancel: the invitation is deleted, and its link with it. */
export async function deleteInvitation(deps: Deps, viewer: Viewer | null, id: number): Promise<boolean> {
  const team = managedTeam(viewer);
  const [row] = await deps.db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.team_id, team.id), eq(teamInvitations.status, 'pending')))
    .returning({ id: teamInvitations.id });
  if (!row) throw new AppError('NOT_FOUND', TEAM_MSG.notFound);
  await audit(deps.db, { actorId: viewer!.user.id, action: 'invitation.delete', targetType: 'user', targetId: team.id, details: { invitationId: id } });
  return true;
}
