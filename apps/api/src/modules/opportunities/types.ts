import {
  APPLICATION_STATUSES, PIPELINE_STATUS_LABELS,
  CLOSE_REASONS, COMPENSATION_CURRENCIES, fullName, LOCATION_TYPES, locationTypeOf, OPPORTUNITY_TARGETS, ROLE_TYPES, WORKING_HOURS_KEYS,
  REVIEW_STATUSES, WORK_TERMS,
} from '@mp/domain';
import { builder, PUBLIC } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import { activeTeamId } from '../../viewer/viewer.js';
import { GenreType, IndustryType, JobLevelType, PositionType, ServiceType } from '../reference/types.js';
import { UserRef } from '../users/schema.js';
import { latestReviewOf, type LatestReview } from '../post-review/reads.js';
import { loadersOf } from './loaders.js';
import type { ApplicantContact, ApplicantListRecord, OpportunityRecord, TeamMemberRecord } from './queries.js';

/** The GraphQL types of posts and applicants; operations are in schema.ts. */

export const OpportunityTargetEnum = builder.enumType('OpportunityTarget', {
  values: OPPORTUNITY_TARGETS,
  description: 'JOB: a job opportunity; PROJECT: an agency project.',
});
export const LocationTypeEnum = builder.enumType('LocationType', {
  values: LOCATION_TYPES,
  description: 'How do you work? Stored as is_on_site / is_remote (HYBRID sets both).',
});
export const RoleTypeEnum = builder.enumType('RoleType', {
  values: ROLE_TYPES,
  description: 'Type of Role: the job types\' keys (allJobtypes). FREELANCE and BOTH show Duration and IR35.',
});
export const WorkingHoursEnum = builder.enumType('WorkingHoursKey', { values: WORKING_HOURS_KEYS, description: 'Working Hours: the workingHours keys.' });
export const CurrencyEnum = builder.enumType('CompensationCurrency', { values: COMPENSATION_CURRENCIES });
export const CompensationUnitEnum = builder.enumType('CompensationUnit', {
  values: ['DAY', 'YEAR'] as const,
  description: 'DAY (Day Rate, step 25) or YEAR (Year Rate, step 100, the default). Projects have none.',
});
export const CloseReasonEnum = builder.enumType('CloseReason', {
  values: CLOSE_REASONS,
  description: "Labels in @mp/domain CLOSE_REASON_LABELS: 'Filled elsewhere', 'Job postponed', 'Job no longer exists', 'Filled by applicant'.",
});

export const ReviewStatusEnum = builder.enumType('PostReviewStatus', {
  values: REVIEW_STATUSES,
  description: 'IN_REVIEW: waiting for an administrator before going live; REJECTED: not published (decision 0065).',
});
export const WorkTermEnum = builder.enumType('WorkTerm', { values: WORK_TERMS, description: "Reg. 27: an agency's ad says whether the work is temporary or permanent." });

const LatestReviewRef = builder.objectRef<LatestReview>('PostLatestReview').implement({
  authScopes: { company: true },
  description: "The post's latest review: what waits (the post, or an edit of the live post) or how it was decided.",
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'POST or EDIT.' }),
    status: t.exposeString('status', { description: 'PENDING, APPROVED or REJECTED.' }),
    reason: t.exposeString('reason', { nullable: true, description: "A rejection's reason." }),
    created_at: t.string({ resolve: (r) => r.created_at.toISOString() }),
  }),
});

/** Fields for the post's own team only (the apply issue gives freelancers their view of the same type). */
const ownTeam = { authScopes: (o: OpportunityRecord, _a: object, ctx: GraphQLContext) => Boolean(ctx.viewer && activeTeamId(ctx.viewer) === o.team_id) };

const iso = (d: Date | null) => d?.toISOString() ?? null;
const nameOf = (p: { first_name: string | null; last_name: string | null }) => fullName(p.first_name, p.last_name);

type Person = { id: number; first_name: string | null; last_name: string | null; email: string };
export const PostPersonRef = builder.objectRef<Person>('PostPerson').implement({
  authScopes: { company: true },
  description: 'Someone of the posting team (creator, last editor) or the applicant who filled the post.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ nullable: true, resolve: nameOf }),
    email: t.exposeString('email'),
  }),
});

export const TeamMemberRef = builder.objectRef<TeamMemberRecord>('TeamMember').implement({
  authScopes: { company: true },
  description: 'A member of the active team, for the Team User select.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user id (send it as created_by).' }),
    name: t.string({ nullable: true, resolve: nameOf }),
    email: t.exposeString('email'),
    role: t.exposeString('role', { description: 'admin or member' }),
    can_post_jobs: t.exposeBoolean('can_post_jobs'),
  }),
});

type WithMustHave<T> = T & { must_have: boolean };

export const OpportunitySkillRef = builder
  .objectRef<WithMustHave<{ id: number; name: string; software: boolean; industry_id: number }>>('OpportunitySkill')
  .implement({
    authScopes: PUBLIC,
    description: 'A skill the post asks for; software tells Software Skills from Skills Required.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      software: t.exposeBoolean('software'),
      industry_id: t.exposeID('industry_id'),
      must_have: t.exposeBoolean('must_have'),
    }),
  });

