import { sql } from 'drizzle-orm';
import {
  boolean, check, customType, date, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, APPLY_MESSAGE_MAX, type ApplicationStatus, type CloseReason, type CompensationCurrency, type CompensationUnit, type OpportunityTarget, type ReviewStatus, type WorkTerm } from '@mp/domain';
import { ts } from './columns.js';
import { genres, industries, jobLevels, positions, qualifications, services, skills } from './reference.js';
import { users } from './users.js';

/**
 * Search words (decision 0039): the title (weight A), the description without its tags (B), the posting company's
 * name and the place (C), stemmed as English. Kept by database triggers (migration 0014): a post's write and a
 * change of its company's name recompute it, so no code path can leave it stale.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Job opportunities (target JOB) and agency projects (PROJECT) of a company team (decision 0022).
 * `is_active` is Published; closing is a soft delete (`deleted_at` with the close fields), undone by restore.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The public page's readable address: the title's words and a random suffix; kept when the title changes. */
    slug: text('slug').notNull(),
    /** The company team that posted it (the spec's `agency`). */
    team_id: integer('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    target: text('target').$type<OpportunityTarget>().notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML (bold, italic, underline, paragraphs, lists, line breaks). */
    description: text('description').notNull(),
    /** The text address, as the place search labelled it. */
    location: text('location'),
    location_place_id: text('location_place_id'),
    location_country: text('location_country'),
    location_lat: doublePrecision('location_lat'),
    location_lng: doublePrecision('location_lng'),
    /** Date Posted (the contract calls it job_number); ordering uses created_at. */
    job_number: date('job_number').notNull().default(sql`current_date`),
    is_active: boolean('is_active').notNull().default(true),
    is_public: boolean('is_public').notNull().default(true),
    /** Role type key (FREELANCE, PERMANENT, BOTH), or PROJECT. */
    type: text('type').notNull(),
    /** Working hours key (FULLTIME, PARTTIME, BOTH_TIME), or PROJECT. */
    sub_type: text('sub_type').notNull(),
    job_level_id: integer('job_level_id').references(() => jobLevels.id, { onDelete: 'restrict' }),
    position_id: integer('position_id').references(() => positions.id, { onDelete: 'restrict' }),
    is_on_site: boolean('is_on_site').notNull().default(false),
    is_remote: boolean('is_remote').notNull().default(false),
    /** Whole units of the currency (pounds, euros, dollars). */
    minimum_budget: integer('minimum_budget').notNull(),
    maximum_budget: integer('maximum_budget').notNull(),
    is_compensation_displayed: boolean('is_compensation_displayed').notNull().default(false),
    compensation_currency: text('compensation_currency').$type<CompensationCurrency>().notNull().default('GBP'),
    /** DAY or YEAR for jobs; null for projects (a budget for the whole project). */
    compensation_unit: text('compensation_unit').$type<CompensationUnit>(),
    /** Months (jobs: 1-6, 7, 13; projects: 1, 4, 99). */
    duration: smallint('duration'),
    /** 0 No, 1 Yes, 2 Not sure. */
    is_ir35: smallint('is_ir35'),
    follow_up: text('follow_up').notNull(),
    application_link: text('application_link'),
    /** When it was first published (is_active); job alerts go out for posts published since they last ran (decision 0040). */
    published_at: ts('published_at'),
    search_vector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    /**
     * What the search filters match, as one array (decision 0039, `modules/search/facets.ts`): `i7` discipline,
     * `s115` skill, `g33` category, `q4` qualification, `v2` service, `l3` level, `tPERMANENT` role type,
     * `hFULLTIME` hours, `onsite`, `remote`. Kept by database triggers (migration 0010) from the post and its lists,
     * so the words and every filter are answered by one GIN index.
     */
    facets: text('facets').array().notNull().default(sql`'{}'::text[]`),
    /** Set by administrators; freelancer lists show featured posts first. */
    featured: boolean('featured').notNull().default(false),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
    /** Closed: set with the close fields, cleared by restore. */
    deleted_at: ts('deleted_at'),
    close_reason: text('close_reason').$type<CloseReason>(),
    closed_at: date('closed_at'),
    /** The applicant who filled it, or a typed name (freelancer_name). */
    freelancer_id: integer('freelancer_id').references(() => users.id, { onDelete: 'set null' }),
    freelancer_name: text('freelancer_name'),
    /** IN_REVIEW: held back until an administrator approves it (never live meanwhile); REJECTED: refused, final (decision 0065). */
    review_status: text('review_status').$type<ReviewStatus>(),
    /** Placed by an employment agency (reg. 27 of the 2003 Conduct Regulations): the agency's full name, and the work's term. */
    agency_name: text('agency_name'),
    work_term: text('work_term').$type<WorkTerm>(),
    /** The minimum experience or qualifications an agency's ad that quotes pay must give. */
    minimum_requirements: text('minimum_requirements'),
  },
  (t) => [
    uniqueIndex('opportunities_slug_key').on(t.slug),
    // The dashboard: a team's active or closed jobs or projects, newest first.
    index('opportunities_team_list_idx').on(t.team_id, t.target, sql`(${t.deleted_at} is null)`, t.created_at),
    // A member's dashboard: the posts created for them or their associates.
    index('opportunities_team_creator_idx').on(t.team_id, t.created_by),
    // Freelancer and agency searches: open, published posts of a kind in the search order (featured, newest, title, id),
    // with what the filters and the company check read, so the look-ahead reads no post row (decision 0039). Those two
    // are key columns after the unique id (drizzle cannot write INCLUDE), which orders nothing more.
    index('opportunities_order_idx')
      .on(t.target, t.featured.desc().nullsFirst(), t.created_at.desc().nullsFirst(), t.title.asc(), t.id.desc().nullsFirst(), t.team_id, t.facets)
      .where(sql`${t.deleted_at} is null and ${t.is_active} and ${t.is_public}`),
    // Words and filters over open posts, ANDed inside one index.
    index('opportunities_search_idx').using('gin', t.facets, t.search_vector).where(sql`${t.deleted_at} is null and ${t.is_active}`),
    // For you: what the score and the listing rule read of a candidate post, from the index alone (decision 0039).
    index('opportunities_for_you_idx')
      .on(t.id, t.target, t.published_at, t.team_id, t.type, t.sub_type, t.job_level_id, t.position_id, t.featured, t.created_at)
      .where(sql`${t.deleted_at} is null and ${t.is_active} and ${t.is_public}`),
    // Job alerts: open posts published since a time.
    index('opportunities_published_idx').on(t.target, t.published_at).where(sql`${t.deleted_at} is null and ${t.is_active}`),
    check('opportunities_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 120`),
    check('opportunities_title_check', sql`char_length(btrim(${t.title})) between 1 and 255`),
    check('opportunities_follow_up_check', sql`char_length(btrim(${t.follow_up})) between 1 and 1000`),
    check('opportunities_text_lengths_check', sql`char_length(${t.description}) <= 20000 and char_length(${t.location}) <= 255 and char_length(${t.application_link}) <= 500 and char_length(${t.freelancer_name}) <= 255`),
    check('opportunities_currency_check', sql`${t.compensation_currency} in ('GBP','EUR','USD')`),
    check('opportunities_budget_check', sql`${t.minimum_budget} >= 0 and ${t.maximum_budget} >= ${t.minimum_budget} and ${t.maximum_budget} <= 100000000`),
    check('opportunities_location_check', sql`${t.location_country} is null or ${t.location_country} ~ '^[A-Z]{2}$'`),
    // A job: role type, working hours, level and position; duration and IR35 only for contract role types.
    // A project: PROJECT everywhere, no level, position, location flags or unit.
    check(
      'opportunities_kind_check',
      sql`(${t.target} = 'JOB'
        and ${t.type} in ('FREELANCE','PERMANENT','BOTH') and ${t.sub_type} in ('FULLTIME','PARTTIME','BOTH_TIME')
        and ${t.job_level_id} is not null and ${t.position_id} is not null and (${t.is_on_site} or ${t.is_remote})
        and ${t.compensation_unit} in ('DAY','YEAR')
        and (${t.duration} is null or (${t.type} <> 'PERMANENT' and ${t.duration} in (1,2,3,4,5,6,7,13)))
        and (${t.is_ir35} is null or (${t.type} <> 'PERMANENT' and ${t.is_ir35} in (0,1,2))))
      or (${t.target} = 'PROJECT'
        and ${t.type} = 'PROJECT' and ${t.sub_type} = 'PROJECT' and ${t.job_level_id} is null and ${t.position_id} is null
        and not ${t.is_on_site} and not ${t.is_remote} and ${t.compensation_unit} is null and ${t.is_ir35} is null
        and (${t.duration} is null or ${t.duration} in (1,4,99)))`,
    ),
    // A post in review or rejected is not live.
    check('opportunities_review_check', sql`${t.review_status} is null or (${t.review_status} in ('IN_REVIEW','REJECTED') and not ${t.is_active})`),
    // Placed by an agency: a name and a term together, on jobs only.
    check(
      'opportunities_agency_check',
      sql`((${t.agency_name} is null) = (${t.work_term} is null)) and (${t.work_term} is null or (${t.work_term} in ('TEMPORARY','PERMANENT') and ${t.target} = 'JOB'))
        and char_length(${t.agency_name}) <= 255 and char_length(${t.minimum_requirements}) <= 1000`,
    ),
    // Open: no close fields. Closed: a reason and a date; an applicant or a name exactly with 'Filled by applicant'.
    check(
      'opportunities_close_check',
      sql`(${t.deleted_at} is null and ${t.close_reason} is null and ${t.closed_at} is null and ${t.freelancer_id} is null and ${t.freelancer_name} is null)
      or (${t.deleted_at} is not null and ${t.closed_at} is not null
        and ${t.close_reason} in ('FILLED_ELSEWHERE','JOB_POSTPONED','NO_LONGER_EXISTS','FILLED_BY_APPLICANT')
        and ((${t.close_reason} = 'FILLED_BY_APPLICANT') = (${t.freelancer_id} is not null or ${t.freelancer_name} is not null)))`,
    ),
  ],
);

