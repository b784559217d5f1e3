import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MEMBER_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, opportunities, teamUserAssociations, users, userTeams } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { ADD, LIST } from '../opportunities/test-documents.js';
import { countStatements, jobInput, opportunityFixtures, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';

/**
 * Manage Team: who may list, change and remove a team's people and set their associations (a team's
 * admins, company and agency alike), what each refusal says, and that concurrent changes leave the team whole.
 * Refusals are checked to change nothing. Teams that a test changes are its own (makeTeam), so order does not matter.
 */

const TEAM_USERS = `{ teamUsers { userId firstName lastName email role canPostJobs isOwner associateIds } }`;
const UPDATE = `mutation($userId: ID!, $role: String, $canPostJobs: Boolean) {
  updateTeamUser(userId: $userId, role: $role, canPostJobs: $canPostJobs) { userId role canPostJobs isOwner associateIds } }`;
const REMOVE = `mutation($userId: ID!) { removeTeamUser(userId: $userId) }`;
const SYNC = `mutation($userId: ID!, $ids: [ID!]!) { syncTeamUserAssociations(userId: $userId, associateIds: $ids) { userId associateIds } }`;
const ME = `{ me { id teamUser { team_id role } teams { team_id active } } }`;

type Role = 'owner' | 'guestAdmin' | 'member' | 'otherTeam' | 'freelancer' | 'agency' | 'administrator' | 'visitor';
const ROLES: Role[] = ['owner', 'guestAdmin', 'member', 'otherTeam', 'freelancer', 'agency', 'administrator', 'visitor'];
const EMAIL: Partial<Record<Role, string>> = {
  owner: 'employer@demo.test', guestAdmin: 'guest@demo.test', member: 'member@demo.test', freelancer: 'freelancer@demo.test',
  agency: 'agency@demo.test', administrator: 'admin@demo.test',
};

let t: TestApp;
let ref: ReferenceIds;
const tokens = {} as Record<Role, string | undefined>;
const demo = {} as Record<'owner' | 'guest' | 'member' | 'freelancer' | 'agency', number>;

const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code ?? 'OK';

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  for (const role of ROLES) if (EMAIL[role]) tokens[role] = await t.login(EMAIL[role]!);
  const other = await adminFixtures(t).pendingCompany('other-team@example.com', 'Other Team');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  tokens.otherTeam = await t.login('other-team@example.com', 'Secret-pass1!');
  demo.owner = await f.idOf('employer@demo.test');
  demo.guest = await f.idOf('guest@demo.test');
  demo.member = await f.idOf('member@demo.test');
  demo.freelancer = await f.idOf('freelancer@demo.test');
  demo.agency = await f.idOf('agency@demo.test');
});
afterAll(async () => t.close());

// --- Teams of a test's own -------------------------------------------------------------------------------------------

interface Person {
  id: number;
  token: string;
}
let made = 0;

/** A team account (ACTIVE, posting) and its guests, each with a live session. */
async function makeTeam(type: 'COMPANY' | 'AGENCY', guests: { name: string; role?: 'admin' | 'member'; canPost?: boolean }[]) {
  const db = t.deps.db;
  const n = ++made;
  const [hash] = await db.select({ h: users.password_hash }).from(users).where(eq(users.id, demo.owner));
  const person = async (values: Omit<typeof users.$inferInsert, 'password_hash'>): Promise<Person> => {
    const [row] = await db.insert(users).values({ status: 'ACTIVE', password_hash: hash!.h, ...values }).returning({ id: users.id });
    return { id: row!.id, token: await issueToken(db, row!.id, { ip: '127.0.0.1' }) };
  };
  const owner = await person({ email: `team${n}-owner@example.com`, type, first_name: 'Olive', last_name: 'Owner', company: `Team ${n}` });
  await db.insert(userTeams).values({ user_id: owner.id, team_id: owner.id, role: 'admin', active: true, can_post_jobs: true });
  const people: Record<string, Person> = {};
  for (const g of guests) {
    people[g.name] = await person({ email: `team${n}-${g.name.toLowerCase()}@example.com`, type: 'GUEST', first_name: g.name, last_name: 'Guest' });
    await db.insert(userTeams).values({
      user_id: people[g.name]!.id, team_id: owner.id, role: g.role ?? 'member', active: true, can_post_jobs: g.canPost ?? false,
    });
  }
  return { owner, people };
}

