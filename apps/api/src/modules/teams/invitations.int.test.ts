import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { teamInvitations, userTeams, users } from '../../db/schema/index.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { opportunityFixtures } from '../opportunities/test-fixtures.js';

/** Invitations and their acceptance (decision 0048). */

const CREATE = 'mutation($input: InvitationInput!, $key: String) { createInvitation(input: $input, idempotencyKey: $key) { id email status sentAt } }';
const LIST = '{ teamInvitations { id email status } }';
const RESEND = 'mutation($id: ID!) { resendInvitation(invitationId: $id) { id sentAt } }';
const DELETE = 'mutation($id: ID!) { deleteInvitation(invitationId: $id) }';
const PREVIEW = 'query($token: String!) { invitation(token: $token) { state message teamName teamType inviterName email accountExists } }';
const ACCEPT = 'mutation($token: String!, $email: String!) { acceptInvitation(token: $token, email: $email) { teamId teamName } }';
const REGISTER = 'mutation($token: String!, $input: TeamRegisterInput!) { registerTeamUser(token: $token, input: $input) { id email type status access_token } }';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;
const messageOf = (res: { errors?: { message: string }[] }) => res.errors?.[0]?.message;
let employerTeam: number;

/** The link of the latest invitation mail to `email`, read from what was really sent (the outbox keeps no token). */
async function linkTo(email: string): Promise<{ token: string; link: string }> {
  await t.deps.jobs.idle();
  const mail = [...t.sentMails].reverse().find((m) => m.to === email && m.subject.includes('invited you'));
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  const link = /(https?:\/\/\S+)/.exec(mail.text)![1]!;
  const m = /team\/register\/([A-Za-z0-9_-]+)&|accept-invite\/([A-Za-z0-9_-]+)\?/.exec(link)!;
  return { token: (m[1] ?? m[2])!, link };
}

const invite = async (as: string, email: string, extra: Record<string, unknown> = {}) => t.gql(CREATE, { input: { email, ...extra }, key: randomUUID() }, await token(as));

const companyForm = (email: string) => ({
  email, password: 'Secret-pass1!', first_name: 'Ivy', last_name: 'Invitee', position: 'Recruiter', address_1: '1 Road', city: 'Leeds',
  state: 'West Yorkshire', zip: 'LS1 1AA', country: 'GB', phone: '0113 496 0000', terms: true,
});

beforeAll(async () => {
  t = await createTestApp();
  employerTeam = await opportunityFixtures(t).idOf('employer@demo.test');
});
afterAll(async () => t.close());

describe('who may invite', () => {
  it("lets a company's owner and guest admin, and an agency's owner, invite; refuses a member, a freelancer, the administrator and a visitor", async () => {
    expect((await invite('employer@demo.test', 'first-invitee@example.com')).errors).toBeUndefined();
    expect((await invite('guest@demo.test', 'second-invitee@example.com')).errors).toBeUndefined();
    expect((await invite('agency@demo.test', 'agency-invitee@example.com', { first_name: 'Ada', last_name: 'Agent' })).errors).toBeUndefined();
    for (const who of ['member@demo.test', 'freelancer@demo.test', 'admin@demo.test']) {
      expect(codeOf(await invite(who, 'nobody@example.com')), who).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(LIST, {}, await token(who))), who).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql(CREATE, { input: { email: 'nobody@example.com' } }))).toBe('UNAUTHENTICATED');
    const listed = (await t.gql(LIST, {}, await token('employer@demo.test'))).data.teamInvitations;
    expect(listed.map((i: { email: string }) => i.email)).toEqual(['second-invitee@example.com', 'first-invitee@example.com']);
    expect(listed[0].status).toBe('Pending');
  });

  it("answers NOT_FOUND for another team's invitation", async () => {
    const other = await adminFixtures(t).pendingCompany('inviting-co@example.com', 'Inviting Co');
    await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
    const otherToken = await t.login('inviting-co@example.com', 'Secret-pass1!');
    const mine = (await invite('employer@demo.test', 'mine@example.com')).data.createInvitation.id;
    expect(codeOf(await t.gql(RESEND, { id: mine }, otherToken))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DELETE, { id: mine }, otherToken))).toBe('NOT_FOUND');
  });

  it("checks the form with each team type's messages", async () => {
    expect((await invite('employer@demo.test', 'not-an-email')).errors[0].extensions.fields).toEqual({ 'input.email': TEAM_MSG.inviteEmail });
    const agency = await invite('agency@demo.test', '', {});
    expect(agency.errors[0].extensions.fields).toMatchObject({
      'input.email': TEAM_MSG.emailRequired, 'input.first_name': TEAM_MSG.firstNameRequired, 'input.last_name': TEAM_MSG.lastNameRequired,
    });
  });

  it('refuses yourself, a freelancer, a member already, the other account type and a second waiting invitation', async () => {
    expect(messageOf(await invite('employer@demo.test', 'employer@demo.test'))).toBe(TEAM_MSG.inviteYourself);
    expect(messageOf(await invite('employer@demo.test', 'freelancer@demo.test'))).toBe(TEAM_MSG.freelancerInvite);
    expect(messageOf(await invite('employer@demo.test', 'member@demo.test'))).toBe(TEAM_MSG.alreadyMember);
    expect(messageOf(await invite('employer@demo.test', 'agency@demo.test'))).toBe(TEAM_MSG.agencyIntoCompany);
    expect(messageOf(await invite('employer@demo.test', 'FIRST-invitee@example.com'))).toBe(TEAM_MSG.alreadyPending);
  });

  it('sends one invitation for one key sent twice at once', async () => {
    const key = randomUUID();
    const tok = await token('employer@demo.test');
    const [a, b] = await Promise.all([
      t.gql(CREATE, { input: { email: 'once@example.com' }, key }, tok),
      t.gql(CREATE, { input: { email: 'once@example.com' }, key }, tok),
    ]);
    expect(a.data.createInvitation.id).toBe(b.data.createInvitation.id);
    await t.deps.jobs.idle();
    expect(t.sentMails.filter((m) => m.to === 'once@example.com')).toHaveLength(1);
  });
});

