import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users, userTeams } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import type { PageGroup, UnsubscribeTexts } from '../alerts/page.js';
import { registerUnsubscribeRoute } from '../alerts/routes.js';
import { unsubscribeToken } from '../alerts/token.js';
import type { Subscriber } from '../alerts/unsubscribe.js';

/**
 * Stopping the notices of new messages (decision 0060) from the mail itself: the one-click link (List-Unsubscribe,
 * RFC 8058) and the footer's link turn the person's Messages setting off (`send_message_email`), and nothing else.
 * The token is signed for this purpose only, so a job alert's link cannot stop these, nor this link job alerts.
 */
const PATH = '/api/messages/unsubscribe';

export const MESSAGE_UNSUBSCRIBE_TEXT = {
  askTitle: 'Unsubscribe from message emails',
  ask: (email: string) => `Stop emails when someone writes to you about an application, sent to ${email}? The messages still arrive on Onbrief.`,
  button: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  done: 'We will not email you about new messages any more. You can still read and answer them on Onbrief.',
  again: 'You can turn message emails on again in your notification settings.',
  settings: 'Notification settings',
  badTitle: 'This link does not work',
  bad: 'This unsubscribe link is not valid. Copy the whole link from the email, or sign in and turn message emails off in your notification settings.',
} as const satisfies UnsubscribeTexts;

export const messagesUnsubscribeUrl = (config: Pick<Config, 'APP_SECRET' | 'appUrl'>, userId: number) =>
  `${config.appUrl}${PATH}?token=${unsubscribeToken(config, 'messages', userId)}`;

const teams = alias(users, 'team');
const GROUPS: Record<string, PageGroup> = { FREELANCER: 'freelancer', AGENCY: 'agency', COMPANY: 'company' };

/** The person a valid token names, if the account still exists; a team member's group is their team's. */
async function findMessageSubscriber(db: Db, userId: number): Promise<Subscriber | null> {
  const teamType = db
    .select({ type: teams.type })
    .from(userTeams)
    .innerJoin(teams, eq(teams.id, userTeams.team_id))
    .where(eq(userTeams.user_id, users.id))
    .orderBy(sql`${userTeams.active} desc`, userTeams.id)
    .limit(1);
  const [row] = await db
    .select({ email: users.email, on: users.send_message_email, type: users.type, team_type: sql<string | null>`(${teamType})` })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  if (!row) return null;
  const group = GROUPS[row.type] ?? GROUPS[row.team_type ?? ''] ?? 'company';
  return { email: row.email, subscribed: row.on, group };
}

/** The Messages setting off; twice is the same as once. */
async function turnOffMessageEmails(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ send_message_email: false, updated_at: new Date() }).where(eq(users.id, userId));
}

export async function registerMessageUnsubscribeRoute(app: FastifyInstance, deps: Deps) {
  await registerUnsubscribeRoute(app, deps, {
    path: PATH, purpose: 'messages', texts: MESSAGE_UNSUBSCRIBE_TEXT, find: findMessageSubscriber, turnOff: turnOffMessageEmails,
  });
}