const membership = async (userId: number, teamId: number) =>
  (await t.deps.db.select().from(userTeams).where(and(eq(userTeams.user_id, userId), eq(userTeams.team_id, teamId))))[0];

/** The row's xmin: it changes on any write, so an unchanged one proves nothing was written. */
const versionOf = async (userId: number, teamId: number) =>
  (
    await t.deps.db
      .select({ v: sql<string>`xmin::text` })
      .from(userTeams)
      .where(and(eq(userTeams.user_id, userId), eq(userTeams.team_id, teamId)))
  )[0]?.v;

const associationsIn = async (teamId: number) =>
  (
    await t.deps.db
      .select({ user: teamUserAssociations.user_id, associate: teamUserAssociations.associate_id })
      .from(teamUserAssociations)
      .where(eq(teamUserAssociations.team_id, teamId))
  ).map((a) => `${a.user}>${a.associate}`).sort();

const auditCount = async (teamId: number) =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(sql`${auditLog.action} like 'team.member.%'`, sql`(${auditLog.details}->>'teamId')::int = ${teamId}`))
  )[0]!.n;

// --- Who may call each operation -------------------------------------------------------------------------------------

/** An operation, and whether it names a person of the demo company (another team's admins then get NOT_FOUND). */
interface Operation {
  name: string;
  query: string;
  variables: () => Record<string, unknown>;
  owned?: boolean;
}
const OPERATIONS: Operation[] = [
  { name: 'teamUsers', query: TEAM_USERS, variables: () => ({}) },
  // The member's posting is already off: the team's admins get past authorization and change nothing.
  { name: 'updateTeamUser', query: UPDATE, variables: () => ({ userId: String(demo.member), canPostJobs: false }), owned: true },
  { name: 'syncTeamUserAssociations', query: SYNC, variables: () => ({ userId: String(demo.member), ids: [] }), owned: true },
  // The freelancer is in no team: past authorization, everyone gets NOT_FOUND, and nothing is removed.
  { name: 'removeTeamUser', query: REMOVE, variables: () => ({ userId: String(demo.freelancer) }) },
];

function expected(op: Operation, role: Role): 'allowed' | string {
  if (role === 'visitor') return 'UNAUTHENTICATED';
  if (['member', 'freelancer', 'administrator'].includes(role)) return 'FORBIDDEN';
  if ((role === 'agency' || role === 'otherTeam') && op.owned) return 'NOT_FOUND';
  return 'allowed';
}

describe('who may call each operation', () => {
  for (const op of OPERATIONS) {
    it(op.name, async () => {
      const before = await membership(demo.member, demo.owner);
      for (const role of ROLES) {
        const res = await t.gql(op.query, op.variables(), tokens[role]);
        const want = expected(op, role);
        const got = codeOf(res);
        if (want === 'allowed') expect(['UNAUTHENTICATED', 'FORBIDDEN'], `${op.name} as ${role}: ${JSON.stringify(res.errors)}`).not.toContain(got);
        else expect(got, `${op.name} as ${role}`).toBe(want);
      }
      expect(await membership(demo.member, demo.owner)).toEqual(before);
    });
  }
});

