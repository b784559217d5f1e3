import { and, eq, gt, sql } from 'drizzle-orm';
import { agencyTeamRegisterSchema, companyTeamRegisterSchema, fullName, MSG, TEAM_MSG, teamName } from '@mp/domain';
import { phoneToStore } from '@mp/domain/phone';
import type { Tx } from '../../db/client.js';
import { teamInvitations, userTeams, users, type TeamInvitationRow, type UserRow } from '../../db/schema/index.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { isEmailTaken } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { addressKey, attempt, LIMITS } from '../../lib/limits.js';
import { hashPassword, hashSecret } from '../../lib/secrets.js';
import { issueToken } from '../../viewer/sessions.js';
import { audit } from '../audit/service.js';
import { inviteeRefusal, lockTeam } from './policy.js';

/**
 * Accepting an invitation (decision 0048), without a session: the emailed link proves the inbox. An existing
 * account (a guest, or an owner of the team's type) joins as it is; anyone else signs up as a GUEST from the link and is
 * signed in. Either way the claim is `update … where status = 'pending' and expires_at > now() returning` in the
 * transaction that adds the membership, so of fifty accepts of one link one joins.
 */

export type InvitationState = 'valid' | 'used' | 'expired' | 'invalid';

export interface InvitationPreview {
  state: InvitationState;
  message: string | null;
  teamName: string | null;
  teamType: string | null;
  inviterName: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  accountExists: boolean;
}

const MESSAGE: Record<Exclude<InvitationState, 'valid'>, string> = { used: TEAM_MSG.used, expired: TEAM_MSG.expired, invalid: TEAM_MSG.invalid };

/** Reading a link: 60 a minute per address, so tokens cannot be guessed by asking (they are 256 bits anyway). */
const PREVIEW_LIMIT = { max: 60, window: 60 } as const;

const tokenOk = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token);

async function findByToken(db: Deps['db'] | Tx, token: string): Promise<TeamInvitationRow | null> {
  if (!tokenOk(token)) return null;
  const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.token_hash, hashSecret(token)));
  return row ?? null;
}

const stateOf = (row: TeamInvitationRow | null, now = new Date()): InvitationState =>
  !row ? 'invalid' : row.status === 'accepted' ? 'used' : row.expires_at <= now ? 'expired' : 'valid';

async function accountByEmail(db: Deps['db'] | Tx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, sql`${users.deleted_at} is null`))
    .limit(1);
  return row ?? null;
}

/** getInvitation: what the link's page shows. Never the token; a link that cannot be used says why. */
export async function previewInvitation(deps: Deps, token: string, meta: RequestMeta): Promise<InvitationPreview> {
  await attempt(deps.db, `invitation:ip:${addressKey(meta.ip)}`, PREVIEW_LIMIT);
  const row = await findByToken(deps.db, token);
  const state = stateOf(row);
  if (!row || state !== 'valid') {
    return { state, message: state === 'valid' ? null : MESSAGE[state], teamName: null, teamType: null, inviterName: null, email: null, firstName: null, lastName: null, accountExists: false };
  }
  const [team] = await deps.db.select().from(users).where(eq(users.id, row.team_id));
  const [inviter] = row.invited_by ? await deps.db.select().from(users).where(eq(users.id, row.invited_by)) : [];
  return {
    state,
    message: null,
    teamName: team ? teamName(team) : null,
    teamType: team?.type ?? null,
    inviterName: inviter ? fullName(inviter.first_name, inviter.last_name) : null,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    accountExists: Boolean(await accountByEmail(deps.db, row.email)),
  };
}

/** Why an account may not join this team, or null. */
const joinRefusal = (person: Pick<UserRow, 'id' | 'type'>, team: Pick<UserRow, 'id' | 'type'>): string | null =>
  person.id === team.id ? TEAM_MSG.ownTeam : inviteeRefusal(person.type, team.type, 'join');

const refuse = (message: string) => new AppError('BAD_USER_INPUT', message);

/**
 * The claim and the membership, in the caller's transaction: the invitation becomes accepted once (a second accept,
 * or one after the expiry or a cancel, finds nothing to claim and is told why), and the person joins as a member who
 * may not post. The membership is their active one when they have none.
 */
