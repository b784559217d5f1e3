import { and, count, eq, inArray } from 'drizzle-orm';
import {
  freelancerOnboardingSchema, FREELANCER_LIMITS, FREELANCER_MSG as M, fullerOnboardingSchema, MSG, personalInformationSchema,
  UPLOAD_MSG,
} from '@mp/domain';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import type { Tx } from '../../db/client.js';
import { isEmailTaken } from '../../db/errors.js';
import {
  freelancerPreferences, jobLevels, languages, positions, uploads, userJobLevels, userLanguages, userPositions, users,
  type UserRow,
} from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { attempt, forgive, LIMITS } from '../../lib/limits.js';
import { withStoredPhone } from '../../lib/phones.js';
import { verifyPassword } from '../../lib/secrets.js';
import { emailChangedMailJob } from '../users/jobs.js';
import { CURRENT_PASSWORD_FOR_EMAIL, emailInUse } from '../users/service.js';
import type { Viewer } from '../../viewer/viewer.js';
import { canEditOwnFreelancerRecord } from './policy.js';
import { requireFreshFactor } from '../../viewer/second-factor.js';

const fieldError = (field: string, message: string) => new AppError('BAD_USER_INPUT', message, { [`input.${field}`]: message });
const emailTaken = () => fieldError('email', MSG.emailTaken);

function assertFreelancer(viewer: Viewer) {
  if (!canEditOwnFreelancerRecord(viewer)) throw AppError.forbidden();
}

type ListTable = typeof userJobLevels | typeof userLanguages | typeof userPositions;
type RefTable = typeof jobLevels | typeof languages | typeof positions;

/**
 * Replaces one of the user's lists inside the caller's transaction, which holds the user row locked: the
 * ids must name visible entries of the reference list, and the count is checked again after the write, so
 * two saves racing cannot leave more than `max` rows.
 */
async function replaceList(
  tx: Tx,
  userId: number,
  list: { table: ListTable; column: 'job_level_id' | 'language_id' | 'position_id'; ref: RefTable; field: string; max: number; tooMany: string },
  ids: number[],
) {
  if (ids.length > 0) {
    const found = await tx
      .select({ id: list.ref.id })
      .from(list.ref)
      .where(and(inArray(list.ref.id, ids), eq(list.ref.hidden, false)));
    if (found.length !== ids.length) throw fieldError(list.field, M.unknownChoice);
  }
  // The three tables share the shape (user_id, <entry>_id): one typing for all.
  const table = list.table as typeof userJobLevels;
  await tx.delete(table).where(eq(table.user_id, userId));
  if (ids.length > 0) await tx.insert(table).values(ids.map((id) => ({ user_id: userId, [list.column]: id }) as never));
  const [{ n }] = (await tx.select({ n: count() }).from(table).where(eq(table.user_id, userId))) as [{ n: number }];
  if (n > list.max) throw fieldError(list.field, list.tooMany);
}

const LEVELS = (max: number, tooMany: string) =>
  ({ table: userJobLevels, column: 'job_level_id', ref: jobLevels, field: 'job_levels', max, tooMany }) as const;

