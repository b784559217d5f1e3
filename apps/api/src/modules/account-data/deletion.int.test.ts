import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { MSG } from '@mp/domain';
import {
  accessTokens,
  accountDeletions,
  applications,
  auditLog,
  creditLedger,
  documents,
  educations,
  experiences,
  freelancerPreferences,
  opportunities,
  outbox,
  phoneVerifications,
  resumes,
  throttles,
  uploads,
  userGenres,
  userIndustries,
  userJobLevels,
  userLanguages,
  userPositions,
  userQualifications,
  userSkills,
  userTeams,
  users,
} from '../../db/schema/index.js';
import { seedDemoOpportunities } from '../../seed/opportunities.js';
import { seedReference } from '../../seed/reference.js';
import { privateStorageOf, type Storage } from '../../adapters/storage.js';
import { issueToken } from '../../viewer/sessions.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { followUpMail, newApplicantMail } from '../apply/mails.js';
import { resetPasswordMail } from '../auth/mails.js';
import { emailChangedMail } from '../users/mails.js';
import { tombstoneEmail } from './deletion.js';
import { ERASED_NAME } from './outbox.js';
import { retryFileRemovals } from './files.js';
import { ACCOUNT_DATA_MSG } from './policy.js';
import { DEMO_PASSWORD, fullFreelancer, person } from './test-fixtures.js';

/** deleteMyAccount (decision 0035): erases the person, keeps what the law asks, all or nothing. */
const DELETE = 'mutation($password: String!) { deleteMyAccount(password: $password) }';
const ME = '{ me { id email } }';
const USER = 'query($id: ID!) { user(id: $id) { id } }';
const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { id email } }';

let t: TestApp;
let adminId: number;
const codeOf = (r: { errors?: { extensions: { code: string } }[] }) => r.errors?.[0]?.extensions.code;
const count = (table: Parameters<TestApp['deps']['db']['$count']>[0], where: ReturnType<typeof sql>) => t.deps.db.$count(table, where);

beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.deps.db);
  await seedDemoOpportunities(t.deps.db);
  const [admin] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  adminId = admin!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(throttles);
});