describe('teamUsers', () => {
  it("lists the active team's people but the viewer, owner first, then by name, with their associations", async () => {
    const owner = (await t.gql(TEAM_USERS, {}, tokens.owner)).data.teamUsers;
    expect(owner.map((u: { email: string }) => u.email)).toEqual(['guest@demo.test', 'member@demo.test']);
    expect(owner[1]).toEqual({
      userId: String(demo.member), firstName: 'Milo', lastName: 'Member', email: 'member@demo.test', role: 'member', canPostJobs: false,
      isOwner: false, associateIds: [],
    });
    const guest = (await t.gql(TEAM_USERS, {}, tokens.guestAdmin)).data.teamUsers;
    expect(guest.map((u: { email: string; isOwner: boolean }) => [u.email, u.isOwner])).toEqual([
      ['employer@demo.test', true],
      ['member@demo.test', false],
    ]);
    // The agency's team: the guest is a member there (not their active team).
    const agency = (await t.gql(TEAM_USERS, {}, tokens.agency)).data.teamUsers;
    expect(agency).toMatchObject([{ userId: String(demo.guest), role: 'member', isOwner: false }]);
    expect((await t.gql(TEAM_USERS, {}, tokens.otherTeam)).data.teamUsers).toEqual([]);
  });

  it('orders the owner first, then by last name, first name and email, ignoring case and accents, the nameless last', async () => {
    const { owner, people } = await makeTeam('COMPANY', [{ name: 'Amy', role: 'admin' }]);
    const joined = [
      ['zoe', 'Zoe', 'adams'], ['carl', 'Carl', 'Brown'], ['nameless', null, null], ['eve', 'Eve', 'Ädams'], ['bob', 'Bob', 'Zeller'],
    ] as const;
    for (const [tag, first_name, last_name] of joined) {
      const [row] = await t.deps.db
        .insert(users)
        .values({ email: `order${made}-${tag}@example.com`, password_hash: 'x', type: 'GUEST', status: 'ACTIVE', first_name, last_name })
        .returning({ id: users.id });
      await t.deps.db.insert(userTeams).values({ user_id: row!.id, team_id: owner.id });
    }
    const listed = (await t.gql(TEAM_USERS, {}, people.Amy!.token)).data.teamUsers.map((u: { email: string }) => u.email);
    expect(listed).toEqual([`team${made}-owner@example.com`, ...['eve', 'zoe', 'carl', 'bob', 'nameless'].map((tag) => `order${made}-${tag}@example.com`)]);
  });

  it('orders by name and answers in the same number of statements for 3 people or 30 with their associations', async () => {
    const { owner, people } = await makeTeam('COMPANY', [{ name: 'Zed' }, { name: 'Amy', role: 'admin' }]);
    expect((await t.gql(TEAM_USERS, {}, owner.token)).data.teamUsers.map((u: { firstName: string }) => u.firstName)).toEqual(['Amy', 'Zed']);
    const small = await countStatements(t.deps.db, () => t.gql(TEAM_USERS, {}, people.Amy!.token));
    expect(small.result.data.teamUsers.map((u: { firstName: string }) => u.firstName)).toEqual(['Olive', 'Zed']);
    const ids: number[] = [];
    for (let i = 0; i < 27; i++) {
      const [row] = await t.deps.db
        .insert(users)
        .values({ email: `crowd${made}-${i}@example.com`, password_hash: 'x', type: 'GUEST', status: 'ACTIVE', first_name: `P${String(i).padStart(2, '0')}` })
        .returning({ id: users.id });
      ids.push(row!.id);
    }
    await t.deps.db.insert(userTeams).values(ids.map((id) => ({ user_id: id, team_id: owner.id })));
    await t.deps.db.insert(teamUserAssociations).values(ids.flatMap((id, i) => [ids[(i + 1) % ids.length]!, ids[(i + 2) % ids.length]!].map((a) => ({ team_id: owner.id, user_id: id, associate_id: a }))));
    const large = await countStatements(t.deps.db, () => t.gql(TEAM_USERS, {}, people.Amy!.token));
    expect(large.result.data.teamUsers).toHaveLength(29);
    expect(large.result.data.teamUsers.find((u: { userId: string }) => u.userId === String(ids[0])).associateIds).toEqual(
      [ids[1], ids[2]].map(String),
    );
    expect(large.statements).toBe(small.statements);
    expect(small.statements).toBeLessThanOrEqual(3);
  });
});

