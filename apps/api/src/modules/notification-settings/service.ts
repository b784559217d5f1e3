import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  MSG,
  notificationSettingsSchema,
  SETTINGS_MSG,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_MINUTES,
  verificationCodeSchema,
  verificationPhoneSchema,
} from '@mp/domain';
import { phoneToE164 } from '@mp/domain/phone';
import type { Db } from '../../db/client.js';
import { phoneVerifications, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { attempt } from '../../lib/limits.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';
import { SmsError, smsOf } from '../../adapters/sms.js';
import type { Viewer } from '../../viewer/viewer.js';
import { SMS_LIMITS } from './limits.js';

/** What the notification-settings screen reads: the viewer's own settings and the number awaiting a code. */
export interface NotificationSettings {
  send_email: boolean;
  notification_frequency: string;
  /** The applicant pipeline's 'Not selected' mail. */
  send_not_selected_email: boolean;
  /** The notice of a new message about an application (conversation/mail.ts). */
  send_message_email: boolean;
  send_text_notification: boolean;
  phone_secondary: string | null;
  phone_secondary_verified_at: Date | null;
  /** The number of the live (unexpired, unverified) code, if any: the screen resumes at the code step. */
  pending_phone: string | null;
}

const codeError = (message: string) => new AppError('BAD_USER_INPUT', message, { code: message });

async function latestPending(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.user_id, userId), isNull(phoneVerifications.verified_at)))
    .orderBy(desc(phoneVerifications.created_at), desc(phoneVerifications.id))
    .limit(1);
  return row;
}

export async function getNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const [user] = await db
    .select({
      send_email: users.send_email,
      notification_frequency: users.notification_frequency,
      send_not_selected_email: users.send_not_selected_email,
      send_message_email: users.send_message_email,
      send_text_notification: users.send_text_notification,
      phone_secondary: users.phone_secondary,
      phone_secondary_verified_at: users.phone_secondary_verified_at,
    })
    .from(users)
    .where(eq(users.id, userId));
  const pending = await latestPending(db, userId);
  const live = pending && pending.expires_at > new Date() && pending.attempts < SMS_CODE_MAX_TRIES;
  return { ...user!, pending_phone: live ? pending.phone : null };
}

/**
 * Email notifications and the text-message switch. The switch only turns off here: on needs a verified
 * number (verifyNumber), so `send_text_notification: true` is refused.
 */
export async function updateNotificationSettings(db: Db, viewer: Viewer, input: Record<string, unknown>): Promise<NotificationSettings> {
  const { send_text_notification, ...rest } = input;
  if (send_text_notification === true) throw new AppError('BAD_USER_INPUT', SETTINGS_MSG.noCode);
  const values = AppError.parse(notificationSettingsSchema, rest);
  const off = send_text_notification === false ? { send_text_notification: false } : {};
  if (Object.keys(values).length > 0 || send_text_notification === false) {
    await db.update(users).set({ ...values, ...off, updated_at: new Date() }).where(eq(users.id, viewer.user.id));
  }
  return getNotificationSettings(db, viewer.user.id);
}

/** The number as counted for limits: its digits only (of E.164), so spacing and punctuation do not make a new number. */
const phoneKey = (phone: string) => phone.replace(/\D/g, '');

function newCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/**
 * Sends a new code to `phone`, in E.164, read in the account's country (GB by default, decision 0042): a number
 * that cannot be read is refused ('Please enter a valid phone number'), since no text can reach it. Counted per
 * user and per number first; the previous code stops working; the code is kept as an argon2 hash only and lives
 * SMS_CODE_TTL_MINUTES. A refused text (bad number, provider down) removes the code and answers the provider's
 * reason in plain words.
 */
