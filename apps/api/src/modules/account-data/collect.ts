import { asc, desc, eq, inArray } from 'drizzle-orm';
import { organisationName, SCREENING_KIND_LABELS } from '@mp/domain';
import type { Db } from '../../db/client.js';
import {
  accessTokens,
  applications,
  creditAccountRequests,
  creditLedger,
  invoices,
  purchases,
  subscriptions,
  teamCards,
  documents,
  educations,
  experiences,
  freelancerPreferences,
  genres,
  industries,
  jobLevels,
  languages,
  messages,
  messageThreads,
  opportunities,
  phoneVerifications,
  positions,
  qualifications,
  resumes,
  savedPosts,
  services,
  skills,
  userGenres,
  userIndustries,
  userJobLevels,
  userLanguages,
  userPositions,
  userQualifications,
  userSkills,
  userServices,
  userTeams,
  users,
  type UserRow,
} from '../../db/schema/index.js';
import { applicationScreeningsOf } from '../screening/queries.js';
import { interviewsOf } from './interviews.js';

/** The user's own columns, less the secret (the password hash); token hashes live in other tables and are never read. */
export function ownColumns(user: UserRow): Omit<UserRow, 'password_hash'> {
  const { password_hash: _secret, ...rest } = user;
  return rest;
}

/** A team's profile as its administrator keeps it (the account fields of a company or agency). */
const TEAM_PROFILE_COLUMNS = {
  id: users.id,
  type: users.type,
  company: users.company,
  agency_name: users.agency_name,
  description: users.description,
  website: users.website,
  avatar: users.avatar,
  contact_email: users.contact_email,
  phone: users.phone,
  address_1: users.address_1,
  address_2: users.address_2,
  city: users.city,
  state: users.state,
  zip: users.zip,
  country: users.country,
  agency_locations: users.agency_locations,
  created_at: users.created_at,
} as const;

async function profileLists(db: Db, id: number) {
  const [ind, gen, skl, qual, pos, lvl, lang, prefs, edu, exp, svc] = await Promise.all([
    db.select({ name: industries.name }).from(userIndustries).innerJoin(industries, eq(industries.id, userIndustries.industry_id)).where(eq(userIndustries.user_id, id)),
    db.select({ name: genres.name }).from(userGenres).innerJoin(genres, eq(genres.id, userGenres.genre_id)).where(eq(userGenres.user_id, id)),
    db
      .select({ name: skills.name, software: skills.software, top: userSkills.is_top })
      .from(userSkills)
      .innerJoin(skills, eq(skills.id, userSkills.skill_id))
      .where(eq(userSkills.user_id, id)),
    db.select({ name: qualifications.name }).from(userQualifications).innerJoin(qualifications, eq(qualifications.id, userQualifications.qualification_id)).where(eq(userQualifications.user_id, id)),
    db.select({ name: positions.name }).from(userPositions).innerJoin(positions, eq(positions.id, userPositions.position_id)).where(eq(userPositions.user_id, id)),
    db.select({ name: jobLevels.name }).from(userJobLevels).innerJoin(jobLevels, eq(jobLevels.id, userJobLevels.job_level_id)).where(eq(userJobLevels.user_id, id)),
    db.select({ name: languages.name }).from(userLanguages).innerJoin(languages, eq(languages.id, userLanguages.language_id)).where(eq(userLanguages.user_id, id)),
    db.select().from(freelancerPreferences).where(eq(freelancerPreferences.user_id, id)),
    db.select().from(educations).where(eq(educations.user_id, id)).orderBy(asc(educations.started_on)),
    db.select().from(experiences).where(eq(experiences.user_id, id)).orderBy(asc(experiences.started_on)),
    // The services an agency offers.
    db.select({ name: services.name }).from(userServices).innerJoin(services, eq(services.id, userServices.service_id)).where(eq(userServices.user_id, id)).orderBy(asc(services.sort_order)),
  ]);
  const names = (rows: { name: string }[]) => rows.map((r) => r.name);
  const strip = <T extends { user_id: number }>({ user_id: _u, ...rest }: T) => rest;
  return {
    disciplines: names(ind),
    category_experience: names(gen),
    services: names(svc),
    skills: skl,
    qualifications: names(qual),
    positions: names(pos),
    job_levels: names(lvl),
    languages: names(lang),
    preferences: prefs[0] ? strip(prefs[0]) : null,
    education: edu.map(strip),
    experience: exp.map(strip),
  };
}

