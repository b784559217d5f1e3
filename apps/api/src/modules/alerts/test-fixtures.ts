import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';
import { freelancerPreferences, opportunities, userGenres, userIndustries, users, userSkills, userTeams } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/secrets.js';
import type { MailMessage } from '../../adapters/mail.js';

/**
 * People and posts for the job-alert tests (decision 0040). Nothing from modules/opportunities is imported here:
 * it imports this module (its posting enqueues the alerts), and this file is not a test file to the layering check.
 */

const ADD = 'mutation($input: OpportunityInput!) { addOpportunity(input: $input) { id } }';
type ReferenceIds = { level: number; design: { position: number } };

export interface Profile {
  type?: 'FREELANCER' | 'AGENCY' | 'GUEST';
  status?: 'ACTIVE' | 'INACTIVE';
  send_email?: boolean;
  notification_frequency?: 'immediately' | 'daily';
  skills?: number[];
  topSkills?: number[];
  genres?: number[];
  industries?: number[];
  /** Give them the demo password, to sign in. */
  signIn?: boolean;
}

/** A person with these profile lists; their address is unique. */
export async function alertee(t: TestApp, tag: string, p: Profile = {}) {
  const db = t.deps.db;
  const email = `${tag}-${randomBytes(3).toString('hex')}@example.test`;
  const [row] = await db
    .insert(users)
    .values({
      email, password_hash: p.signIn ? await hashPassword(DEMO_PASSWORD) : 'x', type: p.type ?? 'FREELANCER', status: p.status ?? 'ACTIVE', first_name: tag, last_name: 'Alertee',
      send_email: p.send_email ?? true, notification_frequency: p.notification_frequency ?? 'immediately',
    })
    .returning({ id: users.id });
  const id = row!.id;
  const skills = [...new Set([...(p.skills ?? []), ...(p.topSkills ?? [])])];
  if (skills.length) await db.insert(userSkills).values(skills.map((skill_id) => ({ user_id: id, skill_id, is_top: (p.topSkills ?? []).includes(skill_id) })));
  if (p.genres?.length) await db.insert(userGenres).values(p.genres.map((genre_id) => ({ user_id: id, genre_id })));
  if (p.industries?.length) await db.insert(userIndustries).values(p.industries.map((industry_id) => ({ user_id: id, industry_id })));
  if ((p.type ?? 'FREELANCER') === 'FREELANCER') await db.insert(freelancerPreferences).values({ user_id: id, job_type: 'FREELANCE', working_hours: 'FULLTIME' });
  return { id, email };
}

/** An agency team (its owner is the account) with these category experiences. */
export async function agencyTeam(t: TestApp, tag: string, genres: number[], p: Profile = {}) {
  const owner = await alertee(t, tag, { ...p, type: 'AGENCY', genres });
  await t.deps.db.insert(userTeams).values({ user_id: owner.id, team_id: owner.id, role: 'admin', active: true, can_post_jobs: true });
  return owner;
}

export async function joinTeam(t: TestApp, userId: number, teamId: number, role: 'admin' | 'member') {
  await t.deps.db.insert(userTeams).values({ user_id: userId, team_id: teamId, role, active: true });
}

/** Posts through the API (as the employer) and answers the id. */
export async function post(t: TestApp, token: string, input: Record<string, unknown>): Promise<number> {
  const res = await t.gql(ADD, { input }, token);
  expect(res.errors).toBeUndefined();
  return Number(res.data.addOpportunity.id);
}

/** A job of discipline 1 asking for exactly these skills and category experiences. */
export const jobAsking = (ref: ReferenceIds, skills: number[], genres: number[], extra: Record<string, unknown> = {}) => ({
  target: 'JOB', is_active: true, title: 'Senior brand designer', industries: ['1'], genres: genres.map(String),
  location: 'Leeds, England, United Kingdom', location_type: 'HYBRID', description: '<p>Lead our brand work.</p>',
  type: 'FREELANCE', sub_type: 'FULLTIME', duration: 7, is_ir35: 0, level: String(ref.level), position: String(ref.design.position),
  skills: skills.map(String), skill_must_haves: [], software_skills: [], software_must_haves: [], qualifications: [], qualification_must_haves: [],
  is_compensation_displayed: true, compensation_currency: 'GBP', minimumBudget: 350, maximumBudget: 450, compensation_unit: 'DAY',
  follow_up: 'Thank you for applying.', application_link: null, ...extra,
});

/** The alert mails handed to the mailer for `email`, as sent (links and headers included). */
export async function alertsTo(t: TestApp, email: string): Promise<MailMessage[]> {
  await t.deps.jobs.idle();
  return t.sentMails.filter((m) => m.to === email && m.headers?.['List-Unsubscribe']);
}

/** Moves a post's first publication back in time (the digest reads a window). */
export async function publishedAgo(t: TestApp, id: number, hours: number) {
  await t.deps.db.update(opportunities).set({ published_at: new Date(Date.now() - hours * 3_600_000) }).where(eq(opportunities.id, id));
}
