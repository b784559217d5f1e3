import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fullName } from '@mp/domain';
import type { Db, Tx } from '../db/client.js';
import {
  applications, creditLedger, genres, jobLevels, opportunities, opportunityGenres, opportunityIndustries, opportunityQualifications,
  opportunityServices, opportunitySkills, positions, qualifications, services, skills, users,
} from '../db/schema/index.js';
import { hashPassword } from '../lib/secrets.js';
import { addCredits, recordSpend, takeCredits } from '../modules/credits/service.js';
import { DEMO_PASSWORD } from './demo.js';
import { seedReference } from './reference.js';

/** Freelancers who applied to the demo company's posts (password DEMO_PASSWORD, like every demo account). */
export const DEMO_APPLICANTS = [
  { email: 'olivia.okafor@demo.test', first_name: 'Olivia', last_name: 'Okafor', jobtitle: 'Brand designer', city: 'Manchester', phone: '+441614960001' },
  { email: 'sam.patel@demo.test', first_name: 'Sam', last_name: 'Patel', jobtitle: 'UX designer', city: 'Leeds', phone: '+441134960002' },
  { email: 'nina.berg@demo.test', first_name: 'Nina', last_name: 'Berg', jobtitle: 'Architectural technologist', city: 'Bristol', phone: '+441174960003' },
] as const;

const DEMO_CREDITS = 25;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const dateOf = (d: Date) => d.toISOString().slice(0, 10);
const FOLLOW_UP = 'Thank you for applying to Northwind Studio. We read every application and will be in touch within a week.';

type Refs = Awaited<ReturnType<typeof loadRefs>>;

async function loadRefs(db: Tx) {
  const byName = async (table: typeof skills | typeof genres | typeof qualifications, industry: number, names: string[]) =>
    (await db.select({ id: table.id, name: table.name }).from(table).where(and(eq(table.industry_id, industry), inArray(table.name, names))).orderBy(asc(table.id))).map((r) => r.id);
  const level = async (key: string) => (await db.select({ id: jobLevels.id }).from(jobLevels).where(eq(jobLevels.key, key)))[0]!.id;
  const position = async (industry: number, name: string) =>
    (await db.select({ id: positions.id }).from(positions).where(and(eq(positions.industry_id, industry), eq(positions.name, name))))[0]!.id;
  return {
    senior: await level('SENIOR'),
    mid: await level('MID'),
    brandDesigner: await position(1, 'Senior Brand Designer'),
    uxDesigner: await position(1, 'UX Designer'),
    motionPosition: await position(1, 'Digital Designer'),
    technologist: await position(2, 'Senior Architectural Technologist'),
    designGenres: await byName(genres, 1, ['Branding & Identity', 'Packaging', 'Digital Products & Apps', 'Websites']),
    archGenres: await byName(genres, 2, ['Residential', 'Housing & Build to Rent']),
    designSkills: await byName(skills, 1, ['Brand Identity', 'Typography', 'Art Direction', 'UX Design', 'Prototyping', 'Motion Graphics']),
    designSoftware: await byName(skills, 1, ['Figma', 'Adobe Illustrator', 'Adobe After Effects']),
    archSkills: await byName(skills, 2, ['Technical Design', 'Detailing', 'Construction Drawings']),
    archSoftware: await byName(skills, 2, ['Revit', 'AutoCAD']),
    archQualifications: await byName(qualifications, 2, ['Chartered Architectural Technologist (CIAT)']),
    services: (await db.select({ id: services.id }).from(services).where(inArray(services.name, ['Web Development', 'Digital Design']))).map((s) => s.id),
  };
}

interface DemoPost {
  values: Omit<typeof opportunities.$inferInsert, 'team_id' | 'slug'>;
  slug: string;
  industry?: number;
  genres: number[];
  skills?: { id: number; must_have: boolean }[];
  qualifications?: { id: number; must_have: boolean }[];
  services?: number[];
}