describe('the link', () => {
  it('is emailed with a token the outbox, the log and the job payload never hold', async () => {
    const { token: secret, link } = await linkTo('first-invitee@example.com');
    expect(link).toMatch(/\/company\/team\/register\/[A-Za-z0-9_-]{43}&first-invitee%40example\.com$/);
    const outbox = await t.deps.db.execute(sql`select text_body, html_body from outbox where to_address = 'first-invitee@example.com'`);
    expect(JSON.stringify(outbox)).not.toContain(secret);
    const [row] = await t.deps.db.select().from(teamInvitations).where(eq(teamInvitations.email, 'first-invitee@example.com'));
    expect(row!.token_hash).not.toBe(secret);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows the team and who invited; an unknown token is no longer valid', async () => {
    const { token: secret } = await linkTo('first-invitee@example.com');
    const res = await t.gql(PREVIEW, { token: secret });
    expect(res.data.invitation).toEqual({
      state: 'valid', message: null, teamName: 'Northwind Studio', teamType: 'COMPANY', inviterName: 'Evelyn Employer', email: 'first-invitee@example.com', accountExists: false,
    });
    expect((await t.gql(PREVIEW, { token: 'x'.repeat(43) })).data.invitation).toMatchObject({ state: 'invalid', message: TEAM_MSG.invalid, teamName: null });
  });

  it('signs a new guest up from the company link: a member who may not post, signed in; the link then says it was used', async () => {
    const { token: secret } = await linkTo('first-invitee@example.com');
    const res = await t.gql(REGISTER, { token: secret, input: companyForm('first-invitee@example.com') });
    expect(res.errors).toBeUndefined();
    expect(res.data.registerTeamUser).toMatchObject({ email: 'first-invitee@example.com', type: 'GUEST', status: 'ACTIVE', access_token: expect.any(String) });
    const [membership] = await t.deps.db.select().from(userTeams).where(and(eq(userTeams.user_id, Number(res.data.registerTeamUser.id)), eq(userTeams.team_id, employerTeam)));
    expect(membership).toMatchObject({ role: 'member', can_post_jobs: false, active: true });
    const me = await t.gql('{ me { id email } }', {}, res.data.registerTeamUser.access_token);
    expect(me.data.me.email).toBe('first-invitee@example.com');
    expect((await t.gql(PREVIEW, { token: secret })).data.invitation).toMatchObject({ state: 'used', message: TEAM_MSG.used });
    expect(messageOf(await t.gql(REGISTER, { token: secret, input: companyForm('first-invitee@example.com') }))).toBe(TEAM_MSG.used);
  });

  it("refuses a form that is not the invitation's: another email, missing terms", async () => {
    const { token: secret } = await linkTo('second-invitee@example.com');
    expect(messageOf(await t.gql(REGISTER, { token: secret, input: companyForm('someone-else@example.com') }))).toBe(TEAM_MSG.wrongEmail);
    const noTerms = await t.gql(REGISTER, { token: secret, input: { ...companyForm('second-invitee@example.com'), terms: false } });
    expect(noTerms.errors[0].extensions.fields).toMatchObject({ 'input.terms': TEAM_MSG.terms });
  });

  it("takes the agency's form: names, password and its confirmation", async () => {
    const { token: secret, link } = await linkTo('agency-invitee@example.com');
    expect(link).toMatch(/\/agency\/accept-invite\/[A-Za-z0-9_-]{43}\?e=agency-invitee%40example\.com$/);
    const input = { email: 'agency-invitee@example.com', password: 'Secret-pass1!', password_confirmation: 'Secret-pass2!', first_name: 'Ada', last_name: 'Agent' };
    const mismatch = await t.gql(REGISTER, { token: secret, input });
    expect(mismatch.errors[0].extensions.fields).toMatchObject({ 'input.password_confirmation': 'Your passwords do no match' });
    const ok = await t.gql(REGISTER, { token: secret, input: { ...input, password_confirmation: 'Secret-pass1!' } });
    expect(ok.data.registerTeamUser).toMatchObject({ type: 'GUEST', status: 'ACTIVE' });
  });

  it('Send Again kills the old link and mails a new one; Cancel makes it no longer valid', async () => {
    const tok = await token('employer@demo.test');
    const { id } = (await invite('employer@demo.test', 'resend@example.com')).data.createInvitation;
    const first = await linkTo('resend@example.com');
    expect((await t.gql(RESEND, { id }, tok)).errors).toBeUndefined();
    const second = await linkTo('resend@example.com');
    expect(second.token).not.toBe(first.token);
    expect((await t.gql(PREVIEW, { token: first.token })).data.invitation.state).toBe('invalid');
    expect((await t.gql(PREVIEW, { token: second.token })).data.invitation.state).toBe('valid');
    expect((await t.gql(DELETE, { id }, tok)).data.deleteInvitation).toBe(true);
    expect((await t.gql(PREVIEW, { token: second.token })).data.invitation).toMatchObject({ state: 'invalid', message: TEAM_MSG.invalid });
  });

  it('says an expired link has expired, and refuses it', async () => {
    const { id } = (await invite('employer@demo.test', 'late@example.com')).data.createInvitation;
    const { token: secret } = await linkTo('late@example.com');
    await t.deps.db.update(teamInvitations).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(teamInvitations.id, Number(id)));
    expect((await t.gql(PREVIEW, { token: secret })).data.invitation).toMatchObject({ state: 'expired', message: TEAM_MSG.expired });
    expect((await t.gql(LIST, {}, await token('employer@demo.test'))).data.teamInvitations.find((i: { id: string }) => i.id === id).status).toBe('Expired');
    expect(messageOf(await t.gql(REGISTER, { token: secret, input: companyForm('late@example.com') }))).toBe(TEAM_MSG.expired);
  });
});

