import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { applications, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/secrets.js';
import { DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';
import { jobInput, opportunityFixtures, referenceIds } from '../opportunities/test-fixtures.js';
import { ADD } from '../opportunities/test-documents.js';

export const SEND_MESSAGE = `mutation($id: ID!, $body: String!, $key: String) { sendMessage(applicationId: $id, body: $body, idempotencyKey: $key) {
  messages { id body } } }`;
export const READ_THREAD = `query($id: ID!) { messageThread(applicationId: $id) { can_write
  messages { id side body mine author_name deleted_author } } }`;

export type Applicant = Awaited<ReturnType<Awaited<ReturnType<typeof conversationFixtures>>['application']>>;

/**
 * The people of a conversation test: the demo employer's team (its admin, a member, a guest admin), another company,
 * the demo freelancer and agency, and an administrator acting as the employer; `application()` makes a fresh applicant
 * (a freelancer who signs in with the demo password) and their application to a fresh post of the employer's.
 */
export async function conversationFixtures(t: TestApp) {
  const f = opportunityFixtures(t);
  const ref = await referenceIds(t.deps.db);
  const ids = {
    employer: await f.idOf('employer@demo.test'),
    member: await f.idOf('member@demo.test'),
    admin: await f.idOf('admin@demo.test'),
    agency: await f.idOf('agency@demo.test'),
  };
  await f.grant(ids.employer, 120);
  const tokens: Record<'employer' | 'member' | 'guest' | 'freelancer' | 'agency', string> = {
    employer: await t.login('employer@demo.test'),
    member: await t.login('member@demo.test'),
    guest: await t.login('guest@demo.test'),
    freelancer: await t.login('freelancer@demo.test'),
    agency: await t.login('agency@demo.test'),
  };
  let seq = 0;

  /** A post of the employer's (assigned to the member with `forMember`). */
  async function post(opts: { forMember?: boolean; title?: string } = {}) {
    const input = jobInput(ref, { title: opts.title ?? `Talk role ${++seq}`, ...(opts.forMember ? { created_by: String(ids.member) } : {}) });
    const res = await t.gql(ADD, { input }, tokens.employer);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return Number(res.data.addOpportunity.id);
  }

  /** A fresh freelancer, signed in, and their application to `onPost` (else a fresh post). */
  async function application(opts: { forMember?: boolean; onPost?: number; first_name?: string } = {}) {
    const postId = opts.onPost ?? (await post(opts));
    const email = `applicant-${++seq}-${randomUUID().slice(0, 6)}@example.com`;
    const [person] = await t.deps.db
      .insert(users)
      .values({ email, password_hash: await hashPassword(DEMO_PASSWORD), type: 'FREELANCER', status: 'ACTIVE', first_name: opts.first_name ?? `Ada${seq}`, last_name: 'Quill' })
      .returning({ id: users.id });
    await f.apply(postId, person!.id);
    const [row] = await t.deps.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.user_id, person!.id), eq(applications.opportunity_id, postId)));
    return { postId, applicationId: row!.id, userId: person!.id, email, token: await t.login(email) };
  }

  return { f, ref, ids, tokens, post, application };
}
