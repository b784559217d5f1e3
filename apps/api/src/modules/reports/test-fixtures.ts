import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/secrets.js';
import { DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { giveAuthenticator } from '../second-factor/test-fixtures.js';
import { conversationFixtures, type Applicant } from '../conversation/test-fixtures.js';

export const REPORT = `mutation($id: ID!, $reason: ReportReason!, $note: String, $key: String) {
  reportMessage(messageId: $id, reason: $reason, note: $note, idempotencyKey: $key) { id message } }`;
export const QUEUE = `query($order: ReportQueueOrder) { adminReports(order: $order, first: 50) { paginatorInfo { total } data {
  report_id kind item_id reporters hidden_automatically first_reported_at
  reports { reason reason_label note }
  item { title body owner { id name email status } context { label value } } } } }`;
export const SUMMARY = `query { adminReportsSummary { open oldest_at } }`;
export const RESOLVE = `mutation($id: ID!, $action: ReportAction!) { resolveReport(reportId: $id, action: $action) }`;
export const THREAD = `query($id: ID!) { messageThread(applicationId: $id) { messages { id body removed deleted_author author_name mine attachments { id } } } }`;
const SEND = `mutation($id: ID!, $body: String!) { sendMessage(applicationId: $id, body: $body) { messages { id } } }`;

export const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;

/**
 * The people of a reports test: the conversation's (conversation/test-fixtures.ts), another company, an administrator
 * (and a second one), and `say`: a message written in a thread, answering its id.
 */
export async function reportFixtures(t: TestApp) {
  const c = await conversationFixtures(t);
  const otherEmail = `other-report-${randomUUID().slice(0, 6)}@example.com`;
  const other = await adminFixtures(t).pendingCompany(otherEmail, 'Elsewhere Ltd');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  const email = `admin-two-${randomUUID().slice(0, 6)}@example.com`;
  const [second] = await t.deps.db
    .insert(users)
    .values({ email, password_hash: await hashPassword(DEMO_PASSWORD), type: 'ADMIN', status: 'ACTIVE', first_name: 'Second', last_name: 'Admin' })
    .returning({ id: users.id });
  // The console takes an administrator who proved a second factor (decision 0064): the harness signs them in with it.
  await giveAuthenticator(t.deps.db, second!.id);
  const tokens = { ...c.tokens, other: await t.login(otherEmail, 'Secret-pass1!'), admin: await t.login('admin@demo.test'), admin2: await t.login(email) };

  async function say(applicationId: number, body: string, token: string): Promise<string> {
    const res = await t.gql(SEND, { id: applicationId, body }, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data.sendMessage.messages.at(-1).id as string;
  }

  async function report(messageId: string, token: string, reason = 'HARASSMENT', note?: string, key?: string) {
    return t.gql(REPORT, { id: messageId, reason, note, key }, token);
  }

  async function thread(a: Applicant | { applicationId: number }, token: string) {
    return (await t.gql(THREAD, { id: a.applicationId }, token)).data.messageThread.messages as { id: string; body: string; removed: boolean; deleted_author: boolean; attachments: unknown[] }[];
  }

  return { ...c, tokens, say, report, thread };
}
