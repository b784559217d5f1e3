import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { caseStudies, genres, services, users, userGenres, userServices } from '../db/schema/index.js';
import { hashPassword } from '../lib/secrets.js';
import type { Storage } from '../adapters/storage.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.js';
import { seedReference } from './reference.js';
import { storeSeedImage } from './store-image.js';

/**
 * Listed demo agencies (decision 0052), so the agency marketplace is not empty on a fresh machine: each
 * ACTIVE, email verified, privacy ACTIVE, with a logo, locations, services, category experience and case studies
 * with thumbnails, stored like uploads. Each agency is added once (by its email), so this runs at every start and
 * also fills a demo database made before it. The demo agency (agency@demo.test), first in the home page's featured
 * agencies as the newest, gets the same kind of profile (`completeDemoAgencyProfile`).
 */

const asset = (name: string) => new URL(`./assets/agencies/${name}`, import.meta.url);

interface DemoProfile {
  bio: string;
  website: string;
  locations: string[];
  logo: string;
  services: string[];
  genres: string[];
  caseStudies: DemoCaseStudy[];
}

interface DemoCaseStudy {
  title: string;
  text: string;
  thumbnail: string;
  external_url?: string;
}

export const DEMO_AGENCIES: (DemoProfile & { email: string; agency_name: string; first_name: string; last_name: string })[] = [
  {
    email: 'hello@harbourlight.demo.test',
    agency_name: 'Harbour Light Digital',
    first_name: 'Hana',
    last_name: 'Light',
    bio: 'A web and product studio in Bristol: we design, build and look after websites and apps for ambitious brands.',
    website: 'https://harbourlight.example',
    locations: ['Bristol, UK', 'London, UK'],
    logo: 'logo-1.png',
    services: ['Web Development', 'Mobile App Development', 'Digital Design'],
    genres: ['Websites', 'Digital Products & Apps'],
    caseStudies: [
      { title: 'Booking app for a chain of climbing gyms', text: 'We rebuilt the booking journey for twelve climbing gyms: members book a slot in three taps, and the front desk sees the day at a glance.', thumbnail: 'thumb-1.jpg', external_url: 'https://harbourlight.example/work/climb' },
      { title: 'A faster shop', text: 'A headless storefront for an independent bookshop that halved page load times and doubled mobile orders in a season.', thumbnail: 'thumb-4.jpg' },
    ],
  },
  {
    email: 'studio@violetfox.demo.test',
    agency_name: 'Violet Fox Films',
    first_name: 'Vic',
    last_name: 'Fox',
    bio: 'Film, motion and animation for brands and charities, from script to the final grade.',
    website: 'https://violetfox.example',
    locations: ['Manchester, UK'],
    logo: 'logo-2.png',
    services: ['Video Production', '3D & Animations'],
    genres: ['Advertising'],
    caseStudies: [
      { title: 'Winter appeal film for a homelessness charity', text: 'A ninety-second film shot over two nights that became the charity’s most shared appeal, with cut-downs for every social channel.', thumbnail: 'thumb-3.jpg' },
      { title: 'Product launch in 3D', text: 'Photoreal 3D animation of a new kettle range, rendered for the launch event screens and the product pages.', thumbnail: 'thumb-5.jpg' },
    ],
  },
  {
    email: 'team@copperleaf.demo.test',
    agency_name: 'Copperleaf Brand Studio',
    first_name: 'Cara',
    last_name: 'Leaf',
    bio: 'Brand identity, packaging and print for food and drink makers.',
    website: 'https://copperleaf.example',
    locations: ['Edinburgh, UK', 'Glasgow, UK'],
    logo: 'logo-3.png',
    services: ['Brand Identity', 'Print Design', 'Copywriting'],
    genres: ['Branding & Identity', 'Packaging'],
    caseStudies: [
      { title: 'A new identity for a Highland distillery', text: 'Name, identity, labels and the visitor centre’s signage for a new distillery, rooted in the glen it stands in.', thumbnail: 'thumb-2.jpg' },
      { title: 'Seasonal packaging range', text: 'Four seasonal packs for a granola maker, printed on recycled board, with copy that sold out the autumn batch.', thumbnail: 'thumb-6.jpg' },
    ],
  },
  {
    email: 'grow@northstar.demo.test',
    agency_name: 'Northstar Search & Social',
    first_name: 'Nils',
    last_name: 'Star',
    bio: 'Search, paid social and PPC that pay for themselves, reported weekly in plain English.',
    website: 'https://northstar.example',
    locations: ['Leeds, UK'],
    logo: 'logo-4.png',
    services: ['SEO Services', 'Paid Social', 'PPC', 'Copywriting'],
    genres: ['Advertising', 'Websites'],
    caseStudies: [
      { title: 'Local search for a family of dental practices', text: 'Technical fixes, local pages and reviews that took eight practices to the top three results in their towns within six months.', thumbnail: 'thumb-1.jpg' },
    ],
  },
];

/** The demo agency's profile (Brightside Agency, agency@demo.test), completed as the listed agencies' are. */
export const DEMO_AGENCY_EMAIL = 'agency@demo.test';
export const DEMO_AGENCY_PROFILE: DemoProfile = {
  bio: 'A digital agency for brands that build. We design and build websites, products and brand identities for growing companies, from the first workshop to launch and the years after it.',
  website: 'https://brightside.example',
  locations: ['London, UK', 'Brighton, UK'],
  logo: 'logo-5.png',
  services: ['Web Development', 'Digital Design', 'Brand Identity'],
  genres: ['Websites', 'Branding & Identity'],
  caseStudies: [
    { title: 'A new website for a community energy co-op', text: 'A site that explains community solar in plain words and signs up members online: shares sold out in six weeks.', thumbnail: 'thumb-4.jpg', external_url: 'https://brightside.example/work/energy' },
    { title: 'Identity for a family bakery going national', text: 'A warm new identity, packaging system and shop signage for a Brighton bakery opening its first stores outside the town.', thumbnail: 'thumb-6.jpg' },
  ],
};