function demoPosts(r: Refs, ids: { employer: number; member: number }): DemoPost[] {
  const job = {
    target: 'JOB' as const, follow_up: FOLLOW_UP, compensation_currency: 'GBP' as const, is_compensation_displayed: true,
    created_by: ids.employer, updated_by: ids.employer,
  };
  const must = (list: number[], n: number) => list.map((id, i) => ({ id, must_have: i < n }));
  return [
    {
      slug: 'senior-brand-designer-demo01',
      values: {
        ...job, title: 'Senior Brand Designer', location: 'London, England, United Kingdom', location_country: 'GB', is_on_site: true, is_remote: true,
        description: '<p>We are looking for a <b>senior brand designer</b> to lead identity work for two new clients.</p><ul><li>Own brand identities from concept to guidelines</li><li>Present to clients with our creative director</li></ul>',
        type: 'FREELANCE', sub_type: 'FULLTIME', duration: 4, is_ir35: 0, job_level_id: r.senior, position_id: r.brandDesigner,
        minimum_budget: 400, maximum_budget: 500, compensation_unit: 'DAY', application_link: null, created_at: daysAgo(3), job_number: dateOf(daysAgo(3)),
      },
      industry: 1, genres: r.designGenres.slice(0, 2), skills: [...must(r.designSkills.slice(0, 3), 2), ...must(r.designSoftware.slice(0, 2), 1)],
    },
    {
      slug: 'ux-designer-demo02',
      values: {
        ...job, title: 'UX Designer', location: 'Manchester, England, United Kingdom', location_country: 'GB', is_on_site: false, is_remote: true,
        description: '<p>Join our product team to research, prototype and test <i>digital products</i> for charities.</p>',
        type: 'PERMANENT', sub_type: 'FULLTIME', job_level_id: r.mid, position_id: r.uxDesigner, minimum_budget: 42000, maximum_budget: 52000,
        compensation_unit: 'YEAR', created_by: ids.member, created_at: daysAgo(6), job_number: dateOf(daysAgo(6)),
      },
      industry: 1, genres: r.designGenres.slice(2, 4), skills: [...must(r.designSkills.slice(3, 5), 1), ...must(r.designSoftware.slice(0, 1), 0)],
    },
    {
      slug: 'motion-designer-contract-demo03',
      values: {
        ...job, title: 'Motion Designer (contract)', location: 'Bristol, England, United Kingdom', location_country: 'GB', is_on_site: true, is_remote: false,
        description: '<p>Six weeks of motion work on a product launch. <u>Draft</u>: not published yet.</p>',
        type: 'FREELANCE', sub_type: 'PARTTIME', duration: 2, is_ir35: 2, job_level_id: r.mid, position_id: r.motionPosition,
        minimum_budget: 300, maximum_budget: 375, compensation_unit: 'DAY', is_active: false, is_compensation_displayed: false,
        created_at: daysAgo(1), job_number: dateOf(daysAgo(1)),
      },
      industry: 1, genres: r.designGenres.slice(0, 1), skills: [...must(r.designSkills.slice(5, 6), 1), ...must(r.designSoftware.slice(2, 3), 1)],
    },
    {
      slug: 'senior-architectural-technologist-demo04',
      values: {
        ...job, title: 'Senior Architectural Technologist', location: 'Leeds, England, United Kingdom', location_country: 'GB', is_on_site: true, is_remote: true,
        description: '<p>Detailing and construction packages for a 200-home scheme.</p><ol><li>Revit models</li><li>Technical packages</li></ol>',
        type: 'BOTH', sub_type: 'FULLTIME', duration: 13, is_ir35: 1, job_level_id: r.senior, position_id: r.technologist,
        minimum_budget: 48000, maximum_budget: 58000, compensation_unit: 'YEAR', created_at: daysAgo(20), job_number: dateOf(daysAgo(20)),
      },
      industry: 2, genres: r.archGenres, skills: [...must(r.archSkills, 1), ...must(r.archSoftware, 1)], qualifications: must(r.archQualifications, 1),
    },
    {
      slug: 'website-rebuild-demo05',
      values: {
        target: 'PROJECT', title: 'Website rebuild', follow_up: FOLLOW_UP, type: 'PROJECT', sub_type: 'PROJECT', duration: 4,
        description: '<p>We need an agency to rebuild our studio website on a modern stack, with a case-study CMS.</p>',
        location: 'London, England, United Kingdom', location_country: 'GB', minimum_budget: 15000, maximum_budget: 25000,
        is_compensation_displayed: true, created_by: ids.employer, updated_by: ids.employer, created_at: daysAgo(4), job_number: dateOf(daysAgo(4)),
      },
      genres: r.designGenres.slice(3, 4), services: r.services,
    },
  ];
}