describe('updateTeamUser', () => {
  it('changes the Access Level and posting of a guest, audited; the same values again write nothing', async () => {
    const { owner, people } = await makeTeam('COMPANY', [{ name: 'Mia' }]);
    const mia = people.Mia!;
    const res = await t.gql(UPDATE, { userId: String(mia.id), role: 'admin' }, owner.token);
    expect(res.data.updateTeamUser).toMatchObject({ userId: String(mia.id), role: 'admin', canPostJobs: false });
    await t.gql(UPDATE, { userId: String(mia.id), canPostJobs: true }, owner.token);
    expect(await membership(mia.id, owner.id)).toMatchObject({ role: 'admin', can_post_jobs: true });
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'team.member.update')).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(entry).toMatchObject({ actor_id: owner.id, target_id: mia.id, details: { teamId: owner.id, canPostJobs: [false, true] } });

    const version = await versionOf(mia.id, owner.id);
    const audits = await auditCount(owner.id);
    const again = await t.gql(UPDATE, { userId: String(mia.id), role: 'admin', canPostJobs: true }, owner.token);
    expect(again.data.updateTeamUser).toMatchObject({ role: 'admin', canPostJobs: true });
    expect(await versionOf(mia.id, owner.id)).toEqual(version);
    expect(await auditCount(owner.id)).toBe(audits);
  });

  it('lets a guest admin manage the other guests, admins included; a demoted admin is refused at the next request', async () => {
    const { owner, people } = await makeTeam('COMPANY', [{ name: 'Ann', role: 'admin' }, { name: 'Bob', role: 'admin' }]);
    const res = await t.gql(UPDATE, { userId: String(people.Bob!.id), role: 'member' }, people.Ann!.token);
    expect(res.data.updateTeamUser.role).toBe('member');
    expect(codeOf(await t.gql(TEAM_USERS, {}, people.Bob!.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(UPDATE, { userId: String(people.Ann!.id), role: 'member' }, people.Bob!.token))).toBe('FORBIDDEN');
    expect(await membership(people.Ann!.id, owner.id)).toMatchObject({ role: 'admin' });
  });

  it("refuses the owner's row and the viewer's own, and changes nothing", async () => {
    const { owner, people } = await makeTeam('AGENCY', [{ name: 'Ann', role: 'admin', canPost: true }]);
    const ann = people.Ann!;
    const before = [await membership(owner.id, owner.id), await membership(ann.id, owner.id)];
    const attempts: [string, Record<string, unknown>, string, string][] = [
      [UPDATE, { userId: String(owner.id), role: 'member' }, ann.token, TEAM_MEMBER_MSG.owner],
      [UPDATE, { userId: String(owner.id), canPostJobs: false }, ann.token, TEAM_MEMBER_MSG.owner],
      [REMOVE, { userId: String(owner.id) }, ann.token, TEAM_MEMBER_MSG.owner],
      [SYNC, { userId: String(owner.id), ids: [String(ann.id)] }, ann.token, TEAM_MEMBER_MSG.owner],
      [UPDATE, { userId: String(owner.id), role: 'admin' }, owner.token, TEAM_MEMBER_MSG.owner],
      [REMOVE, { userId: String(owner.id) }, owner.token, TEAM_MEMBER_MSG.owner],
      [UPDATE, { userId: String(ann.id), role: 'member' }, ann.token, TEAM_MEMBER_MSG.self],
      [UPDATE, { userId: String(ann.id), canPostJobs: false }, ann.token, TEAM_MEMBER_MSG.self],
      [REMOVE, { userId: String(ann.id) }, ann.token, TEAM_MEMBER_MSG.self],
      [SYNC, { userId: String(ann.id), ids: [String(owner.id)] }, ann.token, TEAM_MEMBER_MSG.self],
    ];
    for (const [query, variables, token, message] of attempts) {
      const res = await t.gql(query, variables, token);
      expect(res.errors?.[0], JSON.stringify(variables)).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
    }
    expect([await membership(owner.id, owner.id), await membership(ann.id, owner.id)]).toEqual(before);
    expect(await associationsIn(owner.id)).toEqual([]);
    expect(await auditCount(owner.id)).toBe(0);
  });

  it("refuses a role that is not Admin or Member, on its field, and another team's person as NOT_FOUND", async () => {
    const { owner, people } = await makeTeam('COMPANY', [{ name: 'Mia' }]);
    const bad = await t.gql(UPDATE, { userId: String(people.Mia!.id), role: 'owner' }, owner.token);
    expect(bad.errors[0]).toMatchObject({ message: TEAM_MEMBER_MSG.role, extensions: { code: 'BAD_USER_INPUT', fields: { role: TEAM_MEMBER_MSG.role } } });
    const elsewhere = await t.gql(UPDATE, { userId: String(demo.member), role: 'admin' }, owner.token);
    expect(elsewhere.errors[0]).toMatchObject({ message: TEAM_MEMBER_MSG.notFound, extensions: { code: 'NOT_FOUND' } });
    expect(await membership(demo.member, demo.owner)).toMatchObject({ role: 'member' });
    expect(codeOf(await t.gql(UPDATE, { userId: 'abc', role: 'admin' }, owner.token))).toBe('BAD_USER_INPUT');
  });

  it("works the same in an agency's team", async () => {
    const { owner, people } = await makeTeam('AGENCY', [{ name: 'Ann' }, { name: 'Bob' }]);
    expect((await t.gql(UPDATE, { userId: String(people.Ann!.id), role: 'admin', canPostJobs: true }, owner.token)).data.updateTeamUser)
      .toMatchObject({ role: 'admin', canPostJobs: true });
    expect((await t.gql(SYNC, { userId: String(people.Bob!.id), ids: [String(people.Ann!.id)] }, people.Ann!.token)).data.syncTeamUserAssociations)
      .toEqual({ userId: String(people.Bob!.id), associateIds: [String(people.Ann!.id)] });
    expect((await t.gql(REMOVE, { userId: String(people.Bob!.id) }, people.Ann!.token)).data.removeTeamUser).toBe(true);
    expect(await membership(people.Bob!.id, owner.id)).toBeUndefined();
    expect(await associationsIn(owner.id)).toEqual([]);
  });
});

