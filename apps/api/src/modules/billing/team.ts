import { and, eq, or } from 'drizzle-orm';
import { parseVolumeTiers, teamName, type VolumeTier } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { teamCards, userTeams, users, type TeamCardRow } from '../../db/schema/index.js';
import { settingValues, wholeSettingValue } from '../settings/service.js';

/** What billing reads of a team's account row (the company account is its team). */
export interface BillingTeam {
  id: number;
  status: string;
  email: string;
  name: string;
  billing_country: string | null;
  is_payment_active: boolean;
}

const teamColumns = {
  id: users.id,
  status: users.status,
  email: users.email,
  company: users.company,
  agency_name: users.agency_name,
  first_name: users.first_name,
  last_name: users.last_name,
  billing_country: users.billing_country,
  is_payment_active: users.is_payment_active,
};

type TeamColumns = { [K in keyof typeof teamColumns]: (typeof teamColumns)[K]['_']['data'] | null };

const toTeam = (r: TeamColumns): BillingTeam => ({
  id: r.id!,
  status: r.status!,
  email: r.email!,
  name: teamName(r) ?? `Account ${r.id}`,
  billing_country: r.billing_country,
  is_payment_active: Boolean(r.is_payment_active),
});

/** The team's account row; in a transaction, `lock` holds it (FOR SHARE) so its status cannot change under a charge. */
export async function teamOf(db: Db | Tx, teamId: number, lock = false): Promise<BillingTeam> {
  const query = db.select(teamColumns).from(users).where(eq(users.id, teamId));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) throw new Error(`team ${teamId} not found`);
  return toTeam(row);
}

/** Only an approved (ACTIVE) company is charged: one awaiting approval sees a notice (decision 0045). */
export const canBeCharged = (team: Pick<BillingTeam, 'status'>) => team.status === 'ACTIVE';

export async function cardOf(db: Db | Tx, teamId: number): Promise<TeamCardRow | null> {
  const [row] = await db.select().from(teamCards).where(eq(teamCards.team_id, teamId));
  return row ?? null;
}

/** The addresses billing mail goes to: the account's own and its guest admins'. */
export async function teamAdminEmails(db: Db | Tx, teamId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .leftJoin(userTeams, and(eq(userTeams.user_id, users.id), eq(userTeams.team_id, teamId), eq(userTeams.role, 'admin')))
    .where(or(eq(users.id, teamId), eq(userTeams.team_id, teamId)));
  return [...new Set(rows.map((r) => r.email).filter((e): e is string => Boolean(e)))];
}

/** A whole-number setting billing needs (a price, a count, a day). */
export const wholeSetting = wholeSettingValue;

/** The volume discounts (setting volume_discount_tiers, none by default; a malformed value counts as none). */
export async function volumeTiers(db: Db | Tx): Promise<VolumeTier[]> {
  return parseVolumeTiers((await settingValues(db, ['volume_discount_tiers'])).volume_discount_tiers) ?? [];
}