/**
 * Each list below is keyed (opportunity, entry) and indexed (entry, opportunity): a search filter or a for-you
 * list reads the posts of an entry from the index alone, newest ids first (decision 0039).
 */
const opportunityId = () =>
  integer('opportunity_id')
    .notNull()
    .references(() => opportunities.id, { onDelete: 'cascade' });

/** The professional discipline of a job (the spec's `industries`, a list of one). */
export const opportunityIndustries = pgTable(
  'opportunity_industries',
  {
    opportunity_id: opportunityId(),
    industry_id: integer('industry_id')
      .notNull()
      .references(() => industries.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.opportunity_id, t.industry_id] }), index('opportunity_industries_industry_idx').on(t.industry_id, t.opportunity_id)],
);

/** Category experience. */
export const opportunityGenres = pgTable(
  'opportunity_genres',
  {
    opportunity_id: opportunityId(),
    genre_id: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.opportunity_id, t.genre_id] }), index('opportunity_genres_genre_idx').on(t.genre_id, t.opportunity_id)],
);

/** Skills and software skills (the skill's own flag says which), with must-have. */
export const opportunitySkills = pgTable(
  'opportunity_skills',
  {
    opportunity_id: opportunityId(),
    skill_id: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'restrict' }),
    must_have: boolean('must_have').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.opportunity_id, t.skill_id] }), index('opportunity_skills_skill_idx').on(t.skill_id, t.opportunity_id)],
);