async function insertPost(tx: Tx, teamId: number, post: DemoPost): Promise<number> {
  const balanceAfter = await takeCredits(tx, teamId);
  const [row] = await tx.insert(opportunities).values({
    ...post.values, team_id: teamId, slug: post.slug,
    published_at: post.values.is_active === false ? null : (post.values.created_at ?? new Date()),
  }).returning({ id: opportunities.id });
  const id = row!.id;
  if (post.industry) await tx.insert(opportunityIndustries).values({ opportunity_id: id, industry_id: post.industry });
  if (post.genres.length) await tx.insert(opportunityGenres).values(post.genres.map((genre_id) => ({ opportunity_id: id, genre_id })));
  if (post.skills?.length) await tx.insert(opportunitySkills).values(post.skills.map((s) => ({ opportunity_id: id, skill_id: s.id, must_have: s.must_have })));
  if (post.qualifications?.length) {
    await tx.insert(opportunityQualifications).values(post.qualifications.map((q) => ({ opportunity_id: id, qualification_id: q.id, must_have: q.must_have })));
  }
  if (post.services?.length) await tx.insert(opportunityServices).values(post.services.map((service_id) => ({ opportunity_id: id, service_id })));
  const reason = post.values.target === 'JOB' ? 'Job post' : 'Project post';
  await recordSpend(tx, { teamId, balanceAfter, actorId: post.values.created_by ?? teamId, opportunityId: id, reason });
  return id;
}

/**
 * The demo company's credits, posts and applicants, so `npm start` shows a populated dashboard:
 * 25 job posts granted through the ledger, four jobs (one unpublished, one closed 'Filled by applicant', one
 * created for the demo member) and a project, each paid for, and applications from the demo freelancers and
 * agency. Loaded once: only when the demo company exists and has no ledger yet. Returns whether it did.
 */
export async function seedDemoOpportunities(db: Db): Promise<boolean> {
  const emails = ['employer@demo.test', 'member@demo.test', 'freelancer@demo.test', 'agency@demo.test'];
  const found = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = (email: string) => found.find((u) => u.email === email)?.id;
  const employer = idOf('employer@demo.test');
  if (!employer) return false;
  const [ledger] = await db.select({ n: sql<number>`count(*)::int` }).from(creditLedger).where(eq(creditLedger.team_id, employer));
  if ((ledger?.n ?? 0) > 0) return false;
  await seedReference(db);
  const password_hash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const applicants = await tx
      .insert(users)
      .values(DEMO_APPLICANTS.map((a) => ({
        ...a, type: 'FREELANCER' as const, status: 'ACTIVE' as const, password_hash, country: 'GB',
        bio: `${a.jobtitle} with a portfolio of agency and in-house work.`,
      })))
      .onConflictDoNothing()
      .returning({ id: users.id });
    const refs = await loadRefs(tx);
    await addCredits(tx, { teamId: employer, quantity: DEMO_CREDITS, actorId: null, reason: 'Demo credits' });
    const member = idOf('member@demo.test') ?? employer;
    const [brand, ux, , technologist, project] = await (async () => {
      const ids: number[] = [];
      for (const post of demoPosts(refs, { employer, member })) ids.push(await insertPost(tx, employer, post));
      return ids;
    })();
    const freelancer = idOf('freelancer@demo.test');
    const agency = idOf('agency@demo.test');
    const people = [...applicants.map((a) => a.id), ...(freelancer ? [freelancer] : [])];
    const apply = (opportunity_id: number, user_id: number, days: number, team_id: number | null = null) => ({
      opportunity_id, user_id, team_id, created_at: daysAgo(days),
    });
    await tx.insert(applications).values([
      ...people.map((id, i) => apply(brand!, id, 2 - i * 0.3)),
      ...people.slice(0, 2).map((id, i) => apply(ux!, id, 5 - i)),
      ...people.slice(1).map((id, i) => apply(technologist!, id, 15 - i)),
      ...(agency ? [apply(project!, agency, 3, agency)] : []),
    ]);
    // The technologist post was filled by the first of its applicants.
    const filledBy = people[1]!;
    const [person] = await tx.select({ first_name: users.first_name, last_name: users.last_name }).from(users).where(eq(users.id, filledBy));
    await tx
      .update(opportunities)
      .set({
        deleted_at: daysAgo(2), close_reason: 'FILLED_BY_APPLICANT', closed_at: dateOf(daysAgo(2)), freelancer_id: filledBy,
        freelancer_name: fullName(person?.first_name, person?.last_name) ?? '',
      })
      .where(eq(opportunities.id, technologist!));
    return true;
  });
}