async function join(tx: Tx, token: string, person: Pick<UserRow, 'id' | 'type'>, now: Date): Promise<{ teamId: number; teamName: string }> {
  const row = await findByToken(tx, token);
  const state = stateOf(row, now);
  if (!row || state !== 'valid') throw refuse(MESSAGE[state as Exclude<InvitationState, 'valid'>]);
  await lockTeam(tx, row.team_id);
  const [team] = await tx.select().from(users).where(eq(users.id, row.team_id));
  if (!team) throw refuse(TEAM_MSG.invalid);
  const refusal = joinRefusal(person, team);
  if (refusal) throw refuse(refusal);
  const [claimed] = await tx
    .update(teamInvitations)
    .set({ status: 'accepted', accepted_by: person.id, accepted_at: now })
    .where(and(eq(teamInvitations.id, row.id), eq(teamInvitations.status, 'pending'), gt(teamInvitations.expires_at, sql`now()`)))
    .returning({ id: teamInvitations.id });
  if (!claimed) throw refuse(TEAM_MSG.used);
  const [active] = await tx.select({ id: userTeams.id }).from(userTeams).where(and(eq(userTeams.user_id, person.id), eq(userTeams.active, true)));
  const [membership] = await tx
    .insert(userTeams)
    .values({ user_id: person.id, team_id: team.id, role: 'member', can_post_jobs: false, active: !active })
    .onConflictDoNothing()
    .returning({ id: userTeams.id });
  if (!membership) throw refuse(TEAM_MSG.alreadyInTeam);
  await audit(tx, { actorId: person.id, action: 'invitation.accept', targetType: 'user', targetId: team.id, details: { invitationId: row.id } });
  return { teamId: team.id, teamName: teamName(team) ?? '' };
}

/** createTeamUser / processInvitation for an existing account: it joins, and the page then says so (team/welcome). */
export async function acceptInvitation(deps: Deps, token: string, email: string, meta: RequestMeta): Promise<{ teamId: number; teamName: string }> {
  await attempt(deps.db, `invitation:ip:${addressKey(meta.ip)}`, PREVIEW_LIMIT);
  const row = await findByToken(deps.db, token);
  const state = stateOf(row);
  if (!row || state !== 'valid') throw refuse(MESSAGE[state as Exclude<InvitationState, 'valid'>]);
  if (row.email !== email.trim().toLowerCase()) throw refuse(TEAM_MSG.wrongEmail);
  const person = await accountByEmail(deps.db, row.email);
  if (!person) throw refuse(TEAM_MSG.couldNotAccept);
  return deps.db.transaction((tx) => join(tx, token, person, new Date()));
}

/** A new GUEST account from an invitation, signed in: the company's form (document 2 §5) or the agency's (document 3). */
export async function registerTeamUser(deps: Deps, token: string, input: unknown, meta: RequestMeta): Promise<{ user: UserRow; access_token: string }> {
  await attempt(deps.db, `register:ip:${addressKey(meta.ip)}`, LIMITS.registerPerAddress);
  const row = await findByToken(deps.db, token);
  const state = stateOf(row);
  if (!row || state !== 'valid') throw refuse(MESSAGE[state as Exclude<InvitationState, 'valid'>]);
  const [team] = await deps.db.select({ type: users.type }).from(users).where(eq(users.id, row.team_id));
  const agency = team?.type === 'AGENCY';
  const data = agency ? AppError.parse(agencyTeamRegisterSchema, input) : AppError.parse(companyTeamRegisterSchema, input);
  if (data.email !== row.email) throw new AppError('BAD_USER_INPUT', TEAM_MSG.wrongEmail, { 'input.email': TEAM_MSG.wrongEmail });
  const password_hash = await hashPassword(data.password);
  const now = new Date();
  try {
    return await deps.db.transaction(async (tx) => {
      const details = 'position' in data
        ? {
            position: data.position, address_1: data.address_1, address_2: data.address_2, city: data.city, state: data.state,
            zip: data.zip, country: data.country, phone: phoneToStore(data.phone, data.country),
          }
        : {};
      // Invited by an approved team, a guest needs no approval of its own.
      const [user] = await tx
        .insert(users)
        .values({ email: data.email, password_hash, type: 'GUEST', status: 'ACTIVE', first_name: data.first_name, last_name: data.last_name, ...details })
        .returning();
      await join(tx, token, user!, now);
      return { user: user!, access_token: await issueToken(tx, user!.id, meta) };
    });
  } catch (err) {
    if (isEmailTaken(err)) throw new AppError('EMAIL_TAKEN', MSG.emailTakenOnRegister, { 'input.email': MSG.emailTakenOnRegister });
    throw err;
  }
}