export const opportunityQualifications = pgTable(
  'opportunity_qualifications',
  {
    opportunity_id: opportunityId(),
    qualification_id: integer('qualification_id')
      .notNull()
      .references(() => qualifications.id, { onDelete: 'restrict' }),
    must_have: boolean('must_have').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.opportunity_id, t.qualification_id] }),
    index('opportunity_qualifications_qualification_idx').on(t.qualification_id, t.opportunity_id),
  ],
);

/** Services required (projects). */
export const opportunityServices = pgTable(
  'opportunity_services',
  {
    opportunity_id: opportunityId(),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.opportunity_id, t.service_id] }), index('opportunity_services_service_idx').on(t.service_id, t.opportunity_id)],
);

/**
 * A post's screening questions as they stood from one change to the next (the questions themselves are in
 * screening.ts): an application records the version it answered, so a later edit leaves its answers as asked. Here,
 * beside `applications`, because an application references it and screening.ts builds on this file.
 */
export const screeningVersions = pgTable(
  'screening_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    opportunity_id: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('screening_versions_opportunity_idx').on(t.opportunity_id)],
);

/**
 * One application per person per post (the apply issue writes them). `team_id` is the agency team an agency
 * applicant applied for (projects); `is_shown` is a stored flag no screen sets yet.
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    opportunity_id: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    team_id: integer('team_id').references(() => users.id, { onDelete: 'set null' }),
    is_shown: boolean('is_shown').notNull().default(true),
    viewed_at: ts('viewed_at'),
    /** The pipeline: the current status and when it last changed (its history: application_status_changes). */
    status: text('status').$type<ApplicationStatus>().notNull().default('NEW'),
    status_changed_at: ts('status_changed_at').notNull().defaultNow(),
    /**
     * When the applicant was told no: the 'Not selected' mail, or the notice that the post closed while their
     * application was still open. At most one per application, whichever comes first.
     */
    not_selected_mailed_at: ts('not_selected_mailed_at'),
    /** The optional message sent with the application, read by the posting team. */
    message: text('message'),
    /** The screening questions it answered (null: the post asked none). */
    screening_version_id: integer('screening_version_id').references(() => screeningVersions.id),
    /** Every must-have question met (true when there was none): the pipeline's filter. Answers never change. */
    meets_must_haves: boolean('meets_must_haves').notNull().default(true),
    /** When the auto-decline job is to move it to Not selected: set on applying to a post with auto-decline that it misses. */
    auto_decline_at: ts('auto_decline_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('applications_status_check', sql.raw(`status in (${APPLICATION_STATUSES.map((s) => `'${s}'`).join(',')})`)),
    check('applications_message_check', sql.raw(`char_length(message) <= ${APPLY_MESSAGE_MAX}`)),
    // The applicants page's counts and filter by status.
    index('applications_opportunity_status_idx').on(t.opportunity_id, t.status),
    uniqueIndex('applications_opportunity_user_key').on(t.opportunity_id, t.user_id),
    // An agency applies once per post, whichever of its people clicks (decision 0038).
    uniqueIndex('applications_opportunity_team_key').on(t.opportunity_id, t.team_id).where(sql`${t.team_id} is not null`),
    index('applications_opportunity_created_idx').on(t.opportunity_id, t.created_at),
    index('applications_user_created_idx').on(t.user_id, t.created_at),
    // An agency's applied list.
    index('applications_team_created_idx').on(t.team_id, t.created_at).where(sql`${t.team_id} is not null`),
    // The applicants page's filter 'meets every must-have', in the page's order.
    index('applications_opportunity_meets_idx').on(t.opportunity_id, t.meets_must_haves, t.created_at),
    // The auto-decline job's due applications (few at a time).
    index('applications_auto_decline_idx').on(t.auto_decline_at).where(sql`${t.auto_decline_at} is not null`),
    // A version's applications (the foreign key's check when a post and its versions go).
    index('applications_screening_version_idx').on(t.screening_version_id).where(sql`${t.screening_version_id} is not null`),
    check('applications_auto_decline_check', sql`${t.auto_decline_at} is null or not ${t.meets_must_haves}`),
  ],
);

/**
 * Which posts a person's job alerts have carried (decision 0040): one row per person and post, so no post is
 * sent twice, whether immediately or in a digest.
 */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunity_id: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    /** immediately or daily: the frequency it went out under. */
    mode: text('mode').notNull(),
    sent_at: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.opportunity_id] }),
    index('job_alert_deliveries_opportunity_idx').on(t.opportunity_id),
    check('job_alert_deliveries_mode_check', sql`${t.mode} in ('immediately','daily')`),
  ],
);

export type OpportunityRow = typeof opportunities.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ScreeningVersionRow = typeof screeningVersions.$inferSelect;