describe('who may delete', () => {
  it('refuses a visitor, an administrator, and an administrator acting as the person', async () => {
    expect(codeOf(await t.gql(DELETE, { password: DEMO_PASSWORD }))).toBe('UNAUTHENTICATED');
    const admin = await t.gql(DELETE, { password: DEMO_PASSWORD }, await t.login('admin@demo.test'));
    expect(admin.errors[0]).toMatchObject({ message: ACCOUNT_DATA_MSG.adminCannotDelete, extensions: { code: 'FORBIDDEN' } });
    const me = await person(t, 'impersonated@example.com');
    const token = await issueToken(t.deps.db, me.id, { ip: '127.0.0.1' }, { impersonatorId: adminId });
    const impersonated = await t.gql(DELETE, { password: DEMO_PASSWORD }, token);
    expect(impersonated.errors[0]).toMatchObject({ message: ACCOUNT_DATA_MSG.impersonating, extensions: { code: 'FORBIDDEN' } });
    expect(await count(users, sql`${users.id} in (${adminId}, ${me.id})`)).toBe(2);
  });

  it("refuses a wrong password with the spec's message, and changes nothing", async () => {
    const me = await person(t, 'wrong-pass@example.com', { first_name: 'Wanda' });
    const res = await t.gql(DELETE, { password: 'Not-the-pass1!' }, me.token);
    expect(res.errors[0]).toMatchObject({ message: MSG.incorrectPassword, extensions: { code: 'INCORRECT_PASSWORD' } });
    expect(codeOf(await t.gql(DELETE, { password: '' }, me.token))).toBe('BAD_USER_INPUT');
    expect((await t.gql(ME, {}, me.token)).data.me.email).toBe('wrong-pass@example.com');
  });

  it('refuses a team owner whose team has other members, with what to do', async () => {
    const res = await t.gql(DELETE, { password: DEMO_PASSWORD }, await t.login('employer@demo.test'));
    expect(res.errors[0]).toMatchObject({ message: ACCOUNT_DATA_MSG.teamHasMembers, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await count(users, sql`${users.email} = 'employer@demo.test' and ${users.deleted_at} is null`)).toBe(1);
  });
});

describe('erasing a freelancer', () => {
  it('erases the row, every list and record, the files and the sessions; keeps the audit log', async () => {
    const fay = await fullFreelancer(t, 'erase-me@example.com', { first: 'Erin', last: 'Erasable' });
    const second = await t.login('erase-me@example.com');
    const [cv] = await t.deps.db.select().from(resumes).where(eq(resumes.user_id, fay.id));
    const [doc] = await t.deps.db.select().from(documents).where(eq(documents.user_id, fay.id));
    // Something an administrator did to the account stays in the log.
    await t.deps.db.insert(auditLog).values({ actor_id: adminId, action: 'user.approve', target_type: 'user', target_id: fay.id });

    const res = await t.gql(DELETE, { password: DEMO_PASSWORD }, fay.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteMyAccount).toBe(true);
    // The files go by the job the deletion queued.
    await t.deps.jobs.idle();

    expect(await count(users, sql`${users.id} = ${fay.id}`)).toBe(0);
    for (const table of [userIndustries, userGenres, userSkills, userQualifications, userPositions, userJobLevels, userLanguages, freelancerPreferences, educations, experiences, resumes, documents, phoneVerifications, applications, accessTokens, userTeams]) {
      expect(await count(table, sql`${table.user_id} = ${fay.id}`)).toBe(0);
    }
    // Files gone from both stores, the photo's row too.
    expect(await privateStorageOf(t.deps.storage).get(cv!.storage_key)).toBeNull();
    expect(await privateStorageOf(t.deps.storage).get(doc!.storage_key)).toBeNull();
    expect(await t.deps.storage.get(fay.photoKey)).toBeNull();
    expect(await count(uploads, sql`${uploads.key} = ${fay.photoKey}`)).toBe(0);
    // Both sessions are dead: the next request is unauthenticated.
    expect(codeOf(await t.gql(ME, {}, fay.token))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(ME, {}, second))).toBe('UNAUTHENTICATED');
    // Unknown to everyone, an administrator included.
    expect((await t.gql(USER, { id: String(fay.id) }, await t.login('admin@demo.test'))).data.user).toBeNull();
    // The deletion's record holds no personal data; the audit log keeps its rows, the actor pseudonymised.
    const [record] = await t.deps.db.select().from(accountDeletions).where(eq(accountDeletions.former_user_id, fay.id));
    expect(record).toMatchObject({ user_type: 'FREELANCER', outcome: 'erased', pending_files: [] });
    expect(record!.files_removed_at).toBeInstanceOf(Date);
    expect(JSON.stringify(record)).not.toMatch(/erase-me|Erin|Erasable/);
    expect(await count(auditLog, sql`${auditLog.action} = 'user.approve' and ${auditLog.target_id} = ${fay.id}`)).toBe(1);
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.delete'), eq(auditLog.target_id, record!.id)));
    expect(entry).toMatchObject({ actor_id: null, target_type: 'account_deletion', details: { user_type: 'FREELANCER', outcome: 'erased' } });
  });

  it("erases the person's mail from the outbox, at this address and earlier ones, and their name from employers' notices (issue 23)", async () => {
    const probe = await fullFreelancer(t, 'probe-new@example.com', { first: 'Probe', last: 'Person' });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, probe.id));
    const [post] = await t.deps.db.select().from(opportunities).where(eq(opportunities.id, probe.post));
    const send = (m: Parameters<TestApp['deps']['mailer']['send']>[0]) => t.deps.mailer.send(m);
    // Mail as the platform writes it: at the address the person had first, the notice that it changed, then at the new one.
    await send(followUpMail({ email: 'probe-old@example.com', first_name: 'Probe' }, post!, 'Demo Co', 'http://localhost/post'));
    await send(emailChangedMail(row!, 'probe-old@example.com', 'http://localhost'));
    await send(resetPasswordMail(row!, 'http://localhost/reset?token=x', 60));
    await send({ to: 'Probe-New@Example.com', subject: 'Hello Probe', text: 'Hello Probe', secrets: [] });
    // The employer's notice of the application names the person; another applicant's notice keeps its name.
    const employer = { email: 'employer@demo.test', first_name: 'Eve' };
    await send(newApplicantMail(employer, post!, 'Probe Person', 'http://localhost/applicants'));
    await send(newApplicantMail(employer, post!, 'Ann Probe Person', 'http://localhost/applicants'));
    // The earlier address belongs to someone else by now: mail after the change is theirs. So is other people's mail.
    await send({ to: 'probe-old@example.com', subject: 'Welcome, new owner', text: 'Welcome', secrets: [] });
    await send({ to: 'someone-else@example.com', subject: 'Not about Probe', text: 'Hello Sam', secrets: [] });

    expect((await t.gql(DELETE, { password: DEMO_PASSWORD }, probe.token)).data.deleteMyAccount).toBe(true);

    const left = await t.deps.db.select().from(outbox);
    expect(left.filter((m) => /probe-new/i.test(m.to_address))).toEqual([]);
    expect(left.filter((m) => m.to_address === 'probe-old@example.com').map((m) => m.subject)).toEqual(['Welcome, new owner']);
    expect(left.some((m) => m.to_address === 'someone-else@example.com')).toBe(true);
    const notices = left.filter((m) => m.subject === `New applicant for ${post!.title}`).map((m) => `${m.text_body}${m.html_body}`);
    expect(notices).toHaveLength(2);
    expect(notices.filter((n) => n.includes(`${ERASED_NAME} has applied for`))).toHaveLength(1);
    expect(notices.filter((n) => n.includes('Ann Probe Person has applied for'))).toHaveLength(1);
    expect(notices.join('')).not.toMatch(/(?<!Ann )Probe Person has applied/);
    expect(JSON.stringify(left)).not.toMatch(/Hello Probe|probe-new/i);
  });

  it('cannot sign in again, and the email may sign up again', async () => {
    const me = await person(t, 'come-back@example.com', { first_name: 'Cora' });
    expect((await t.gql(DELETE, { password: DEMO_PASSWORD }, me.token)).data.deleteMyAccount).toBe(true);
    const login = await t.gql('mutation($input: LoginInput!) { login(input: $input) { id } }', { input: { email: 'come-back@example.com', password: DEMO_PASSWORD } });
    expect(codeOf(login)).toBe('WRONG_CREDENTIALS');
    const again = await t.gql(REGISTER, {
      input: {
        type: 'COMPANY', email: 'come-back@example.com', password: 'Secret-pass1!', first_name: 'Cora', last_name: 'Again', company: 'Acme',
        position: 'CEO', address_1: '2 Road', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1 1AA', country: 'GB', phone: '0113 496 0000',
      },
    });
    expect(again.errors).toBeUndefined();
    expect(again.data.register.email).toBe('come-back@example.com');
  });

  it('keeps the account erased when storage fails, and removes the files on a retry', async () => {
    const fay = await fullFreelancer(t, 'flaky-store@example.com', { first: 'Flo', last: 'Flaky' });
    const [cv] = await t.deps.db.select().from(resumes).where(eq(resumes.user_id, fay.id));
    const real = t.deps.storage;
    const realPrivate = privateStorageOf(real);
    const broken: Storage = {
      ...real,
      delete: async () => { throw new Error('store down'); },
      privateStore: { ...realPrivate, delete: async () => { throw new Error('store down'); } },
    };
    t.deps.storage = broken;
    try {
      expect((await t.gql(DELETE, { password: DEMO_PASSWORD }, fay.token)).data.deleteMyAccount).toBe(true);
      // The deletion's job meets the broken store.
      await t.deps.jobs.idle();
    } finally {
      t.deps.storage = real;
    }
    expect(await count(users, sql`${users.id} = ${fay.id}`)).toBe(0);
    const [pending] = await t.deps.db.select().from(accountDeletions).where(eq(accountDeletions.former_user_id, fay.id));
    expect(pending!.files_removed_at).toBeNull();
    expect(pending!.pending_files).toContainEqual({ store: 'private', key: cv!.storage_key });
    expect(await realPrivate.get(cv!.storage_key)).not.toBeNull();

    expect(await retryFileRemovals(t.deps)).toBe(0);
    expect(await realPrivate.get(cv!.storage_key)).toBeNull();
    const [done] = await t.deps.db.select().from(accountDeletions).where(eq(accountDeletions.former_user_id, fay.id));
    expect(done).toMatchObject({ pending_files: [], removal_attempts: 2 });
    expect(done!.files_removed_at).toBeInstanceOf(Date);
  });

  it('lets one of two deletes at once win, and leaves nothing half done', async () => {
    const fay = await fullFreelancer(t, 'twice@example.com', { first: 'Tia', last: 'Twice' });
    const results = await Promise.all([
      t.gql(DELETE, { password: DEMO_PASSWORD }, fay.token),
      t.gql(DELETE, { password: DEMO_PASSWORD }, fay.token),
    ]);
    expect(results.filter((r) => r.data?.deleteMyAccount === true)).toHaveLength(1);
    const loser = results.find((r) => r.errors);
    expect(['NOT_FOUND', 'UNAUTHENTICATED']).toContain(codeOf(loser!));
    expect(await count(users, sql`${users.id} = ${fay.id}`)).toBe(0);
    expect(await count(accountDeletions, sql`${accountDeletions.former_user_id} = ${fay.id}`)).toBe(1);
    expect(await count(resumes, sql`${resumes.user_id} = ${fay.id}`)).toBe(0);
  });
});

