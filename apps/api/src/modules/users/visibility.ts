import DataLoader from 'dataloader';
import { isPlatformAdmin, scopesOf } from '@mp/domain';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { UserShape } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { holdsConsole, policySubject, type Membership, type Viewer } from '../../viewer/viewer.js';
import { hasAppliedToTeam } from './policy.js';

/**
 * Who sees which field of a person (decision 0017). Three pieces of data:
 * - RELATIONS: how the viewer stands to the person, computed once per (viewer, person) per request;
 * - AUDIENCES: every User field in exactly one named audience, and which relations read that audience
 *   (`true`, or only when a CONDITION on the person holds);
 * - CONDITIONS: facts about the person (listed publicly, browsable by employers).
 * The User type (schema.ts) applies it per field: a field the viewer may not read resolves to null.
 */

export const RELATIONS = [
  /** The person is the viewer (or the answer that hands out the person's new session: login, register). */
  'self',
  /** The viewer is a platform administrator. */
  'admin',
  /** The person is a team account (company or agency) and the viewer is an admin member of that team. */
  'teamAdmin',
  /** The viewer and the person are in one team (either may be the team account). */
  'teammate',
  /** The person applied to a post of a company team the viewer belongs to (hasAppliedToTeam). */
  'employerOfApplicant',
  /** The viewer acts for a company team and is ACTIVE: an employer browsing profiles. */
  'employer',
  /** Any signed-in viewer. */
  'signedIn',
  /** Anyone, visitors included. */
  'anyone',
] as const;
export type Relation = (typeof RELATIONS)[number];

/** What the conditions read of the person. */
export type PersonFacts = Pick<UserRow, 'id' | 'type' | 'status' | 'privacy' | 'email_verified_at'>;

export const CONDITIONS = {
  /**
   * An approved business account shown publicly: a COMPANY, or an AGENCY whose privacy is ACTIVE and whose email
   * is verified (an unverified agency works but is not listed, decision 0050).
   */
  listed: (p: PersonFacts) =>
    p.status === 'ACTIVE' &&
    (p.type === 'COMPANY' || (p.type === 'AGENCY' && p.privacy === 'ACTIVE' && p.email_verified_at != null)),
  /** An approved freelancer or agency whose privacy is ACTIVE: employers may browse the profile. */
  browsable: (p: PersonFacts) =>
    p.status === 'ACTIVE' && (p.type === 'FREELANCER' || p.type === 'AGENCY') && p.privacy === 'ACTIVE',
  /** An approved COMPANY account: its address is on company-profile/{id} (login required). */
  company: (p: PersonFacts) => p.status === 'ACTIVE' && p.type === 'COMPANY',
} as const;

/**
 * An agency the marketplace shows, and whose case studies others may read: `listed`, of an agency account not
 * deleted. marketplace/service.ts `listedAgency` is this rule as SQL, so a page of cards is one statement.
 */
export const isListedAgency = (a: PersonFacts & Pick<UserRow, 'deleted_at'>) =>
  a.type === 'AGENCY' && a.deleted_at === null && CONDITIONS.listed(a);
export type Condition = keyof typeof CONDITIONS;

type Readers = Partial<Record<Relation, true | Condition>>;
interface AudienceSpec {
  fields: readonly string[];
  readers: Readers;
}

const SELF_AND_ADMIN = { self: true, admin: true } as const;

