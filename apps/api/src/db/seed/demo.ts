import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { settings, users, userTeams } from '../schema/index.js';
import { hashPassword } from '../../lib/secrets.js';

export const DEMO_PASSWORD = 'Demo-pass1!';

const address = { address_1: '1 High Street', city: 'London', state: 'Greater London', zip: 'EC1A 1AA', country: 'GB', phone: '+44 20 7946 0000' };

/** Reference accounts for trying the product; loaded once, on an empty database. */
export const DEMO_ACCOUNTS = [
  { key: 'admin', email: 'admin@demo.test', type: 'ADMIN', status: 'ACTIVE', first_name: 'Ada', last_name: 'Admin' },
  { key: 'company', email: 'employer@demo.test', type: 'COMPANY', status: 'ACTIVE', first_name: 'Evelyn', last_name: 'Employer', company: 'Northwind Studio', position: 'Head of Talent', bio: 'A design and engineering studio in London.' },
  { key: 'member', email: 'member@demo.test', type: 'GUEST', status: 'ACTIVE', first_name: 'Milo', last_name: 'Member', position: 'Recruiter' },
  { key: 'guest', email: 'guest@demo.test', type: 'GUEST', status: 'ACTIVE', first_name: 'Grace', last_name: 'Guest', position: 'Hiring manager' },
  { key: 'freelancer', email: 'freelancer@demo.test', type: 'FREELANCER', status: 'ACTIVE', first_name: 'Freya', last_name: 'Freelancer', jobtitle: 'Motion designer', bio: 'Motion designer with ten years in broadcast.' },
  { key: 'agency', email: 'agency@demo.test', type: 'AGENCY', status: 'ACTIVE', first_name: 'Arthur', last_name: 'Agency', company: 'Brightside Agency', agency_name: 'Brightside Agency', position: 'Director', bio: 'A digital agency for brands that build.' },
  { key: 'inactive', email: 'inactive@demo.test', type: 'COMPANY', status: 'INACTIVE', first_name: 'Ivan', last_name: 'Inactive', company: 'Pending Ltd', position: 'Founder' },
] as const;

export const DEFAULT_SETTINGS: Record<string, string> = {
  job_post_price_pence: '49500',
  vat_percentage: '20',
};

export async function seedSettings(db: Db) {
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}

/** Inserts the demo accounts when the database has no users. Returns whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids: Record<string, number> = {};
    for (const { key, ...account } of DEMO_ACCOUNTS) {
      const [row] = await tx.insert(users).values({ ...address, ...account, password_hash }).returning({ id: users.id });
      ids[key] = row!.id;
    }
    const team = (user: string, team: string, role: 'admin' | 'member', can_post_jobs: boolean, active: boolean) => ({
      user_id: ids[user]!, team_id: ids[team]!, role, can_post_jobs, active,
    });
    await tx.insert(userTeams).values([
      team('company', 'company', 'admin', true, true),
      team('agency', 'agency', 'admin', true, true),
      team('inactive', 'inactive', 'admin', true, true),
      team('member', 'company', 'member', false, true),
      // The guest admin belongs to two teams, so the team switcher shows.
      team('guest', 'company', 'admin', true, true),
      team('guest', 'agency', 'member', false, false),
    ]);
  });
  return true;
}
