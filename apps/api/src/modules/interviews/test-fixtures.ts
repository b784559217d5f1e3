import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { londonParts } from '@mp/domain';
import { applications, interviewEvents, interviews, users } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import type { TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { jobInput, opportunityFixtures, referenceIds } from '../opportunities/test-fixtures.js';
import { ADD } from '../opportunities/test-documents.js';

/** The interviews' GraphQL documents and the people of the tests: a company, its member, another company, applicants. */

const INTERVIEW_FIELDS = `id status sequence over cancel_reason can_choose can_ask_other_times can_reschedule can_cancel
  booked { id starts_at ends_at london place video_url }
  slots { id starts_at ends_at london duration_minutes place video_url note }`;
const BLOCK = `application_id side can_propose interviews { ${INTERVIEW_FIELDS} }
  timeline { kind side actor_name by_system starts_at london reason reason_deleted message message_deleted }`;

export const Q = {
  read: `query($id: ID!) { applicationInterviews(applicationId: $id) { ${BLOCK} } }`,
  propose: `mutation($id: ID!, $slots: [InterviewSlotInput!]!, $key: String) { proposeInterviewTimes(applicationId: $id, slots: $slots, idempotencyKey: $key) { ${BLOCK} } }`,
  choose: `mutation($slot: ID!, $key: String) { chooseInterviewTime(slotId: $slot, idempotencyKey: $key) { ${BLOCK} } }`,
  ask: `mutation($id: ID!, $message: String!, $key: String) { askOtherInterviewTimes(applicationId: $id, message: $message, idempotencyKey: $key) { ${BLOCK} } }`,
  reschedule: `mutation($id: ID!, $slots: [InterviewSlotInput!]!, $reason: String!, $key: String) {
    rescheduleInterview(interviewId: $id, slots: $slots, reason: $reason, idempotencyKey: $key) { ${BLOCK} } }`,
  cancel: `mutation($id: ID!, $reason: String!, $key: String) { cancelInterview(interviewId: $id, reason: $reason, idempotencyKey: $key) { ${BLOCK} } }`,
  upcoming: `query($first: Int) { upcomingInterviews(first: $first) { id application_id post_title applicant_name agency_name starts_at london place video_url } }`,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A proposed time `days` ahead at `start` on the UK clock (2 or more days: always in the future). */
export function slotIn(days: number, start = '10:00', extra: Record<string, unknown> = {}) {
  const p = londonParts(new Date(Date.now() + days * 86_400_000));
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, start, duration_minutes: 45, place: 'Studio 4, 1 King St, Leeds', ...extra };
}

export const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;
/** A call with a fresh idempotency key that must succeed: its data, else the errors thrown. */
export async function keyedOk(t: TestApp, query: string, vars: Record<string, unknown>, token: string | undefined) {
  const res = await t.gql(query, { ...vars, key: randomUUID() }, token!);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data;
}
export const fieldsOf = (res: { errors?: { extensions: { fields?: Record<string, string> } }[] }) => res.errors?.[0]?.extensions.fields ?? {};

export async function interviewWorld(t: TestApp) {
  const ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  const otherEmail = `other-iv-${randomUUID().slice(0, 6)}@example.com`;
  const other = await adminFixtures(t).pendingCompany(otherEmail, 'Other Co');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  const ids = {
    employer: await f.idOf('employer@demo.test'), member: await f.idOf('member@demo.test'), admin: await f.idOf('admin@demo.test'),
    agency: await f.idOf('agency@demo.test'), freelancer: await f.idOf('freelancer@demo.test'),
  };
  await f.grant(ids.employer, 40);
  const tokens: Record<string, string> = {};
  for (const [who, email] of [['employer', 'employer@demo.test'], ['member', 'member@demo.test'], ['guest', 'guest@demo.test'], ['freelancer', 'freelancer@demo.test'], ['agency', 'agency@demo.test']]) {
    tokens[who!] = await t.login(email!);
  }
  tokens.other = await t.login(otherEmail, 'Secret-pass1!');
  tokens.impersonated = await issueToken(t.deps.db, ids.employer, { ip: '127.0.0.1' }, { impersonatorId: ids.admin });

  let seq = 0;
  /** A fresh freelancer with a token and their application to a fresh post (of the employer's, or assigned to the member), or the demo agency's. */
  async function application(opts: { forMember?: boolean; agency?: boolean } = {}) {
    const title = `Interview role ${++seq}`;
    const input = jobInput(ref, { title, ...(opts.forMember ? { created_by: String(ids.member) } : {}) });
    const post = Number((await t.gql(ADD, { input }, tokens.employer)).data.addOpportunity.id);
    if (opts.agency) {
      await f.apply(post, ids.agency, ids.agency);
      const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(and(eq(applications.opportunity_id, post), eq(applications.team_id, ids.agency)));
      return { post, title, applicationId: row!.id, token: tokens.agency!, email: 'agency@demo.test', userId: ids.agency, name: null };
    }
    const email = `candidate-${seq}-${randomUUID().slice(0, 6)}@example.com`;
    const [person] = await t.deps.db
      .insert(users)
      .values({ email, password_hash: 'x', type: 'FREELANCER', status: 'ACTIVE', privacy: 'INACTIVE', first_name: `Tam${seq}`, last_name: 'Lee' })
      .returning({ id: users.id });
    await f.apply(post, person!.id);
    const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.user_id, person!.id));
    const token = await issueToken(t.deps.db, person!.id, { ip: '127.0.0.1' });
    return { post, title, applicationId: row!.id, token, email, userId: person!.id, name: `Tam${seq} Lee` };
  }

  /** What the database holds of an application's interviews: refusals must leave it as it was. */
  async function snapshot(applicationId: number) {
    const rows = await t.deps.db.select().from(interviews).where(eq(interviews.application_id, applicationId));
    const steps = await t.deps.db.select({ id: interviewEvents.id }).from(interviewEvents).where(eq(interviewEvents.application_id, applicationId));
    return { rows, steps: steps.length };
  }

  return { ids, tokens, application, snapshot, f };
}