export const OpportunityQualificationRef = builder
  .objectRef<WithMustHave<{ id: number; name: string; industry_id: number }>>('OpportunityQualification')
  .implement({
    authScopes: PUBLIC,
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      industry_id: t.exposeID('industry_id'),
      must_have: t.exposeBoolean('must_have'),
    }),
  });

export const OpportunityRef = builder.objectRef<OpportunityRecord>('Opportunity').implement({
  // Reached only through operations that check the post's team (policy.ts); the team-only fields say so again.
  authScopes: PUBLIC,
  description: 'A job opportunity (target JOB) or an agency project (PROJECT). Closed when deleted_at is set.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug', { description: 'The public page\'s address part; stable when the title changes.' }),
    target: t.field({ type: OpportunityTargetEnum, resolve: (o) => o.target }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { description: 'Sanitised HTML: p, br, b/strong, i/em, u, ul, ol, li.' }),
    location: t.exposeString('location', { nullable: true }),
    location_place_id: t.exposeString('location_place_id', { nullable: true }),
    location_country: t.exposeString('location_country', { nullable: true }),
    location_lat: t.exposeFloat('location_lat', { nullable: true }),
    location_lng: t.exposeFloat('location_lng', { nullable: true }),
    location_type: t.field({
      type: LocationTypeEnum,
      nullable: true,
      description: 'From the flags: onsite only ONSITE, remote only REMOTE, else HYBRID; null for projects.',
      resolve: (o) => (o.target === 'JOB' ? locationTypeOf(o) : null),
    }),
    is_on_site: t.exposeBoolean('is_on_site'),
    is_remote: t.exposeBoolean('is_remote'),
    job_number: t.exposeString('job_number', { description: 'Date Posted, YYYY-MM-DD (shown DD/MM/YYYY).' }),
    is_active: t.boolean({
      description: "Published, as the poster chose: true also while the post waits in review (review_status IN_REVIEW), when the public sees nothing yet.",
      resolve: (o) => o.is_active || o.review_status === 'IN_REVIEW',
    }),
    placed_by_agency: t.boolean({ description: 'Placed by an employment agency (reg. 27).', resolve: (o) => o.agency_name !== null }),
    agency_name: t.exposeString('agency_name', { nullable: true, description: "The agency's full name (reg. 27)." }),
    work_term: t.field({ type: WorkTermEnum, nullable: true, resolve: (o) => o.work_term ?? null }),
    minimum_requirements: t.exposeString('minimum_requirements', { nullable: true, description: 'Minimum experience or qualifications (reg. 27, with pay shown).' }),
    is_public: t.exposeBoolean('is_public'),
    type: t.exposeString('type', { description: 'Role type key (FREELANCE, PERMANENT, BOTH), or PROJECT.' }),
    sub_type: t.exposeString('sub_type', { description: 'Working hours key (FULLTIME, PARTTIME, BOTH_TIME), or PROJECT.' }),
    level: t.field({ type: JobLevelType, nullable: true, resolve: (o, _a, ctx) => (o.job_level_id ? loadersOf(ctx).jobLevel.load(o.job_level_id) : null) }),
    position: t.field({ type: PositionType, nullable: true, resolve: (o, _a, ctx) => (o.position_id ? loadersOf(ctx).position.load(o.position_id) : null) }),
    industries: t.field({ type: [IndustryType], description: 'The professional discipline (one).', resolve: (o, _a, ctx) => loadersOf(ctx).industries.load(o.id) }),
    genres: t.field({ type: [GenreType], description: 'Category experience.', resolve: (o, _a, ctx) => loadersOf(ctx).genres.load(o.id) }),
    skills: t.field({ type: [OpportunitySkillRef], resolve: (o, _a, ctx) => loadersOf(ctx).skills.load(o.id) }),
    qualifications: t.field({ type: [OpportunityQualificationRef], resolve: (o, _a, ctx) => loadersOf(ctx).qualifications.load(o.id) }),
    services: t.field({ type: [ServiceType], description: 'Services required (projects).', resolve: (o, _a, ctx) => loadersOf(ctx).services.load(o.id) }),
    minimumBudget: t.exposeInt('minimum_budget', { description: 'Whole units of the currency.' }),
    maximumBudget: t.exposeInt('maximum_budget', { description: 'Whole units of the currency.' }),
    is_compensation_displayed: t.exposeBoolean('is_compensation_displayed'),
    compensation_currency: t.field({ type: CurrencyEnum, resolve: (o) => o.compensation_currency }),
    compensation_unit: t.field({ type: CompensationUnitEnum, nullable: true, resolve: (o) => o.compensation_unit ?? null }),
    duration: t.exposeInt('duration', { nullable: true, description: 'Months: jobs 1-6, 7 (6+), 13 (12+); projects 1, 4, 99 (Ongoing).' }),
    is_ir35: t.exposeInt('is_ir35', { nullable: true, description: '0 No, 1 Yes, 2 Not sure.' }),
    application_link: t.exposeString('application_link', { nullable: true, description: 'Link to ATS.' }),
    featured: t.exposeBoolean('featured'),
    created_at: t.string({ resolve: (o) => o.created_at.toISOString() }),
    updated_at: t.string({ resolve: (o) => o.updated_at.toISOString() }),
    deleted_at: t.string({ nullable: true, description: 'Set when closed.', resolve: (o) => iso(o.deleted_at) }),
    company: t.field({
      type: 'Team',
      nullable: true,
      description: "The posting team's card (company name, logo).",
      resolve: (o, _a, ctx) => loadersOf(ctx).team.load(o.team_id),
    }),
    follow_up: t.exposeString('follow_up', { ...ownTeam, description: 'Follow Up Message (for applicants, shown after applying).' }),
    applicantCount: t.int({ ...ownTeam, resolve: (o) => o.applicant_count }),
    creator: t.field({
      ...ownTeam,
      type: PostPersonRef,
      nullable: true,
      description: 'created_by: the Team User it was created for.',
      resolve: (o, _a, ctx) => (o.created_by ? loadersOf(ctx).person.load(o.created_by) : null),
    }),
    updater: t.field({
      ...ownTeam,
      type: PostPersonRef,
      nullable: true,
      resolve: (o, _a, ctx) => (o.updated_by ? loadersOf(ctx).person.load(o.updated_by) : null),
    }),
    close_reason: t.field({ ...ownTeam, type: CloseReasonEnum, nullable: true, resolve: (o) => o.close_reason ?? null }),
    closed_at: t.exposeString('closed_at', { ...ownTeam, nullable: true, description: 'Date closed, YYYY-MM-DD.' }),
    freelancer: t.field({
      ...ownTeam,
      type: PostPersonRef,
      nullable: true,
      description: 'The applicant who filled it (Filled by applicant).',
      resolve: (o, _a, ctx) => (o.freelancer_id ? loadersOf(ctx).person.load(o.freelancer_id) : null),
    }),
    freelancer_name: t.exposeString('freelancer_name', { ...ownTeam, nullable: true, description: "The applicant's name, typed or kept from the applicant." }),
    review_status: t.field({ ...ownTeam, type: ReviewStatusEnum, nullable: true, resolve: (o) => o.review_status ?? null }),
    latest_review: t.field({
      ...ownTeam,
      type: LatestReviewRef,
      nullable: true,
      description: 'What waits for review, or how the last review ended (an edit in review leaves the live version up).',
      resolve: (o, _a, ctx) => latestReviewOf(ctx.deps.db, o.id),
    }),
  }),
});