const FIRST_BIO: string = DEMO_ACCOUNTS.find((a) => a.key === 'agency')!.bio;

const DAY = 86_400_000;

const storeAsset = (db: Db, storage: Storage, file: string, purpose: string, userId: number) =>
  storeSeedImage(db, storage, asset(file), purpose, userId);

type ReferenceIds = { services: Map<string, number>; genres: Map<string, number> };

async function referenceIds(db: Db): Promise<ReferenceIds> {
  return {
    services: new Map((await db.select({ id: services.id, name: services.name }).from(services)).map((s) => [s.name, s.id])),
    genres: new Map((await db.select({ id: genres.id, name: genres.name }).from(genres).where(eq(genres.industry_id, 1))).map((g) => [g.name, g.id])),
  };
}

/** The services, category experience and case studies of a demo agency (its logo and fields are set by the caller). */
async function addProfileLists(db: Db, storage: Storage, ids: ReferenceIds, id: number, profile: DemoProfile, index: number) {
  const serviceRows = profile.services.map((name) => ids.services.get(name)).filter((s): s is number => s !== undefined);
  if (serviceRows.length) await db.insert(userServices).values(serviceRows.map((service_id) => ({ user_id: id, service_id })));
  const genreRows = profile.genres.map((name) => ids.genres.get(name)).filter((g): g is number => g !== undefined);
  if (genreRows.length) await db.insert(userGenres).values(genreRows.map((genre_id) => ({ user_id: id, genre_id })));
  for (const [n, study] of profile.caseStudies.entries()) {
    const thumbnail = await storeAsset(db, storage, study.thumbnail, 'thumbnail', id);
    await db.insert(caseStudies).values({
      agency_id: id,
      created_by: id,
      title: study.title,
      description: `<p>${study.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
      headline: study.text.slice(0, 100),
      thumbnail,
      external_url: study.external_url ?? null,
      created_at: new Date(Date.now() - (index * 3 + n + 1) * (DAY / 4)),
    });
  }
}

/**
 * Gives the demo agency a logo, about text, website, places, services, category experience and case studies, once:
 * only while it has no logo, and each list only while it is empty, so an edit made since is kept. Returns whether it did.
 */
export async function completeDemoAgencyProfile(db: Db, storage: Storage): Promise<boolean> {
  const [agency] = await db
    .select({ id: users.id, bio: users.bio, website: users.website, locations: users.agency_locations })
    .from(users)
    .where(and(eq(users.email, DEMO_AGENCY_EMAIL), eq(users.type, 'AGENCY'), isNull(users.avatar)));
  if (!agency) return false;
  await seedReference(db);
  const profile = DEMO_AGENCY_PROFILE;
  const avatar = await storeAsset(db, storage, profile.logo, 'logo', agency.id);
  const [bare] = await db
    .update(users)
    .set({
      avatar,
      // The one line the demo accounts start with gives way to the full story; one written since stays.
      bio: !agency.bio || agency.bio === FIRST_BIO ? profile.bio : agency.bio,
      website: agency.website || profile.website,
      agency_locations: agency.locations.length ? agency.locations : profile.locations,
      updated_at: new Date(),
    })
    .where(and(eq(users.id, agency.id), isNull(users.avatar)))
    .returning({ id: users.id });
  if (!bare) return false;
  const has = async (table: typeof userServices | typeof userGenres) =>
    ((await db.select({ n: count() }).from(table).where(eq(table.user_id, agency.id)))[0]?.n ?? 0) > 0;
  const [studies] = await db.select({ n: count() }).from(caseStudies).where(eq(caseStudies.agency_id, agency.id));
  const lists: DemoProfile = {
    ...profile,
    services: (await has(userServices)) ? [] : profile.services,
    genres: (await has(userGenres)) ? [] : profile.genres,
    caseStudies: (studies?.n ?? 0) > 0 ? [] : profile.caseStudies,
  };
  await addProfileLists(db, storage, await referenceIds(db), agency.id, lists, 0);
  return true;
}

/** Completes the demo agency's profile and adds the demo agencies not there yet; returns how many it added. */
export async function seedDemoAgencies(db: Db, storage: Storage): Promise<number> {
  await completeDemoAgencyProfile(db, storage);
  const present = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_AGENCIES.map((a) => a.email)))).map((r) => r.email),
  );
  const missing = DEMO_AGENCIES.filter((a) => !present.has(a.email));
  if (missing.length === 0) return 0;
  await seedReference(db);
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const ids = await referenceIds(db);
  for (const [index, agency] of missing.entries()) {
    const [row] = await db
      .insert(users)
      .values({
        email: agency.email,
        password_hash,
        type: 'AGENCY',
        status: 'ACTIVE',
        privacy: 'ACTIVE',
        email_verified_at: new Date(),
        first_name: agency.first_name,
        last_name: agency.last_name,
        agency_name: agency.agency_name,
        company: agency.agency_name,
        bio: agency.bio,
        website: agency.website,
        agency_locations: agency.locations,
        country: 'GB',
        created_at: new Date(Date.now() - (index + 1) * DAY),
      })
      .returning({ id: users.id });
    const id = row!.id;
    const avatar = await storeAsset(db, storage, agency.logo, 'logo', id);
    await db.update(users).set({ avatar }).where(and(eq(users.id, id), eq(users.type, 'AGENCY')));
    await addProfileLists(db, storage, ids, id, agency, index);
  }
  return missing.length;
}
