import { and, count, desc, eq, getTableColumns, gte, ilike, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { UserStatus, UserType } from '@mp/domain';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import type { Db, Tx } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/service.js';
import { isVerifiedTeam } from '../company-verification/badge.js';
import { revokeAllTokens } from '../../viewer/sessions.js';
import type { Viewer } from '../../viewer/viewer.js';
import { approvedMailJob } from './jobs.js';
import { canBeDeactivated, canBeVetted } from './policy.js';
import { parseId } from '../../graphql/ids.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';

export interface AccountFilters {
  search?: string | null;
  type?: UserType | null;
  status?: UserStatus | null;
  /** A day (YYYY-MM-DD, UTC) or an ISO date-time; a day includes all of it. */
  createdFrom?: string | null;
  createdTo?: string | null;
  /** true: companies verified now; false: companies that are not. */
  verified?: boolean | null;
  first?: number | null;
  page?: number | null;
}

export const accountNotFound = () => new AppError('NOT_FOUND', 'Could not find the account.');
const badInput = (message: string, field?: string) =>
  new AppError('BAD_USER_INPUT', message, field ? { [field]: message } : undefined);

/** A GraphQL ID as an account's row id ('Invalid account id.' for anything else). */
export const accountId = (id: string | number): number => parseId(id, 'account id');

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The bound of a created-date filter: [from, to) for days, [from, to] for exact date-times. */
function dateBound(value: string, field: 'createdFrom' | 'createdTo'): SQL {
  const day = DAY_RE.test(value);
  const at = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) throw badInput('Please enter a valid date', field);
  if (field === 'createdFrom') return gte(users.created_at, at);
  return day ? lt(users.created_at, new Date(at.getTime() + 86_400_000)) : lte(users.created_at, at);
}

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

function accountConditions(f: AccountFilters): SQL | undefined {
  const search = f.search?.trim().slice(0, 200);
  const pattern = search ? likePattern(search) : undefined;
  return and(
    // A deleted account's scrubbed row (kept for its team's ledger, decision 0035) is nobody to administer.
    isNull(users.deleted_at),
    pattern
      ? or(
          ilike(sql`concat_ws(' ', ${users.first_name}, ${users.last_name})`, pattern),
          ilike(users.email, pattern),
          ilike(users.company, pattern),
          ilike(users.agency_name, pattern),
        )
      : undefined,
    f.type ? eq(users.type, f.type) : undefined,
    f.status ? eq(users.status, f.status) : undefined,
    f.createdFrom ? dateBound(f.createdFrom, 'createdFrom') : undefined,
    f.createdTo ? dateBound(f.createdTo, 'createdTo') : undefined,
    f.verified == null ? undefined : and(eq(users.type, 'COMPANY'), f.verified ? isVerifiedTeam(users.id) : not(isVerifiedTeam(users.id))),
  );
}

/** A row of the list: the account, and whether its company is verified (the badge), read in the list's statement. */
export type AccountRow = UserRow & { company_verified: boolean };

/**
 * The console's account list: accounts awaiting approval first, then the newest. The order is
 * (status desc, created_at desc) because 'INACTIVE' sorts after 'ACTIVE': users_status_created_idx
 * (or users_type_status_idx with a type) serves it backwards, and a search filters that scan. Each row's verification
 * is one probe of the standing verification's partial unique index.
 */
export async function listAccounts(db: Db, filters: AccountFilters): Promise<Paginated<AccountRow>> {
  const window = pageWindow(filters.first, filters.page, 20);
  const where = accountConditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(users), company_verified: isVerifiedTeam(users.id) })
      .from(users)
      .where(where)
      .orderBy(desc(users.status), desc(users.created_at), desc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return paginated(rows, total?.n ?? 0, window);
}

/** Locks the account for the change, so two administrators acting at once are applied one after the other. */
async function lockAccount(tx: Tx, id: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(and(eq(users.id, id), isNull(users.deleted_at))).for('update');
  if (!user) throw accountNotFound();
  return user;
}

async function updateAccount(tx: Tx, id: number, changes: Partial<UserRow>): Promise<UserRow> {
  const [user] = await tx
    .update(users)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user!;
}

/** INACTIVE to ACTIVE, then an email with a sign-in link to the user's group. */
export async function approveAccount(deps: Deps, admin: Viewer, id: number, meta: RequestMeta): Promise<UserRow> {
  const user = await deps.db.transaction(async (tx) => {
    const current = await lockAccount(tx, id);
    if (current.status !== 'INACTIVE') throw badInput('This account is already active.');
    const approved = await updateAccount(tx, id, { status: 'ACTIVE', approved_at: new Date() });
    await audit(tx, { actorId: admin.user.id, action: 'user.approve', targetType: 'user', targetId: id, ip: meta.ip });
    // A job of the approval's transaction: a mail server that is down delays the mail, not the approval.
    await enqueueTx(tx, approvedMailJob, { userId: id });
    return approved;
  });
  deps.jobs.nudge();
  return user;
}

/** To INACTIVE, ending every session of the account (impersonations of it included). */
export async function deactivateAccount(deps: Deps, admin: Viewer, id: number, meta: RequestMeta): Promise<UserRow> {
  return deps.db.transaction((tx) => deactivateAccountTx(tx, admin, id, meta));
}

/**
 * deactivateAccount in the caller's transaction (the reports' suspension too), the account locked: `details` say why
 * in the audit log.
 */
export async function deactivateAccountTx(tx: Tx, admin: Viewer, id: number, meta: RequestMeta, details?: Record<string, unknown>): Promise<UserRow> {
  const current = await lockAccount(tx, id);
  if (current.id === admin.user.id) throw badInput('You cannot deactivate your own account.');
  if (!canBeDeactivated(current)) throw badInput('Administrator accounts cannot be deactivated.');
  if (current.status === 'INACTIVE') throw badInput('This account is already inactive.');
  const user = await updateAccount(tx, id, { status: 'INACTIVE' });
  await revokeAllTokens(tx, id);
  await audit(tx, { actorId: admin.user.id, action: 'user.deactivate', targetType: 'user', targetId: id, details, ip: meta.ip });
  return user;
}

/** Sets or clears the vetted badge, which only freelancers carry. */
export async function setVetted(deps: Deps, admin: Viewer, id: number, vetted: boolean, meta: RequestMeta): Promise<UserRow> {
  return deps.db.transaction(async (tx) => {
    const current = await lockAccount(tx, id);
    if (!canBeVetted(current)) throw badInput('Only freelancers can be vetted.', 'vetted');
    const user = await updateAccount(tx, id, { vetted });
    await audit(tx, {
      actorId: admin.user.id,
      action: 'user.set_vetted',
      targetType: 'user',
      targetId: id,
      details: { vetted },
      ip: meta.ip,
    });
    return user;
  });
}