describe('an existing account joins', () => {
  it('lets a guest of another team join as it is, without changing its active team', async () => {
    const other = await adminFixtures(t).pendingCompany('hiring-co@example.com', 'Hiring Co');
    await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
    tokens['hiring-co@example.com'] = await t.login('hiring-co@example.com', 'Secret-pass1!');
    await invite('hiring-co@example.com', 'guest@demo.test');
    const { token: secret } = await linkTo('guest@demo.test');
    expect((await t.gql(PREVIEW, { token: secret })).data.invitation.accountExists).toBe(true);
    expect(messageOf(await t.gql(ACCEPT, { token: secret, email: 'someone@example.com' }))).toBe(TEAM_MSG.wrongEmail);
    const res = await t.gql(ACCEPT, { token: secret, email: 'Guest@Demo.test' });
    expect(res.data.acceptInvitation).toEqual({ teamId: String(other.id), teamName: 'Hiring Co' });
    const guest = await opportunityFixtures(t).idOf('guest@demo.test');
    const [joined] = await t.deps.db.select().from(userTeams).where(and(eq(userTeams.user_id, guest), eq(userTeams.team_id, Number(other.id))));
    expect(joined).toMatchObject({ role: 'member', active: false, can_post_jobs: false });
  });

  it('refuses a freelancer who signed up after the invitation', async () => {
    await invite('employer@demo.test', 'became-freelancer@example.com');
    const { token: secret } = await linkTo('became-freelancer@example.com');
    await t.deps.db.insert(users).values({ email: 'became-freelancer@example.com', password_hash: 'x', type: 'FREELANCER', status: 'ACTIVE' });
    expect(messageOf(await t.gql(ACCEPT, { token: secret, email: 'became-freelancer@example.com' }))).toBe(TEAM_MSG.freelancerJoin);
  });

  it('gives one of 50 accepts of one link the membership', async () => {
    await invite('employer@demo.test', 'racer@example.com');
    const { token: secret } = await linkTo('racer@example.com');
    await t.deps.db.insert(users).values({ email: 'racer@example.com', password_hash: 'x', type: 'GUEST', status: 'ACTIVE' });
    // From 50 addresses, as 50 people (or one with 50 tabs) would be: the per-address limit is not what decides.
    const results = await Promise.all(Array.from({ length: 50 }, (_x, i) => t.gql(ACCEPT, { token: secret, email: 'racer@example.com' }, undefined, { ip: `10.0.${i}.1` })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.errors).map(messageOf))).toEqual(new Set([TEAM_MSG.used]));
    const racer = await opportunityFixtures(t).idOf('racer@example.com');
    expect(await t.deps.db.select().from(userTeams).where(eq(userTeams.user_id, racer))).toHaveLength(1);
  });
});

describe('limits', () => {
  it('sends at most 3 invitation emails to one address a day', async () => {
    const tok = await token('employer@demo.test');
    const { id } = (await invite('employer@demo.test', 'limited@example.com')).data.createInvitation;
    expect((await t.gql(RESEND, { id }, tok)).errors).toBeUndefined();
    expect((await t.gql(RESEND, { id }, tok)).errors).toBeUndefined();
    expect(codeOf(await t.gql(RESEND, { id }, tok))).toBe('RATE_LIMITED');
  });
});
