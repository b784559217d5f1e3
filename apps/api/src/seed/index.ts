import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../adapters/log.js';
import { createStorage } from '../adapters/create-storage.js';
import { fixStoredPhones } from '../db/fixes/phones.js';
import { fixPostFingerprints } from '../db/fixes/post-fingerprints.js';
import { seedDemoAgencies } from './agencies.js';
import { seedContent } from './content.js';
import { seedDemoConversations } from './conversation.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedDemoCompanyProfiles, seedSettings } from './demo.js';
import { seedDemoAdminFactor } from './demo-admin-factor.js';
import { seedDemoFreelancerProfiles } from './freelancers.js';
import { seedDemoOpportunities } from './opportunities.js';
import { seedReference } from './reference.js';
import { seedSitePages } from './site-pages.js';

/** What a start loads into the database, each step idempotent: it adds only what is missing. */
export async function seedDatabase(db: Db, config: Config, log: Logger): Promise<void> {
  await seedSettings(db);
  // Reference lists are part of the product on every fresh database; demo accounts and content are not.
  await seedReference(db);
  // So are the legal and company pages the footer links to (decision 0020): any missing one is added.
  await seedSitePages(db);
  // Data fixes that need JavaScript, each idempotent: phone numbers stored before E.164 was (decision 0042).
  const phones = await fixStoredPhones(db);
  if (phones.converted || phones.kept) log.info(phones, 'stored phone numbers: converted to E.164, or kept as typed');
  // The near-copy rule's fingerprints of open posts made before it (decision 0065).
  const fingerprints = await fixPostFingerprints(db);
  if (fingerprints) log.info({ fingerprints }, 'post fingerprints written for the near-copy rule');
  if (!config.seedDemo) return;
  const storage = await createStorage(config);
  // Articles, deals and the marketing pages (with their heroes), also the copy of a marketing page still as first seeded.
  await seedContent(db, storage);
  if (await seedDemo(db)) {
    const lines = DEMO_ACCOUNTS.map((a) => `  ${a.type.padEnd(10)} ${a.status.padEnd(8)} ${a.email}`);
    log.info({ accounts: DEMO_ACCOUNTS.map((a) => a.email) }, 'demo accounts loaded');
    process.stdout.write(`\nDemo accounts (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n\n`);
  }
  // The console needs a second factor: the demo administrator's authenticator secret is in the README (not in production).
  if (config.NODE_ENV !== 'production') await seedDemoAdminFactor(db, config.APP_SECRET);
  // The demo company's credits, posts and applicants, also into a demo database made before them.
  await seedDemoOpportunities(db);
  // A conversation on one application of each demo applicant account, also into a demo database made before them.
  await seedDemoConversations(db);
  // The demo companies' logo, bio and step-3 answers, also into a demo database made before them.
  await seedDemoCompanyProfiles(db, storage);
  // The demo freelancers' photo, profile lists, experience, education and CV, also into an older demo database.
  await seedDemoFreelancerProfiles(db, storage);
  // Listed agencies with case studies, so the agency marketplace is not empty, also into an older demo database.
  await seedDemoAgencies(db, storage);
}