/** The table of decision 0017, as data: each User field is in exactly one audience. */
export const AUDIENCES = {
  /** Whoever is handed the record (the operation that returns it decides that). */
  identity: {
    fields: ['id', 'type'],
    readers: { anyone: true },
  },
  /** The public card: a business account's to everyone, a person's to those who may see them at all. */
  card: {
    fields: [
      'name', 'first_name', 'last_name', 'company', 'agency_name', 'position', 'jobtitle', 'avatar', 'bio',
      'description', 'website', 'location', 'agency_location', 'agency_locations', 'city', 'state', 'country', 'vetted',
      // The services an agency offers (modules/agency-profile): on its marketplace card.
      'services',
    ],
    readers: {
      ...SELF_AND_ADMIN, teamAdmin: true, teammate: true, employerOfApplicant: true,
      employer: 'browsable', anyone: 'listed',
    },
  },
  /** What employers browsing see of a freelancer or agency, beyond the card. */
  profile: {
    fields: [
      'pronouns', 'language', 'supporting_url', 'looking_for', 'salary_currency', 'minimum_salary',
      'maximum_salary', 'salary_unit', 'start_date', 'notice_period', 'budget_currency', 'budget_min', 'budget_max',
      // Education and experience (modules/history).
      'educations', 'experiences',
      // The profile form's lists (modules/freelancer-profile).
      'industries', 'genres', 'skills', 'qualifications', 'job_type', 'working_hours',
      // The onboarding lists (modules/freelancer-onboarding).
      'job_levels', 'languages', 'positions', 'notice_period_unit', 'start_timing',
    ],
    readers: { ...SELF_AND_ADMIN, employerOfApplicant: true, employer: 'browsable' },
  },
  /** What only the employer the person applied to sees (with the CV, when it comes). */
  applicant: {
    fields: [
      'linkedin', 'referee_1', 'referee_2', 'payroll_status',
      // CVs and supporting documents (modules/files: the same readers download them).
      'resumes', 'activeResume', 'documents',
    ],
    readers: { ...SELF_AND_ADMIN, employerOfApplicant: true },
  },
  /** Ways to reach the person: their team, and the employer they applied to (the applicants table). */
  contact: {
    fields: ['email', 'phone', 'phone_secondary', 'contact_email'],
    readers: { ...SELF_AND_ADMIN, teamAdmin: true, teammate: true, employerOfApplicant: true },
  },
  /** The street address: a company's is on its profile page; a person's home address stays theirs. */
  address: {
    fields: ['address_1', 'address_2', 'zip'],
    readers: { ...SELF_AND_ADMIN, teamAdmin: true, signedIn: 'company' },
  },
  /** The account's billing, invoice and card details (the spec lists can_use_logo with them). */
  billing: {
    fields: [
      'billing_address_1', 'billing_address_2', 'billing_city', 'billing_state', 'billing_country', 'billing_zip',
      'invoice_company', 'invoice_address_1', 'invoice_address_2', 'invoice_city', 'invoice_state',
      'invoice_country', 'invoice_zip', 'invoice_phone', 'invoice_email', 'pm_type', 'pm_last_four',
      'is_payment_active', 'can_use_logo',
    ],
    readers: { ...SELF_AND_ADMIN, teamAdmin: true },
  },
  /** Sensitive and personal data, settings, account state and memberships. */
  private: {
    fields: [
      'status', 'created_at', 'ethnicity', 'right_to_work', 'hear_us', 'hear_us_additional', 'privacy', 'send_email',
      'send_text_notification', 'notification_frequency', 'isProfileComplete', 'teams', 'teamUser', 'teamType',
      'teamOwner', 'email_verified',
    ],
    readers: SELF_AND_ADMIN,
  },
  /**
   * What the console alone reads of an account, to run it: whether the company is verified (its lists' badge and
   * filter) and trusted to post without the first posts' review. The company reads its verification elsewhere.
   */
  console: {
    fields: ['company_verified', 'trusted_poster'],
    readers: { admin: true },
  },
  /** The session itself: never anyone else's, not even an administrator's. */
  session: {
    fields: ['access_token', 'impersonator'],
    readers: { self: true },
  },
} as const satisfies Record<string, AudienceSpec>;
export type Audience = keyof typeof AUDIENCES;
export type UserField = (typeof AUDIENCES)[Audience]['fields'][number];

/** The audience of each User field (the inverse of AUDIENCES). */
export const AUDIENCE_OF = Object.fromEntries(
  (Object.entries(AUDIENCES) as [Audience, AudienceSpec][]).flatMap(([audience, { fields }]) =>
    fields.map((field) => [field, audience]),
  ),
) as Record<UserField, Audience>;

/** Whether a viewer with these relations to the person may read this audience. Pure: the table decides. */
export function mayRead(audience: Audience, relations: ReadonlySet<Relation>, person: PersonFacts): boolean {
  const readers: Readers = AUDIENCES[audience].readers;
  return (Object.entries(readers) as [Relation, true | Condition][]).some(
    ([relation, grant]) => relations.has(relation) && (grant === true || CONDITIONS[grant](person)),
  );
}

const VISITOR: ReadonlySet<Relation> = new Set(['anyone']);
const SELF: ReadonlySet<Relation> = new Set(['self', 'signedIn', 'anyone']);

/**
 * The relations of one viewer to one person, from the two sides' team memberships. Pure.
 * An administrator's relation stops at `admin`: it already reads every audience but the session.
 */
