import { descriptionSummary, type AgencyAd } from '@mp/domain';
import { builder, PUBLIC } from '../../graphql/builder.js';
import { CompensationUnitEnum, CurrencyEnum, LocationTypeEnum, OpportunityTargetEnum, WorkTermEnum } from '../opportunities/types.js';
import { findPublicJob, type PublicCompany, type PublicJob, type PublicName, type PublicQualification, type PublicSkill } from './service.js';

/**
 * publicJob(slug): the public job page's data for anyone, signed in or not (decision 0028). Its types
 * hold only what the page shows: no applicants, follow-up message, ATS link, creator or close details.
 */

const PublicNameRef = builder.objectRef<PublicName>('PublicJobTag').implement({
  authScopes: PUBLIC,
  description: 'A named entry of a public post (discipline, category, level, position, service).',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const PublicSkillRef = builder.objectRef<PublicSkill>('PublicJobSkill').implement({
  authScopes: PUBLIC,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    software: t.exposeBoolean('software'),
    must_have: t.exposeBoolean('must_have'),
  }),
});

const PublicQualificationRef = builder.objectRef<PublicQualification>('PublicJobQualification').implement({
  authScopes: PUBLIC,
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), must_have: t.exposeBoolean('must_have') }),
});

const PublicCompanyRef = builder.objectRef<PublicCompany>('PublicJobCompany').implement({
  authScopes: PUBLIC,
  description: 'The posting company as a visitor sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    logo: t.exposeString('logo', { nullable: true, description: 'Only when the company consented to its use (can_use_logo).' }),
    website: t.exposeString('website', { nullable: true }),
    verified: t.exposeBoolean('verified', { description: 'Verified: the company showed it holds its website’s domain (decision 0066); posts show a badge.' }),
    slug: t.exposeString('slug', { nullable: true, description: "Its public page, /companies/{slug}; null when it has none or hid it." }),
  }),
});

const PublicAgencyRef = builder.objectRef<AgencyAd>('PublicJobAgency').implement({
  authScopes: PUBLIC,
  description: "An employment agency's ad: what reg. 27 has it say (the nature of the work and the location are the post's own).",
  fields: (t) => ({
    name: t.exposeString('name', { description: "The agency's full name." }),
    work_term: t.field({ type: WorkTermEnum, resolve: (a) => a.work_term }),
    minimum_requirements: t.exposeString('minimum_requirements', { nullable: true, description: 'Minimum experience or qualifications (given with pay shown).' }),
  }),
});

export const PublicJobRef = builder.objectRef<PublicJob>('PublicJob').implement({
  authScopes: PUBLIC,
  description: 'A published post on its public page (/jobs/{slug}); closed posts say so.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    target: t.field({ type: OpportunityTargetEnum, resolve: (j) => j.target }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { description: 'Sanitised HTML.' }),
    summary: t.string({
      description: "The description's first 200 characters as plain text, for cards (lists need not load the whole text).",
      resolve: (j) => descriptionSummary(j.description),
    }),
    location: t.exposeString('location', { nullable: true }),
    location_country: t.exposeString('location_country', { nullable: true }),
    location_type: t.field({ type: LocationTypeEnum, nullable: true, resolve: (j) => j.location_type }),
    type: t.exposeString('type'),
    sub_type: t.exposeString('sub_type'),
    type_name: t.exposeString('type_name', { nullable: true }),
    sub_type_name: t.exposeString('sub_type_name', { nullable: true }),
    level: t.field({ type: PublicNameRef, nullable: true, resolve: (j) => j.level }),
    position: t.field({ type: PublicNameRef, nullable: true, resolve: (j) => j.position }),
    industries: t.field({ type: [PublicNameRef], resolve: (j) => j.industries }),
    genres: t.field({ type: [PublicNameRef], resolve: (j) => j.genres }),
    skills: t.field({ type: [PublicSkillRef], resolve: (j) => j.skills }),
    qualifications: t.field({ type: [PublicQualificationRef], resolve: (j) => j.qualifications }),
    services: t.field({ type: [PublicNameRef], resolve: (j) => j.services }),
    is_compensation_displayed: t.exposeBoolean('is_compensation_displayed'),
    minimumBudget: t.exposeInt('minimumBudget', { nullable: true, description: 'Null unless the compensation is displayed.' }),
    maximumBudget: t.exposeInt('maximumBudget', { nullable: true, description: 'Null unless the compensation is displayed.' }),
    compensation_currency: t.field({ type: CurrencyEnum, resolve: (j) => j.compensation_currency }),
    compensation_unit: t.field({ type: CompensationUnitEnum, nullable: true, resolve: (j) => j.compensation_unit }),
    duration: t.exposeInt('duration', { nullable: true }),
    is_ir35: t.exposeInt('is_ir35', { nullable: true }),
    job_number: t.exposeString('job_number', { description: 'Date Posted, YYYY-MM-DD.' }),
    created_at: t.exposeString('created_at'),
    updated_at: t.exposeString('updated_at'),
    featured: t.exposeBoolean('featured', { description: 'Set by administrators; lists show featured posts first.' }),
    closed: t.exposeBoolean('closed'),
    valid_through: t.exposeString('valid_through', { nullable: true, description: 'YYYY-MM-DD; null when closed.' }),
    direct_apply: t.exposeBoolean('direct_apply'),
    company: t.field({ type: PublicCompanyRef, resolve: (j) => j.company }),
    agency: t.field({ type: PublicAgencyRef, nullable: true, description: 'Set when placed by an employment agency.', resolve: (j) => j.agency }),
  }),
});

builder.queryFields((t) => ({
  publicJob: t.field({
    // Anyone: the public job page is read without signing in.
    authScopes: PUBLIC,
    type: PublicJobRef,
    nullable: true,
    description: 'A published post by its slug, open or closed; null when there is none or it is unpublished.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, { slug }, ctx) => findPublicJob(ctx.deps.db, slug),
  }),
}));