describe('erasing a team account', () => {
  it('deletes a team member: the team and its posts stay', async () => {
    const guest = await t.login('guest@demo.test');
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'guest@demo.test'));
    const [team] = await t.deps.db.select({ team_id: userTeams.team_id }).from(userTeams).where(eq(userTeams.user_id, row!.id));
    const posts = await count(opportunities, sql`${opportunities.team_id} = ${team!.team_id}`);
    expect((await t.gql(DELETE, { password: DEMO_PASSWORD }, guest)).data.deleteMyAccount).toBe(true);
    expect(await count(users, sql`${users.id} = ${row!.id}`)).toBe(0);
    expect(await count(opportunities, sql`${opportunities.team_id} = ${team!.team_id}`)).toBe(posts);
  });

  it('keeps a lone owner whose team has a credits ledger as a scrubbed row: ledger kept, posts closed', async () => {
    const owner = await person(t, 'lone-owner@example.com', {
      type: 'COMPANY', first_name: 'Lona', last_name: 'Owner', company: 'Lone Ltd', phone: '0113 496 0001', bio: 'Lone bio', address_1: '3 Lane',
    });
    await t.deps.db.insert(userTeams).values({ user_id: owner.id, team_id: owner.id, role: 'admin', active: true, can_post_jobs: true });
    await t.deps.db.execute(sql`insert into team_credits (team_id, balance) values (${owner.id}, 0)`);
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`update team_credits set balance = 3 where team_id = ${owner.id}`);
      await tx.insert(creditLedger).values({ team_id: owner.id, direction: 'IN', quantity: 3, balance_after: 3, reason: 'Grant', actor_id: adminId });
    });
    const [demoPost] = await t.deps.db.select().from(opportunities).limit(1);
    const { id: _id, slug: _slug, ...copy } = demoPost!;
    await t.deps.db.insert(opportunities).values({ ...copy, slug: `lone-post-${owner.id}`, team_id: owner.id, created_by: owner.id, deleted_at: null, close_reason: null, closed_at: null });

    expect((await t.gql(DELETE, { password: DEMO_PASSWORD }, owner.token)).data.deleteMyAccount).toBe(true);

    const [row] = await t.deps.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ email: tombstoneEmail(owner.id), status: 'INACTIVE', privacy: 'INACTIVE', send_email: false, type: 'COMPANY' });
    expect(row!.deleted_at).toBeInstanceOf(Date);
    // Every nullable personal column is empty.
    const kept = new Set(['id', 'type', 'created_at', 'deleted_at']);
    for (const [key, column] of Object.entries(getTableColumns(users))) {
      if (!kept.has(key) && !column.notNull) expect(row![key as keyof typeof row], key).toBeNull();
    }
    expect(await count(creditLedger, sql`${creditLedger.team_id} = ${owner.id}`)).toBe(1);
    expect(await count(opportunities, sql`${opportunities.team_id} = ${owner.id} and ${opportunities.deleted_at} is null`)).toBe(0);
    expect(await count(userTeams, sql`${userTeams.team_id} = ${owner.id}`)).toBe(0);
    expect(codeOf(await t.gql(ME, {}, owner.token))).toBe('UNAUTHENTICATED');
    const [record] = await t.deps.db.select().from(accountDeletions).where(eq(accountDeletions.former_user_id, owner.id));
    expect(record).toMatchObject({ outcome: 'scrubbed', user_type: 'COMPANY' });
    // The old address is free again.
    expect((await t.gql('query($e: String!) { checkUser(email: $e) }', { e: 'lone-owner@example.com' })).data.checkUser).toBe(false);
    // The scrubbed row is nobody to administer: not found by id, not listed, not approvable.
    const admin = await t.login('admin@demo.test');
    expect((await t.gql('query($id: ID!) { adminUser(id: $id) { id } }', { id: String(owner.id) }, admin)).data.adminUser).toBeNull();
    const listed = await t.gql('query($s: String) { adminUsers(search: $s) { data { id } } }', { s: 'deleted-' }, admin);
    expect(listed.data.adminUsers.data).toEqual([]);
    expect(codeOf(await t.gql('mutation($id: ID!) { adminApproveUser(id: $id) { id } }', { id: String(owner.id) }, admin))).toBe('NOT_FOUND');
  });
});