/** The posts the person saved (decision 0054): title, company, when, and whether the post is closed now. */
async function savedPostsOf(db: Db, id: number) {
  const rows = await db
    .select({
      post_title: opportunities.title, company: users.company, agency_name: users.agency_name,
      saved_at: savedPosts.created_at, closed_at: opportunities.deleted_at, closed_mail_sent_at: savedPosts.closed_notified_at,
    })
    .from(savedPosts)
    .innerJoin(opportunities, eq(opportunities.id, savedPosts.opportunity_id))
    .innerJoin(users, eq(users.id, opportunities.team_id))
    .where(eq(savedPosts.user_id, id))
    .orderBy(desc(savedPosts.created_at));
  return rows.map((r) => ({
    post_title: r.post_title, company: organisationName(r), saved_at: r.saved_at,
    post_status: r.closed_at ? 'Closed' : 'Open', closed_mail_sent_at: r.closed_mail_sent_at,
  }));
}

/**
 * The messages the person wrote in hiring conversations (decision 0060): the post the thread is about, its company,
 * the side they wrote for, the words and when. What others wrote to them is the others' and stays out.
 */
async function messagesOf(db: Db, id: number) {
  const rows = await db
    .select({
      post_title: opportunities.title, company: users.company, agency_name: users.agency_name,
      side: messages.side, body: messages.body, created_at: messages.created_at,
    })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.application_id, messages.thread_id))
    .innerJoin(opportunities, eq(opportunities.id, messageThreads.opportunity_id))
    .innerJoin(users, eq(users.id, messageThreads.team_id))
    .where(eq(messages.author_id, id))
    .orderBy(desc(messages.created_at), desc(messages.id));
  return rows.map((r) => ({
    post_title: r.post_title, company: organisationName(r), side: r.side === 'TEAM' ? 'For the team' : 'As the applicant',
    body: r.body, created_at: r.created_at,
  }));
}

/**
 * The person's applications, each with its screening answers (decision 0062): the question as they were asked it, its
 * kind, whether it was a must-have, a list's options and the answer. What meets a question is the team's and stays out,
 * as on the application's page.
 */
async function applicationsOf(db: Db, id: number) {
  const rows = await db
    .select({
      id: applications.id,
      post_title: opportunities.title,
      company: users.company,
      agency_name: users.agency_name,
      applied_at: applications.created_at,
      viewed_at: applications.viewed_at,
      closed_at: opportunities.deleted_at,
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunity_id))
    .innerJoin(users, eq(users.id, opportunities.team_id))
    .where(eq(applications.user_id, id))
    .orderBy(desc(applications.created_at), desc(applications.id));
  const screenings = await applicationScreeningsOf(db, rows.map((r) => r.id));
  return rows.map((r, i) => ({
    post_title: r.post_title,
    company: organisationName(r),
    applied_at: r.applied_at,
    status: r.viewed_at ? 'Viewed by the employer' : 'Applied',
    viewed_at: r.viewed_at,
    post_status: r.closed_at ? 'Closed' : 'Open',
    screening_answers: screenings[i]!.answers.map(({ question: q, value }) => ({
      question: q.text, kind: SCREENING_KIND_LABELS[q.kind], must_have: q.must_have, ...(q.kind === 'CHOICE' ? { options: q.options } : {}), answer: value,
    })),
  }));
}

/** A team's payments (decision 0045): purchases, invoices (numbers and figures), its card's last four, subscriptions, applications. */
async function billingOf(db: Db, teamIds: number[]) {
  const none = { purchases: [], invoices: [], cards: [], subscriptions: [], requests: [] };
  const rows = teamIds.length
    ? {
        purchases: await db
          .select({ team_id: purchases.team_id, id: purchases.id, kind: purchases.kind, status: purchases.status, quantity: purchases.quantity, total_pence: purchases.total_pence, created_at: purchases.created_at })
          .from(purchases)
          .where(inArray(purchases.team_id, teamIds))
          .orderBy(asc(purchases.id)),
        invoices: await db
          .select({ team_id: invoices.team_id, number: invoices.number, kind: invoices.kind, issued_at: invoices.issued_at, total_pence: invoices.total_pence, buyer: invoices.buyer })
          .from(invoices)
          .where(inArray(invoices.team_id, teamIds))
          .orderBy(asc(invoices.id)),
        cards: await db
          .select({ team_id: teamCards.team_id, brand: teamCards.brand, last4: teamCards.last4, exp_month: teamCards.exp_month, exp_year: teamCards.exp_year })
          .from(teamCards)
          .where(inArray(teamCards.team_id, teamIds)),
        subscriptions: await db
          .select({ team_id: subscriptions.team_id, status: subscriptions.status, price_pence: subscriptions.price_pence, period_end: subscriptions.period_end, created_at: subscriptions.created_at })
          .from(subscriptions)
          .where(inArray(subscriptions.team_id, teamIds)),
        requests: await db.select().from(creditAccountRequests).where(inArray(creditAccountRequests.team_id, teamIds)),
      }
    : none;
  const of = <T extends { team_id: number }>(list: T[], teamId: number) => list.filter((r) => r.team_id === teamId).map(({ team_id: _t, ...r }) => r);
  return (teamId: number) => ({
    purchases: of(rows.purchases, teamId),
    invoices: of(rows.invoices, teamId),
    saved_card: of(rows.cards, teamId)[0] ?? null,
    subscriptions: of(rows.subscriptions, teamId),
    credit_account_applications: of(rows.requests, teamId),
  });
}

