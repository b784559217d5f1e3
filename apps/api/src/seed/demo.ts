import { readFile } from 'node:fs/promises';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { settings, trustedPosters, uploads, users, userTeams } from '../db/schema/index.js';
import { hashPassword } from '../lib/secrets.js';
import { normaliseImage } from '../modules/uploads/image.js';
import { newStorageKey, type Storage } from '../adapters/storage.js';

export const DEMO_PASSWORD = 'Demo-pass1!';

const address = { address_1: '1 High Street', city: 'London', state: 'Greater London', zip: 'EC1A 1AA', country: 'GB', phone: '+442079460000' };

/** Reference accounts for trying the product; loaded once, on an empty database. */
export const DEMO_ACCOUNTS = [
  { key: 'admin', email: 'admin@demo.test', type: 'ADMIN', status: 'ACTIVE', first_name: 'Ada', last_name: 'Admin' },
  { key: 'company', email: 'employer@demo.test', type: 'COMPANY', status: 'ACTIVE', first_name: 'Evelyn', last_name: 'Employer', company: 'Northwind Studio', position: 'Head of Talent', bio: 'A design and engineering studio in London.', description: 'Designers and engineers in one room: we take a product from first sketch to launch.', can_use_logo: true },
  { key: 'member', email: 'member@demo.test', type: 'GUEST', status: 'ACTIVE', first_name: 'Milo', last_name: 'Member', position: 'Recruiter' },
  { key: 'guest', email: 'guest@demo.test', type: 'GUEST', status: 'ACTIVE', first_name: 'Grace', last_name: 'Guest', position: 'Hiring manager' },
  { key: 'freelancer', email: 'freelancer@demo.test', type: 'FREELANCER', status: 'ACTIVE', first_name: 'Freya', last_name: 'Freelancer', jobtitle: 'Motion designer', bio: 'Motion designer with ten years in broadcast.' },
  { key: 'agency', email: 'agency@demo.test', type: 'AGENCY', status: 'ACTIVE', first_name: 'Arthur', last_name: 'Agency', company: 'Brightside Agency', agency_name: 'Brightside Agency', position: 'Director', bio: 'A digital agency for brands that build.' },
  { key: 'inactive', email: 'inactive@demo.test', type: 'COMPANY', status: 'INACTIVE', first_name: 'Ivan', last_name: 'Inactive', company: 'Pending Ltd', position: 'Founder', bio: 'A new consultancy awaiting approval.', description: 'Small, senior and quick to start.', can_use_logo: false },
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

/**
 * The demo's seller on its invoices (decision 0046): plainly fictitious, so a demo invoice is never taken for a real
 * one, and never enough for a live charge (supplierReady refuses an all-zero VAT number).
 */
export const DEMO_SUPPLIER = {
  supplier_name: 'Onbrief Demo Ltd (fictitious)',
  supplier_address: '1 Example Street (demo address)\nDemo Town\nZZ99 9ZZ',
  supplier_vat_number: 'GB000000000',
} as const;

/** Inserts the demo accounts, and the demo supplier where none is set, when the database has no users. Returns whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids: Record<string, number> = {};
    for (const { key, ...account } of DEMO_ACCOUNTS) {
      // Demo addresses cannot receive mail: they count as verified, so the demo agency is listed (decision 0050).
      const values = { ...address, ...account, password_hash, email_verified_at: new Date() };
      const [row] = await tx.insert(users).values(values).returning({ id: users.id });
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
    // The demo employer has its history with the platform: its posts skip the first posts' review (decision 0065).
    await tx.insert(trustedPosters).values({ team_id: ids.company! });
    await tx
      .insert(settings)
      .values(Object.entries(DEMO_SUPPLIER).map(([key, value]) => ({ key, value })))
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` }, setWhere: sql`${settings.value} = ''` });
  });
  return true;
}

/** The demo companies' logo, stored like an upload (decision 0024): PNG, 160 px. */
const DEMO_LOGO = new URL('./assets/company-logo.png', import.meta.url);
const DEMO_COMPANIES = DEMO_ACCOUNTS.filter((a) => a.type === 'COMPANY');

/**
 * Completes onboarding step 3 for the demo companies (decision 0024), so they land on the dashboard: a logo
 * stored through the storage service and recorded in `uploads` as POST /api/uploads does (re-encoded, purpose
 * `logo`, made by the company), and their bio, 'What sets you apart' and logo-use answer where none is stored.
 * Only for a demo company without a logo, so it runs at every start (also on a demo database made before it)
 * and changes nothing the second time. Returns how many logos it stored.
 */
export async function seedDemoCompanyProfiles(db: Db, storage: Storage): Promise<number> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, DEMO_COMPANIES.map((a) => a.email)), eq(users.type, 'COMPANY'), isNull(users.avatar)));
  if (rows.length === 0) return 0;
  const logo = await normaliseImage(await readFile(DEMO_LOGO));
  for (const row of rows) {
    const account = DEMO_COMPANIES.find((a) => a.email === row.email)!;
    const key = newStorageKey(logo.contentType);
    await storage.put(key, logo.bytes, logo.contentType);
    try {
      await db.transaction(async (tx) => {
        await tx.insert(uploads).values({
          key,
          content_type: logo.contentType,
          size: logo.bytes.length,
          original_name: 'company-logo.png',
          purpose: 'logo',
          created_by: row.id,
        });
        await tx
          .update(users)
          .set({
            avatar: storage.url(key),
            bio: sql`coalesce(${users.bio}, ${account.bio})`,
            description: sql`coalesce(${users.description}, ${account.description})`,
            can_use_logo: sql`coalesce(${users.can_use_logo}, ${account.can_use_logo})`,
            updated_at: new Date(),
          })
          .where(and(eq(users.id, row.id), isNull(users.avatar)));
      });
    } catch (err) {
      // No row, no file, as for an upload.
      await storage.delete(key).catch(() => undefined);
      throw err;
    }
  }
  return rows.length;
}