export const OpportunityPaginator = paginatorType('OpportunityPaginator', OpportunityRef);

/**
 * The contact on an applicants list row: no per-field audiences, as the list is only handed to a viewer who may
 * read every applicant's card and contact (queries.ts `ApplicantContact`; decisions 0017, 0055).
 */
const ApplicantContactRef = builder.objectRef<ApplicantContact>('ApplicantContact').implement({
  authScopes: { company: true },
  description: "The applicant's name and ways to reach them, for the team of the post they applied to.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The applicant (a user id).' }),
    name: t.string({ nullable: true, resolve: nameOf }),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
  }),
});

export const ApplicantRef = builder.objectRef<ApplicantListRecord>('Applicant').implement({
  authScopes: { company: true },
  description: "An application to one of the team's posts (the applicants table).",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The application id (freelancer-profile/{userId}-{applicationId}).' }),
    opportunity_id: t.exposeID('opportunity_id'),
    created_at: t.string({ description: 'Date Applied.', resolve: (a) => a.created_at.toISOString() }),
    viewed_at: t.string({ nullable: true, resolve: (a) => iso(a.viewed_at) }),
    status: t.field({ type: ApplicationStatusEnum, description: 'Where the application stands in the pipeline.', resolve: (a) => a.status }),
    status_changed_at: t.string({ resolve: (a) => a.status_changed_at.toISOString() }),
    meets_must_haves: t.exposeBoolean('meets_must_haves', { description: 'Every must-have screening question met (true when the post asked none).' }),
    contact: t.field({
      type: ApplicantContactRef,
      description: "The applicant's name, email and phone: what the applicants page shows (cheaper than `user`).",
      resolve: (a) => a.contact,
    }),
    user: t.field({
      type: UserRef,
      description:
        'The applicant as the general User type (each field its audience, decision 0017: name, email and phone are readable by ' +
        'the employer applied to). Loaded in one batch when asked; the applicants page reads `contact`.',
      resolve: async (a, _args, ctx) => (await loadersOf(ctx).user.load(a.user_id))!,
    }),
    agency: t.field({ type: 'Team', nullable: true, description: "For an agency's application: the agency (company, name).", resolve: (a) => a.agency }),
  }),
});

/** An application's place in the employer's pipeline. */
export const ApplicationStatusEnum = builder.enumType('ApplicationStatus', {
  values: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, { description: PIPELINE_STATUS_LABELS[s] }])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    { description: string }
  >,
});