/** Locks the user row for the rest of the transaction (the lists' limits are checked under it). */
const lockUser = (tx: Tx, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/** The photo is an upload someone recorded (POST /api/uploads, purpose photo), or the one already stored. */
async function assertRecordedPhoto(tx: Tx, avatar: string, current: string | null) {
  if (avatar === current) return;
  const [row] = await tx.select({ id: uploads.id }).from(uploads).where(eq(uploads.key, avatar.slice('/uploads/'.length))).limit(1);
  if (!row) throw fieldError('avatar', UPLOAD_MSG.invalidImage);
}

/** complete-profile/2: photo, bio, role levels (at most 2), work location, payroll, how they heard of us. */
export async function completeOnboarding(deps: Deps, viewer: Viewer, input: unknown): Promise<UserRow> {
  assertFreelancer(viewer);
  const v = AppError.parse(freelancerOnboardingSchema, input);
  const userId = viewer.user.id;
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertRecordedPhoto(tx, v.avatar, viewer.user.avatar);
    await replaceList(tx, userId, LEVELS(FREELANCER_LIMITS.onboardingLevels, M.onboardingLevelsMax), v.job_levels);
    const [row] = await tx
      .update(users)
      .set({
        avatar: v.avatar, bio: v.bio, location: v.location, payroll_status: v.payroll_status, hear_us: v.hear_us,
        hear_us_additional: v.hear_us_additional, updated_at: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  });
}

/** complete-profile: languages (10), notice period and unit, right to work, start date, ethnicity, references, positions (5). */
export async function completeFullerOnboarding(deps: Deps, viewer: Viewer, input: unknown): Promise<UserRow> {
  assertFreelancer(viewer);
  const v = AppError.parse(fullerOnboardingSchema, input);
  const userId = viewer.user.id;
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await replaceList(tx, userId, { table: userLanguages, column: 'language_id', ref: languages, field: 'languages', max: FREELANCER_LIMITS.languages, tooMany: M.languagesMax }, v.languages);
    await replaceList(tx, userId, { table: userPositions, column: 'position_id', ref: positions, field: 'positions', max: FREELANCER_LIMITS.positions, tooMany: M.positionsMax }, v.positions);
    await tx
      .insert(freelancerPreferences)
      .values({ user_id: userId, notice_period_unit: v.notice_period_unit, start_timing: v.start_date })
      .onConflictDoUpdate({
        target: freelancerPreferences.user_id,
        set: { notice_period_unit: v.notice_period_unit, start_timing: v.start_date, updated_at: new Date() },
      });
    const [row] = await tx
      .update(users)
      .set({
        notice_period: String(v.notice_period), right_to_work: v.right_to_work,
        ethnicity: v.ethnicity, referee_1: v.referee_1, referee_2: v.referee_2, updated_at: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  });
}

/** A new sign-in email needs the current password, as on the account page (users/service.ts). */
async function checkPasswordForEmail(deps: Deps, viewer: Viewer, password: unknown) {
  if (typeof password !== 'string' || !password) throw fieldError('current_password', CURRENT_PASSWORD_FOR_EMAIL);
  const key = `password-check:user:${viewer.user.id}`;
  await attempt(deps.db, key, LIMITS.passwordCheckPerUser);
  if (!(await verifyPassword(viewer.user.password_hash, password))) throw fieldError('current_password', MSG.incorrectPassword);
  await forgive(deps.db, key, { all: true });
}

/** edit-personal-information: name, email (unique), phone, address, latest job title, pronouns, role levels (3). */
export async function updatePersonalInformation(deps: Deps, viewer: Viewer, input: Record<string, unknown>): Promise<UserRow> {
  assertFreelancer(viewer);
  const { current_password, ...fields } = input;
  const v = withStoredPhone(AppError.parse(personalInformationSchema, fields), viewer.user.country);
  const userId = viewer.user.id;
  const oldEmail = viewer.user.email;
  const emailChanges = v.email !== oldEmail.toLowerCase();
  if (emailChanges) {
    if (await emailInUse(deps.db, v.email)) throw emailTaken();
    await checkPasswordForEmail(deps, viewer, current_password);
    await requireFreshFactor(deps.db, viewer);
  }
  const { job_levels, ...columns } = v;
  let updated: UserRow;
  try {
    updated = await deps.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await replaceList(tx, userId, LEVELS(FREELANCER_LIMITS.editLevels, M.editLevelsMax), job_levels);
      const [row] = await tx.update(users).set({ ...columns, updated_at: new Date() }).where(eq(users.id, userId)).returning();
      if (emailChanges) await enqueueTx(tx, emailChangedMailJob, { userId, oldEmail });
      return row!;
    });
  } catch (err) {
    if (isEmailTaken(err)) throw emailTaken();
    throw err;
  }
  if (emailChanges) deps.jobs.nudge();
  return updated;
}