export async function sendVerificationCode(deps: Deps, viewer: Viewer, rawPhone: unknown): Promise<NotificationSettings> {
  const typed = AppError.parse(verificationPhoneSchema, { phone: rawPhone }, '').phone;
  const phone = phoneToE164(typed, viewer.user.country);
  if (!phone) throw new AppError('BAD_USER_INPUT', MSG.phone, { phone: MSG.phone });
  const { db } = deps;
  await attempt(db, `sms-send:user:${viewer.user.id}`, SMS_LIMITS.sendsPerUser);
  await attempt(db, `sms-send:phone:${phoneKey(phone)}`, SMS_LIMITS.sendsPerPhone);
  const code = newCode();
  const code_hash = await hashPassword(code);
  const expires_at = new Date(Date.now() + SMS_CODE_TTL_MINUTES * 60_000);
  const id = await db.transaction(async (tx) => {
    // A new code ends the previous ones.
    await tx
      .update(phoneVerifications)
      .set({ expires_at: sql`least(${phoneVerifications.expires_at}, now())` })
      .where(and(eq(phoneVerifications.user_id, viewer.user.id), isNull(phoneVerifications.verified_at), gt(phoneVerifications.expires_at, sql`now()`)));
    const [row] = await tx
      .insert(phoneVerifications)
      .values({ user_id: viewer.user.id, phone, code_hash, expires_at })
      .returning({ id: phoneVerifications.id });
    return row!.id;
  });
  try {
    await smsOf(deps).send({ to: phone, body: `Your Onbrief verification code is ${code}. It expires in ${SMS_CODE_TTL_MINUTES} minutes.`, secrets: [code] });
  } catch (err) {
    await db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
    if (err instanceof SmsError) throw new AppError('BAD_USER_INPUT', err.reason, { phone: err.reason });
    throw err;
  }
  return getNotificationSettings(db, viewer.user.id);
}

/** A new code to the number of the latest code not yet verified (the same limits as a first send). */
export async function resendVerificationCode(deps: Deps, viewer: Viewer): Promise<NotificationSettings> {
  const pending = await latestPending(deps.db, viewer.user.id);
  if (!pending) throw codeError(SETTINGS_MSG.noCode);
  return sendVerificationCode(deps, viewer, pending.phone);
}

/**
 * Checks the code of the latest send. A try is reserved before the hash is compared (a conditional update),
 * so a burst in parallel gets no more than SMS_CODE_MAX_TRIES. The right code stores the number as
 * phone_secondary, verified now, and turns text notifications on, in one transaction.
 */
export async function verifyNumber(deps: Deps, viewer: Viewer, rawCode: unknown): Promise<NotificationSettings> {
  const { code } = AppError.parse(verificationCodeSchema, { code: rawCode }, '');
  const { db } = deps;
  await attempt(db, `sms-check:user:${viewer.user.id}`, SMS_LIMITS.checksPerUser);
  const pending = await latestPending(db, viewer.user.id);
  if (!pending) throw codeError(SETTINGS_MSG.noCode);
  if (pending.expires_at <= new Date()) throw codeError(SETTINGS_MSG.expiredCode);
  const [reserved] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.id, pending.id),
        isNull(phoneVerifications.verified_at),
        lt(phoneVerifications.attempts, SMS_CODE_MAX_TRIES),
        gt(phoneVerifications.expires_at, sql`now()`),
      ),
    )
    .returning({ attempts: phoneVerifications.attempts });
  if (!reserved) throw codeError(SETTINGS_MSG.usedUpCode);
  if (!(await verifyPassword(pending.code_hash, code))) {
    throw codeError(reserved.attempts >= SMS_CODE_MAX_TRIES ? SETTINGS_MSG.usedUpCode : SETTINGS_MSG.wrongCode);
  }
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(phoneVerifications)
      .set({ verified_at: sql`now()` })
      .where(and(eq(phoneVerifications.id, pending.id), isNull(phoneVerifications.verified_at)))
      .returning({ id: phoneVerifications.id });
    if (!used) throw codeError(SETTINGS_MSG.noCode);
    await tx
      .update(users)
      .set({ phone_secondary: pending.phone, phone_secondary_verified_at: new Date(), send_text_notification: true, updated_at: new Date() })
      .where(eq(users.id, viewer.user.id));
  });
  return getNotificationSettings(db, viewer.user.id);
}

/** A company user's one notification setting: the notice of a new message from an applicant. */
export async function getMessageEmail(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ on: users.send_message_email }).from(users).where(eq(users.id, userId));
  return row!.on;
}

export async function setMessageEmail(db: Db, userId: number, on: boolean): Promise<boolean> {
  await db.update(users).set({ send_message_email: on, updated_at: new Date() }).where(eq(users.id, userId));
  return on;
}