describe('syncTeamUserAssociations', () => {
  it('replaces the list, ignores repeats, writes only the difference, and feeds the member\'s dashboard', async () => {
    const { owner, people } = await makeTeam('COMPANY', [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cat' }]);
    const [ann, bob, cat] = [people.Ann!, people.Bob!, people.Cat!];
    await opportunityFixtures(t).grant(owner.id, 2);
    const forBob = (await t.gql(ADD, { input: jobInput(ref, { title: 'For Bob', created_by: String(bob.id) }) }, owner.token)).data.addOpportunity.id;
    const dashboard = async () =>
      (await t.gql(LIST, { target: 'JOB', closed: false }, ann.token)).data.teamOpportunities.data.map((p: { id: string }) => p.id);
    expect(await dashboard()).toEqual([]);

    const first = await t.gql(SYNC, { userId: String(ann.id), ids: [String(bob.id), String(bob.id), String(owner.id)] }, owner.token);
    expect(first.data.syncTeamUserAssociations.associateIds.sort()).toEqual([String(owner.id), String(bob.id)].sort());
    expect(await dashboard()).toEqual([forBob]);
    await t.gql(SYNC, { userId: String(ann.id), ids: [String(bob.id), String(cat.id)] }, owner.token);
    expect(await associationsIn(owner.id)).toEqual([`${ann.id}>${bob.id}`, `${ann.id}>${cat.id}`].sort());
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'team.member.associations')).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(entry).toMatchObject({ actor_id: owner.id, target_id: ann.id, details: { teamId: owner.id, added: [cat.id], removed: [owner.id] } });

    const audits = await auditCount(owner.id);
    await t.gql(SYNC, { userId: String(ann.id), ids: [String(cat.id), String(bob.id)] }, owner.token);
    expect(await auditCount(owner.id)).toBe(audits);
    await t.gql(SYNC, { userId: String(ann.id), ids: [] }, owner.token);
    expect(await dashboard()).toEqual([]);
  });

  it('refuses the member themself, anyone outside the team and a list longer than the team, and keeps the list', async () => {
    const { owner, people } = await makeTeam('COMPANY', [{ name: 'Ann' }, { name: 'Bob' }]);
    const [ann, bob] = [people.Ann!, people.Bob!];
    await t.gql(SYNC, { userId: String(ann.id), ids: [String(bob.id)] }, owner.token);
    for (const ids of [[ann.id], [bob.id, demo.member], [demo.freelancer], [bob.id, owner.id, ann.id, demo.owner, demo.agency]]) {
      const res = await t.gql(SYNC, { userId: String(ann.id), ids: ids.map(String) }, owner.token);
      expect(res.errors?.[0], JSON.stringify(ids)).toMatchObject({
        message: TEAM_MEMBER_MSG.associate, extensions: { code: 'BAD_USER_INPUT', fields: { associateIds: TEAM_MEMBER_MSG.associate } },
      });
    }
    expect(codeOf(await t.gql(SYNC, { userId: String(ann.id), ids: ['x'] }, owner.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(SYNC, { userId: String(demo.member), ids: [] }, owner.token))).toBe('NOT_FOUND');
    expect(await associationsIn(owner.id)).toEqual([`${ann.id}>${bob.id}`]);
  });
});

describe('removeTeamUser', () => {
  it("removes the membership and the associations both ways; the posts stay; the removed member's next request is refused", async () => {
    const { owner, people } = await makeTeam('COMPANY', [{ name: 'Ann', canPost: true }, { name: 'Bob' }, { name: 'Cat' }]);
    const [ann, bob, cat] = [people.Ann!, people.Bob!, people.Cat!];
    await opportunityFixtures(t).grant(owner.id, 1);
    const post = Number((await t.gql(ADD, { input: jobInput(ref, { title: 'By Ann' }) }, ann.token)).data.addOpportunity.id);
    const f = opportunityFixtures(t);
    await f.associate(owner.id, ann.id, bob.id);
    await f.associate(owner.id, bob.id, ann.id);
    await f.associate(owner.id, cat.id, ann.id);
    await f.associate(owner.id, bob.id, cat.id);
    // Ann's session is live, and works.
    expect(codeOf(await t.gql(LIST, { target: 'JOB', closed: false }, ann.token))).toBe('OK');

    expect((await t.gql(REMOVE, { userId: String(ann.id) }, owner.token)).data.removeTeamUser).toBe(true);
    expect(await membership(ann.id, owner.id)).toBeUndefined();
    expect(await associationsIn(owner.id)).toEqual([`${bob.id}>${cat.id}`]);
    const [kept] = await t.deps.db.select({ created_by: opportunities.created_by, team_id: opportunities.team_id }).from(opportunities).where(eq(opportunities.id, post));
    expect(kept).toEqual({ created_by: ann.id, team_id: owner.id });
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'team.member.remove')).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(entry).toMatchObject({ actor_id: owner.id, target_id: ann.id, details: { teamId: owner.id, role: 'member', associations: 3 } });

    // The same session, next request: no team, and the team's pages refuse her.
    expect((await t.gql(ME, {}, ann.token)).data.me).toMatchObject({ teamUser: null, teams: [] });
    expect(codeOf(await t.gql(LIST, { target: 'JOB', closed: false }, ann.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(ADD, { input: jobInput(ref) }, ann.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(REMOVE, { userId: String(ann.id) }, owner.token))).toBe('NOT_FOUND');
  });

  it("refuses a removed guest admin's next request, and makes another of their teams the active one", async () => {
    const { owner, people } = await makeTeam('COMPANY', [{ name: 'Ann', role: 'admin' }, { name: 'Bob', role: 'admin' }]);
    const ann = people.Ann!;
    // Ann is also a member of an agency's team (not her active one).
    const agency = (await makeTeam('AGENCY', [])).owner;
    await t.deps.db.insert(userTeams).values({ user_id: ann.id, team_id: agency.id, role: 'member', active: false });
    expect(codeOf(await t.gql(TEAM_USERS, {}, ann.token))).toBe('OK');
    expect((await t.gql(REMOVE, { userId: String(ann.id) }, people.Bob!.token)).data.removeTeamUser).toBe(true);
    expect(await membership(ann.id, owner.id)).toBeUndefined();
    expect(codeOf(await t.gql(TEAM_USERS, {}, ann.token))).toBe('FORBIDDEN');
    expect((await t.gql(ME, {}, ann.token)).data.me).toMatchObject({
      teamUser: { team_id: String(agency.id), role: 'member' },
      teams: [{ team_id: String(agency.id), active: true }],
    });
  });
});

describe('concurrent changes to one team', () => {
  it('20 demotions and removals at once: the owner stays admin, each pair of rivals has one winner, nothing half-removed', async () => {
    const admins = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'];
    const members = ['M1', 'M2', 'M3', 'M4', 'M5', 'M6'];
    const { owner, people } = await makeTeam('COMPANY', [
      ...admins.map((name) => ({ name, role: 'admin' as const })),
      ...members.map((name) => ({ name })),
    ]);
    const p = (name: string) => people[name]!;
    const f = opportunityFixtures(t);
    for (const [a, b] of [['M1', 'M2'], ['M2', 'A1'], ['A2', 'M1'], ['M5', 'M3'], ['M6', 'M4'], ['A3', 'A4'], ['A4', 'A3']]) {
      await f.associate(owner.id, p(a!).id, p(b!).id);
    }
    const op = (query: string, variables: Record<string, unknown>, by: Person) => ({ query, variables, token: by.token });
    const id = (name: string) => String(p(name).id);
    const ops = [
      // Rivals: each removes or demotes the other at the same moment.
      op(REMOVE, { userId: id('A2') }, p('A1')), op(REMOVE, { userId: id('A1') }, p('A2')),
      op(REMOVE, { userId: id('A4') }, p('A3')), op(REMOVE, { userId: id('A3') }, p('A4')),
      op(UPDATE, { userId: id('A6'), role: 'member' }, p('A5')), op(UPDATE, { userId: id('A5'), role: 'member' }, p('A6')),
      // At the owner (A7 is left alone by the others, so its refusals give the owner's reason).
      op(UPDATE, { userId: String(owner.id), role: 'member' }, p('A7')), op(REMOVE, { userId: String(owner.id) }, p('A7')),
      op(UPDATE, { userId: String(owner.id), canPostJobs: false }, p('A7')),
      // The owner clears the members out while admins work on them.
      op(REMOVE, { userId: id('M1') }, owner), op(REMOVE, { userId: id('M2') }, owner), op(REMOVE, { userId: id('M3') }, owner),
      op(REMOVE, { userId: id('M4') }, owner), op(UPDATE, { userId: id('A8'), role: 'member' }, owner),
      op(SYNC, { userId: id('M5'), ids: [id('M1'), id('M2'), id('M6')] }, p('A7')),
      op(UPDATE, { userId: id('M1'), role: 'admin' }, p('A8')),
      op(REMOVE, { userId: id('M6') }, p('A8')),
      op(SYNC, { userId: id('M6'), ids: [id('M3'), id('M4')] }, p('A7')),
      op(UPDATE, { userId: id('M5'), canPostJobs: true }, p('A7')),
      op(UPDATE, { userId: id('M5'), role: 'admin' }, owner),
    ];
    expect(ops).toHaveLength(20);
    const results = await Promise.all(ops.map((o) => t.gql(o.query, o.variables, o.token)));
    const codes = results.map(codeOf);
    expect(codes.filter((c) => !['OK', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT'].includes(c)), JSON.stringify(results)).toEqual([]);
    // The attempts at the owner are refused with the reason.
    expect(results.slice(6, 9).map((r) => r.errors?.[0]?.message)).toEqual([TEAM_MEMBER_MSG.owner, TEAM_MEMBER_MSG.owner, TEAM_MEMBER_MSG.owner]);
    // The owner's own removals and demotions all happen.
    expect(codes.slice(9, 14)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
    expect(codes[19]).toBe('OK');

    const rows = await t.deps.db.select().from(userTeams).where(eq(userTeams.team_id, owner.id));
    const role = (name: string) => rows.find((r) => r.user_id === p(name).id)?.role;
    expect(rows.find((r) => r.user_id === owner.id)).toMatchObject({ role: 'admin', can_post_jobs: true });
    // Exactly one of each pair of rivals won.
    expect([role('A1'), role('A2')].filter(Boolean)).toHaveLength(1);
    expect([role('A3'), role('A4')].filter(Boolean)).toHaveLength(1);
    expect([role('A5'), role('A6')].filter((r) => r === 'admin')).toHaveLength(1);
    expect([codes[0], codes[1]].sort()).toEqual(['FORBIDDEN', 'OK']);
    expect([codes[2], codes[3]].sort()).toEqual(['FORBIDDEN', 'OK']);
    expect(['M1', 'M2', 'M3', 'M4'].map(role)).toEqual([undefined, undefined, undefined, undefined]);
    // No association names anyone who is no longer in the team, either way.
    const inTeam = new Set(rows.map((r) => r.user_id));
    const links = await t.deps.db.select().from(teamUserAssociations).where(eq(teamUserAssociations.team_id, owner.id));
    expect(links.filter((a) => !inTeam.has(a.user_id) || !inTeam.has(a.associate_id))).toEqual([]);
    // Each person removed has no membership left and no active flag dangling.
    const removed = Object.values(people).filter((x) => !inTeam.has(x.id)).map((x) => x.id);
    const leftovers = await t.deps.db
      .select()
      .from(teamUserAssociations)
      .where(or(...removed.map((rid) => or(eq(teamUserAssociations.user_id, rid), eq(teamUserAssociations.associate_id, rid)))));
    expect(leftovers).toEqual([]);
    // Every successful change is audited, once.
    const changes = results.filter((r) => r.data && (r.data.removeTeamUser || r.data.updateTeamUser || r.data.syncTeamUserAssociations)).length;
    expect(await auditCount(owner.id)).toBe(changes);
  });
});
