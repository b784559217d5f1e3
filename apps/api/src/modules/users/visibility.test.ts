import DataLoader from 'dataloader';
import type { GraphQLField, GraphQLObjectType } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { schema } from '../../schema.js';
import type { Membership, Viewer } from '../../viewer/viewer.js';

// The applications check reads the database; these unit tests have none: nobody applied.
vi.mock('./policy.js', () => ({ hasAppliedToTeam: async (_db: unknown, ids: readonly number[]) => ids.map(() => false) }));
import {
  AUDIENCE_OF,
  AUDIENCES,
  createRelationLoader,
  mayRead,
  relationsOf,
  RELATIONS,
  type Audience,
  type PersonFacts,
  type Relation,
} from './visibility.js';

const userType = schema.getType('User') as GraphQLObjectType;
const userFields = Object.values(userType.getFields() as Record<string, GraphQLField<unknown, unknown>>);
const optionsOf = (field: GraphQLField<unknown, unknown>) =>
  (field.extensions as { pothosOptions?: { authScopes?: unknown; unauthorizedResolver?: unknown } }).pothosOptions ?? {};
// By the printed type, not instanceof: the schema may come from another copy of graphql (ESM and CommonJS).
const isNonNull = (field: GraphQLField<unknown, unknown>) => String(field.type).endsWith('!');

describe('the table covers the User type', () => {
  it('puts every User field in exactly one audience, and names no field the type lacks', () => {
    const listed = Object.values(AUDIENCES).flatMap((a) => [...a.fields]);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(userFields.map((f) => f.name).sort());
  });

  it('applies each field its audience: identity fields for anyone, every other one checked and nullable', () => {
    for (const field of userFields) {
      const options = optionsOf(field);
      if (AUDIENCE_OF[field.name as keyof typeof AUDIENCE_OF] === 'identity') {
        expect(options.authScopes, field.name).toEqual({ public: true });
        expect(isNonNull(field), field.name).toBe(true);
      } else {
        expect(typeof options.authScopes, field.name).toBe('function');
        expect(typeof options.unauthorizedResolver, field.name).toBe('function');
        expect(isNonNull(field), field.name).toBe(false);
      }
    }
  });

  it('never shows password hashes or token secrets', () => {
    const names = userFields.map((f) => f.name);
    expect(names).not.toContain('password_hash');
    expect(names).not.toContain('google_id');
    expect(AUDIENCE_OF.access_token).toBe('session');
  });
});

/**
 * Decision 0017's table, row by row (a viewer who holds that relation, besides `signedIn` and `anyone`) and
 * column by column (an audience): Y reads, absent does not, or the conditions on the person under which it reads.
 */
type Cell = 'Y' | readonly Cond[];
type Cond = 'listed' | 'browsable' | 'company';
const PUBLIC_CARD = { identity: 'Y', card: ['listed'] } as const;
const TABLE: Record<Relation, Partial<Record<Audience, Cell>>> = {
  self: { identity: 'Y', card: 'Y', profile: 'Y', applicant: 'Y', contact: 'Y', address: 'Y', billing: 'Y', private: 'Y', session: 'Y' },
  admin: { identity: 'Y', card: 'Y', profile: 'Y', applicant: 'Y', contact: 'Y', address: 'Y', billing: 'Y', private: 'Y', console: 'Y' },
  teamAdmin: { identity: 'Y', card: 'Y', contact: 'Y', address: 'Y', billing: 'Y' },
  teammate: { identity: 'Y', card: 'Y', contact: 'Y', address: ['company'] },
  employerOfApplicant: { identity: 'Y', card: 'Y', profile: 'Y', applicant: 'Y', contact: 'Y', address: ['company'] },
  employer: { identity: 'Y', card: ['browsable', 'listed'], profile: ['browsable'], address: ['company'] },
  signedIn: { ...PUBLIC_CARD, address: ['company'] },
  anyone: PUBLIC_CARD,
};

const VERIFIED = new Date('2026-01-01T00:00:00Z');
const person = (type: string, privacy = 'ACTIVE', status = 'ACTIVE', email_verified_at: Date | null = VERIFIED): PersonFacts =>
  ({ id: 99, type, privacy, status, email_verified_at }) as PersonFacts;