async function teamsOf(db: Db, id: number) {
  const memberships = await db
    .select({ m: userTeams, team: TEAM_PROFILE_COLUMNS })
    .from(userTeams)
    .innerJoin(users, eq(users.id, userTeams.team_id))
    .where(eq(userTeams.user_id, id))
    .orderBy(asc(userTeams.id));
  const administered = memberships.filter(({ m }) => m.role === 'admin').map(({ team }) => team);
  const ledger = administered.length
    ? await db
        .select({
          team_id: creditLedger.team_id,
          direction: creditLedger.direction,
          quantity: creditLedger.quantity,
          balance_after: creditLedger.balance_after,
          reason: creditLedger.reason,
          created_at: creditLedger.created_at,
        })
        .from(creditLedger)
        .where(inArray(creditLedger.team_id, administered.map((t) => t.id)))
        .orderBy(asc(creditLedger.id))
    : [];
  const billing = await billingOf(db, administered.map((t) => t.id));
  return {
    team_memberships: memberships.map(({ m, team }) => ({
      team_id: m.team_id,
      team_name: organisationName(team),
      team_type: team.type,
      own_team: m.team_id === id,
      role: m.role,
      active: m.active,
      can_post_jobs: m.can_post_jobs,
      joined_at: m.created_at,
    })),
    // For a team's administrator (an owner is one): the team's profile and its credits ledger.
    teams_administered: administered.map((team) => ({
      profile: team,
      credit_ledger: ledger.filter((row) => row.team_id === team.id).map(({ team_id: _t, ...row }) => row),
      ...billing(team.id),
    })),
  };
}

/** Everything the platform holds about one person, as rows (files are read by the caller from `files`). */
export async function collectAccountData(db: Db, user: UserRow) {
  const id = user.id;
  const [profile, apps, saved, written, met, teams, cvs, docs, phones, sessions] = await Promise.all([
    profileLists(db, id),
    applicationsOf(db, id),
    savedPostsOf(db, id),
    messagesOf(db, id),
    interviewsOf(db, id),
    teamsOf(db, id),
    db.select().from(resumes).where(eq(resumes.user_id, id)).orderBy(desc(resumes.created_at), desc(resumes.id)),
    db.select().from(documents).where(eq(documents.user_id, id)).orderBy(desc(documents.created_at), desc(documents.id)),
    db
      .select({ phone: phoneVerifications.phone, created_at: phoneVerifications.created_at, verified_at: phoneVerifications.verified_at })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.user_id, id))
      .orderBy(asc(phoneVerifications.created_at)),
    db
      .select({
        created_at: accessTokens.created_at,
        last_used_at: accessTokens.last_used_at,
        expires_at: accessTokens.expires_at,
        revoked_at: accessTokens.revoked_at,
        ip: accessTokens.ip,
        user_agent: accessTokens.user_agent,
        impersonator_id: accessTokens.impersonator_id,
      })
      .from(accessTokens)
      .where(eq(accessTokens.user_id, id))
      .orderBy(asc(accessTokens.created_at)),
  ]);
  return {
    account: ownColumns(user),
    profile,
    notification_settings: {
      send_email: user.send_email,
      notification_frequency: user.notification_frequency,
      send_not_selected_email: user.send_not_selected_email,
      send_message_email: user.send_message_email,
      send_text_notification: user.send_text_notification,
      phone_secondary: user.phone_secondary,
      phone_secondary_verified_at: user.phone_secondary_verified_at,
      phone_verifications: phones,
    },
    applications: apps,
    saved_posts: saved,
    messages: written,
    interviews: met,
    ...teams,
    sessions: sessions.map(({ impersonator_id, ...s }) => ({ ...s, opened_by_an_administrator: impersonator_id !== null })),
    resumes: cvs,
    documents: docs,
  };
}

export type AccountData = Awaited<ReturnType<typeof collectAccountData>>;
