import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { PageGroup } from './page.js';

/**
 * What unsubscribing does (decision 0040): the notification settings' email switch goes off (`send_email`), the
 * switch job alerts follow; the settings page then shows it off, and turning it on there starts them again.
 */

/** Who a valid token names: their address, whether the list's switch is on, and their group (the page's look). */
export interface Subscriber {
  email: string;
  subscribed: boolean;
  group: PageGroup;
}

/** The person a valid token names, if the account still exists. */
export async function findSubscriber(db: Db, userId: number): Promise<Subscriber | null> {
  const [row] = await db
    .select({ email: users.email, send_email: users.send_email, type: users.type })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  if (!row) return null;
  // Freelancers are alerted to jobs; agencies (owners and their team's admins) to projects.
  return { email: row.email, subscribed: row.send_email, group: row.type === 'FREELANCER' ? 'freelancer' : 'agency' };
}

/** Turns job alert emails off; doing it twice is the same as once. */
export async function unsubscribeFromAlerts(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ send_email: false, updated_at: new Date() }).where(eq(users.id, userId));
}