const PEOPLE = {
  company: person('COMPANY'),
  pendingCompany: person('COMPANY', 'ACTIVE', 'INACTIVE'),
  agency: person('AGENCY'),
  hiddenAgency: person('AGENCY', 'INACTIVE'),
  // An agency is listed once its email is verified (still browsable by employers signed in).
  unverifiedAgency: person('AGENCY', 'ACTIVE', 'ACTIVE', null),
  freelancer: person('FREELANCER'),
  hiddenFreelancer: person('FREELANCER', 'INACTIVE'),
  pendingFreelancer: person('FREELANCER', 'ACTIVE', 'INACTIVE'),
  guest: person('GUEST'),
  admin: person('ADMIN'),
};
const holds: Record<Cond, (p: PersonFacts) => boolean> = {
  listed: (p) =>
    p.status === 'ACTIVE' && (p.type === 'COMPANY' || (p.type === 'AGENCY' && p.privacy === 'ACTIVE' && p.email_verified_at !== null)),
  browsable: (p) => p.status === 'ACTIVE' && ['FREELANCER', 'AGENCY'].includes(p.type) && p.privacy === 'ACTIVE',
  company: (p) => p.status === 'ACTIVE' && p.type === 'COMPANY',
};

describe('mayRead follows the table', () => {
  for (const relation of RELATIONS) {
    it(relation, () => {
      const relations = new Set<Relation>(relation === 'anyone' ? ['anyone'] : [relation, 'signedIn', 'anyone']);
      for (const [who, p] of Object.entries(PEOPLE)) {
        for (const audience of Object.keys(AUDIENCES) as Audience[]) {
          const cell = TABLE[relation][audience];
          const expected = cell === 'Y' || (cell ?? []).some((c) => holds[c](p));
          expect(mayRead(audience, relations, p), `${relation} → ${who}.${audience}`).toBe(expected);
        }
      }
    });
  }
});

function membership(user_id: number, team_id: number, role: 'admin' | 'member', teamType = 'COMPANY'): Membership {
  return {
    id: user_id * 100 + team_id, user_id, team_id, role, active: true, can_post_jobs: role === 'admin',
    team: { id: team_id, type: teamType, first_name: null, last_name: null, company: null, agency_name: null, avatar: null },
  } as Membership;
}
function viewer(id: number, type: string, status = 'ACTIVE'): Viewer {
  return { user: { id, type, status } as Viewer['user'], tokenId: 1, impersonatorId: null, memberships: [] };
}
const sorted = (s: ReadonlySet<Relation>) => [...s].sort();