export function relationsOf(input: {
  viewer: Viewer;
  viewerTeams: Membership[];
  person: Pick<UserRow, 'id'>;
  personTeams: Membership[];
  appliedToViewersTeam: boolean;
}): ReadonlySet<Relation> {
  const { viewer, viewerTeams, person, personTeams } = input;
  const relations = new Set<Relation>(['signedIn', 'anyone']);
  if (viewer.user.id === person.id) relations.add('self');
  // The console's reading needs a second factor proved on the session, as the console does (decision 0064).
  if (viewer.user.type === 'ADMIN') return holdsConsole(viewer) ? relations.add('admin') : relations;
  const teamIds = new Set(viewerTeams.map((m) => m.team_id));
  if (viewerTeams.some((m) => m.role === 'admin' && m.team_id === person.id)) relations.add('teamAdmin');
  if (teamIds.has(person.id) || personTeams.some((m) => teamIds.has(m.team_id))) relations.add('teammate');
  if (input.appliedToViewersTeam) relations.add('employerOfApplicant');
  const scopes = scopesOf(policySubject({ ...viewer, memberships: viewerTeams }));
  if (scopes.company && scopes.active) relations.add('employer');
  return relations;
}

/**
 * The request's loader of relations (graphql/context.ts): one per person however many fields ask, batched
 * so that a list of people costs one memberships query and one applications query, not one per person.
 */
export function createRelationLoader(
  db: Db,
  viewer: Viewer | null,
  membershipsByUser: DataLoader<number, Membership[]>,
): DataLoader<PersonFacts, ReadonlySet<Relation>, number> {
  return new DataLoader<PersonFacts, ReadonlySet<Relation>, number>(
    async (people) => {
      if (!viewer) return people.map(() => VISITOR);
      const viewerTeams = await membershipsByUser.load(viewer.user.id);
      const others = people.filter((p) => p.id !== viewer.user.id && !isPlatformAdmin(viewer.user));
      // Without a team the viewer has no teammates and no applicants: no query.
      const needTeams = viewerTeams.length > 0 && others.length > 0;
      const companySeats = viewerTeams.filter((m) => m.team.type === 'COMPANY');
      const ids = others.map((p) => p.id);
      const [theirTeams, applied] = await Promise.all([
        needTeams ? membershipsByUser.loadMany(ids) : Promise.resolve([]),
        needTeams && companySeats.length > 0 ? hasAppliedToTeam(db, ids, companySeats) : Promise.resolve([]),
      ]);
      const byId = new Map(
        others.map((p, i) => {
          const teams = theirTeams[i];
          if (teams instanceof Error) throw teams;
          return [p.id, { personTeams: teams ?? [], applied: applied[i] ?? false }] as const;
        }),
      );
      return people.map((person) =>
        relationsOf({
          viewer,
          viewerTeams,
          person,
          personTeams: byId.get(person.id)?.personTeams ?? [],
          appliedToViewersTeam: byId.get(person.id)?.applied ?? false,
        }),
      );
    },
    { cacheKeyFn: (p) => p.id },
  );
}

const RELATIONS_LOADER = Symbol('relations to the viewer');

/** The viewer's relations to the person in this request (worked out once per person per request). */
export function relationsTo(ctx: GraphQLContext, person: UserShape): Promise<ReadonlySet<Relation>> {
  // Only login, register and impersonation put a token on the record: the one who receives it is the person.
  if (person.access_token) return Promise.resolve(SELF);
  const loader = ctx.memo(RELATIONS_LOADER, () => createRelationLoader(ctx.deps.db, ctx.viewer, ctx.loaders.membershipsByUser));
  return loader.load(person);
}

/** Whether the viewer may read this field of the person (the User type's per-field check). */
export async function canReadField(ctx: GraphQLContext, person: UserShape, field: UserField): Promise<boolean> {
  return mayRead(AUDIENCE_OF[field], await relationsTo(ctx, person), person);
}

/**
 * canViewUser: the record is handed out by `user(id)` when the viewer may read the person's card: their own,
 * an administrator any, teammates each other, an employer a browsable profile or an applicant, anyone a
 * listed business account.
 */
export async function canViewUser(ctx: GraphQLContext, person: UserShape): Promise<boolean> {
  return mayRead('card', await relationsTo(ctx, person), person);
}