describe('relationsOf', () => {
  // Team 1 is the company account (its owner, user 1); user 2 a member; user 3 a guest admin; 4 a freelancer.
  const ownerTeams = [membership(1, 1, 'admin')];
  const memberTeams = [membership(2, 1, 'member')];
  const guestAdminTeams = [membership(3, 1, 'admin'), membership(3, 5, 'member', 'AGENCY')];

  it('a member is a teammate of the company account, not its team admin', () => {
    expect(sorted(relationsOf({ viewer: viewer(2, 'GUEST'), viewerTeams: memberTeams, person: { id: 1 }, personTeams: ownerTeams, appliedToViewersTeam: false })))
      .toEqual(['anyone', 'employer', 'signedIn', 'teammate']);
  });

  it("a guest admin of the team is the account's team admin; in the other team, a teammate only", () => {
    const ofCompany = relationsOf({ viewer: viewer(3, 'GUEST'), viewerTeams: guestAdminTeams, person: { id: 1 }, personTeams: ownerTeams, appliedToViewersTeam: false });
    expect(ofCompany.has('teamAdmin')).toBe(true);
    const ofAgency = relationsOf({ viewer: viewer(3, 'GUEST'), viewerTeams: guestAdminTeams, person: { id: 5 }, personTeams: [membership(5, 5, 'admin', 'AGENCY')], appliedToViewersTeam: false });
    expect(ofAgency.has('teamAdmin')).toBe(false);
    expect(ofAgency.has('teammate')).toBe(true);
  });

  it('the owner is a teammate of a member (a member has no billing of the team to show)', () => {
    const r = relationsOf({ viewer: viewer(1, 'COMPANY'), viewerTeams: ownerTeams, person: { id: 2 }, personTeams: memberTeams, appliedToViewersTeam: false });
    expect(sorted(r)).toEqual(['anyone', 'employer', 'signedIn', 'teammate']);
  });

  it('a freelancer is nobody in particular to a company; an applicant makes the employer one', () => {
    const stranger = relationsOf({ viewer: viewer(4, 'FREELANCER'), viewerTeams: [], person: { id: 1 }, personTeams: ownerTeams, appliedToViewersTeam: false });
    expect(sorted(stranger)).toEqual(['anyone', 'signedIn']);
    const applicant = relationsOf({ viewer: viewer(2, 'GUEST'), viewerTeams: memberTeams, person: { id: 4 }, personTeams: [], appliedToViewersTeam: true });
    expect(applicant.has('employerOfApplicant')).toBe(true);
  });

  it('an employer awaiting approval does not browse', () => {
    const r = relationsOf({ viewer: viewer(1, 'COMPANY', 'INACTIVE'), viewerTeams: ownerTeams, person: { id: 4 }, personTeams: [], appliedToViewersTeam: false });
    expect(r.has('employer')).toBe(false);
  });

  it('self, and an administrator whose session proved a second factor (decision 0064)', () => {
    expect(relationsOf({ viewer: viewer(4, 'FREELANCER'), viewerTeams: [], person: { id: 4 }, personTeams: [], appliedToViewersTeam: false }).has('self')).toBe(true);
    const admin = { ...viewer(9, 'ADMIN'), factorAt: new Date() };
    expect(sorted(relationsOf({ viewer: admin, viewerTeams: [], person: { id: 4 }, personTeams: [], appliedToViewersTeam: false })))
      .toEqual(['admin', 'anyone', 'signedIn']);
    // The password alone: no console, and no administrator's reading of people either.
    expect(sorted(relationsOf({ viewer: viewer(9, 'ADMIN'), viewerTeams: [], person: { id: 4 }, personTeams: [], appliedToViewersTeam: false })))
      .toEqual(['anyone', 'signedIn']);
  });
});

describe('createRelationLoader', () => {
  it('reads the memberships of the people loaded together in one batch, and the viewer from its cache', async () => {
    const batches: number[][] = [];
    const memberships = new DataLoader<number, Membership[]>(async (ids) => {
      batches.push([...ids]);
      return ids.map((id) => (id === 2 ? [membership(2, 1, 'member')] : id === 1 ? [membership(1, 1, 'admin')] : []));
    });
    const guestAdmin = viewer(3, 'GUEST');
    memberships.prime(3, [membership(3, 1, 'admin')]);
    const db = {} as never; // hasAppliedToTeam is replaced above
    const loader = createRelationLoader(db, guestAdmin, memberships);
    const people = [1, 2, 4].map((id) => ({ id, type: 'COMPANY', status: 'ACTIVE', privacy: 'ACTIVE' }) as PersonFacts);
    const [owner, member, other] = await Promise.all(people.map((p) => loader.load(p)));
    expect(batches).toEqual([[1, 2, 4]]);
    expect(owner!.has('teamAdmin')).toBe(true);
    expect(member!.has('teammate')).toBe(true);
    expect(other!.has('teammate')).toBe(false);
    // A second ask for the same person is answered from the request's cache.
    await loader.load(people[0]!);
    expect(batches).toHaveLength(1);
  });

  it('asks nothing for a viewer without a team, or a visitor', async () => {
    const load = vi.fn(async (ids: readonly number[]) => ids.map(() => [] as Membership[]));
    const memberships = new DataLoader<number, Membership[]>(load);
    memberships.prime(4, []);
    const person = { id: 1, type: 'COMPANY', status: 'ACTIVE', privacy: 'ACTIVE' } as PersonFacts;
    expect(sorted(await createRelationLoader({} as never, viewer(4, 'FREELANCER'), memberships).load(person))).toEqual(['anyone', 'signedIn']);
    expect(sorted(await createRelationLoader({} as never, null, memberships).load(person))).toEqual(['anyone']);
    expect(load).not.toHaveBeenCalled();
  });
});
