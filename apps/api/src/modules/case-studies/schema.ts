import { CASE_STUDY_LIMITS, caseStudySchema, videoEmbed } from '@mp/domain';
import type { CaseStudyMediaRow, CaseStudyRow } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { parseId } from '../../graphql/ids.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { ProfileChoice } from '../freelancer-profile/schema.js';
import { idempotencyKeyArgs } from '../idempotency/schema.js';
import { sanitizeDescription } from '../opportunities/description.js';
import { caseStudyLoaders, type AgencyCard } from './loaders.js';
import { canEditCaseStudy } from './policy.js';
import {
  createCaseStudy, deleteCaseStudy, findAgencyProfile, findCaseStudy, listCaseStudies, pageOf, updateCaseStudy,
  type AgencyProfileRecord,
} from './service.js';

/**
 * Case studies and the agency profile (decision 0051). The operations decide who gets a record
 * (policy.ts); whoever gets one reads all of its fields, so the types themselves ask only for a session.
 */

const SIGNED_IN = { signedIn: true } as const;

const CaseStudyAgencyRef = builder.objectRef<AgencyCard>('CaseStudyAgency').implement({
  authScopes: SIGNED_IN,
  description: 'The agency team a case study belongs to, as the case study shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    agency_name: t.exposeString('agency_name', { nullable: true }),
    avatar: t.exposeString('avatar', { nullable: true, description: 'The logo (/uploads/…).' }),
  }),
});

const CaseStudyMediaKindEnum = builder.enumType('CaseStudyMediaKind', { values: ['image', 'video'] as const });

const CaseStudyMediaRef = builder.objectRef<CaseStudyMediaRow>('CaseStudyMedia').implement({
  authScopes: SIGNED_IN,
  description: 'One of up to 3 media items: an image upload, or a video link (played when YouTube or Vimeo).',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: CaseStudyMediaKindEnum, resolve: (m) => m.kind }),
    image: t.exposeString('image', { nullable: true, description: 'An image item: its upload (/uploads/…).' }),
    url: t.exposeString('url', { nullable: true, description: 'A video item: the link as given.' }),
    embedUrl: t.string({
      nullable: true,
      description: "A video item's player (youtube-nocookie.com or player.vimeo.com), rebuilt from the id; null for any other link.",
      resolve: (m) => videoEmbed(m.url)?.embedUrl ?? null,
    }),
  }),
});

export const CaseStudyRef = builder.objectRef<CaseStudyRow>('CaseStudy').implement({
  authScopes: SIGNED_IN,
  description: "An agency team's case study (portfolio item).",
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    headline: t.exposeString('headline', { description: "The first 100 characters of the description's text." }),
    description: t.exposeString('description', { description: 'HTML, sanitised (bold, italic, underline, paragraphs, lists).' }),
    thumbnail: t.exposeString('thumbnail', { nullable: true, description: 'An upload (/uploads/…), served at widths 320–960.' }),
    video_url: t.exposeString('video_url', { nullable: true }),
    videoEmbed: t.string({
      nullable: true,
      description: "video_url's player when it is a YouTube or Vimeo link; null for any other link.",
      resolve: (c) => videoEmbed(c.video_url)?.embedUrl ?? null,
    }),
    external_url: t.exposeString('external_url', { nullable: true }),
    media: t.field({ type: [CaseStudyMediaRef], resolve: (c, _a, ctx) => caseStudyLoaders(ctx).media.load(c.id) }),
    agency: t.field({
      type: CaseStudyAgencyRef,
      nullable: true,
      resolve: (c, _a, ctx) => caseStudyLoaders(ctx).agencies.load(c.agency_id),
    }),
    created_at: t.string({ resolve: (c) => c.created_at.toISOString() }),
    updated_at: t.string({ resolve: (c) => c.updated_at.toISOString() }),
    canEdit: t.boolean({ description: "The viewer is of the case study's agency team (any of its people).", resolve: (c, _a, ctx) => canEditCaseStudy(ctx.viewer, c) }),
  }),
});

const CaseStudyPageRef = paginatorType('CaseStudyPage', CaseStudyRef);

const AgencyProfileRef = builder.objectRef<AgencyProfileRecord>('AgencyProfile').implement({
  authScopes: SIGNED_IN,
  description: "An agency as agency-profile/{id} and the agency's own profile show it.",
  fields: (t) => ({
    id: t.exposeID('id'),
    agency_name: t.exposeString('agency_name', { nullable: true }),
    avatar: t.exposeString('avatar', { nullable: true }),
    bio: t.string({
      nullable: true,
      description: 'About us, as HTML sanitised again when read.',
      resolve: (a) => (a.bio ? sanitizeDescription(a.bio) : null),
    }),
    website: t.exposeString('website', { nullable: true }),
    phones: t.stringList({ resolve: (a) => (a.agency_phone ?? []).map((p) => p.attributes.phone).filter(Boolean) }),
    locations: t.stringList({ resolve: (a) => a.agency_locations }),
    services: t.field({ type: [ProfileChoice], resolve: (a) => a.services }),
    genres: t.field({ type: [ProfileChoice], description: 'Category experience.', resolve: (a) => a.genres }),
    email_verified: t.boolean({
      nullable: true,
      description: "Whether the agency's email is verified: its own team only (null for others).",
      resolve: (a) => (a.own ? a.email_verified_at !== null : null),
    }),
    isOwn: t.boolean({ description: "The viewer is of this agency's team.", resolve: (a) => a.own }),
    canEdit: t.boolean({
      description: 'The viewer may edit this profile (an admin of its team).',
      resolve: (a, _a, ctx) => a.own && ctx.viewer!.memberships.some((m) => m.active && m.team_id === a.id && m.role === 'admin'),
    }),
    caseStudies: t.field({
      type: CaseStudyPageRef,
      args: { first: t.arg.int({ defaultValue: CASE_STUDY_LIMITS.profilePage }), page: t.arg.int({ defaultValue: 1 }) },
      resolve: (a, args, ctx) => pageOf(ctx.deps.db, a.id, args.first, args.page, CASE_STUDY_LIMITS.profilePage, a.own),
    }),
  }),
});

builder.queryFields((t) => ({
  caseStudies: t.field({
    type: CaseStudyPageRef,
    authScopes: SIGNED_IN,
    description:
      "A page of an agency's case studies, newest first (8 by default): the viewer's own agency team's when agencyId is " +
      'not given. Another listed agency: the company side and the agency group; NOT_FOUND otherwise.',
    args: { agencyId: t.arg.id(), first: t.arg.int(), page: t.arg.int() },
    resolve: (_r, args, ctx) =>
      listCaseStudies(ctx.deps, ctx.viewer, {
        agencyId: args.agencyId == null ? null : parseId(args.agencyId, 'agency id'),
        first: args.first,
        page: args.page,
      }),
  }),
  caseStudy: t.field({
    type: CaseStudyRef,
    authScopes: SIGNED_IN,
    description: "One case study: its own team's, or a listed agency's for the company side and the agency group; NOT_FOUND otherwise.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => findCaseStudy(ctx.deps, ctx.viewer, parseId(id, 'case study id')),
  }),
  agencyProfile: t.field({
    type: AgencyProfileRef,
    authScopes: SIGNED_IN,
    description: "An agency's profile: the viewer's own team's when id is not given; another listed agency's as caseStudies allows.",
    args: { id: t.arg.id() },
    resolve: (_r, { id }, ctx) => findAgencyProfile(ctx.deps, ctx.viewer, id == null ? null : parseId(id, 'agency id')),
  }),
}));

const CaseStudyMediaInput = builder.inputType('CaseStudyMediaInput', {
  description: 'A media item: kind image with image (an upload of purpose case-study-media), or kind video with url.',
  fields: (t) => ({ kind: t.field({ type: CaseStudyMediaKindEnum, required: true }), image: t.string(), url: t.string() }),
});

const CaseStudyInput = zodInputType(builder, 'CaseStudyInput', caseStudySchema, {
  description: "A case study's form; the description is sanitised and then counted (1000 characters of text).",
  allOptional: true,
  fields: { media: { type: CaseStudyMediaInput, description: 'Up to 3, in order.' } },
});

builder.mutationFields((t) => ({
  createCaseStudy: t.field({
    type: CaseStudyRef,
    authScopes: { agency: true },
    description: "Adds a case study to the viewer's agency team (any of its people); once per idempotency key.",
    args: { input: t.arg({ type: CaseStudyInput, required: true }), ...idempotencyKeyArgs },
    resolve: (_r, { input, idempotencyKey }, ctx) => createCaseStudy(ctx.deps, ctx.viewer, input, idempotencyKey),
  }),
  updateCaseStudy: t.field({
    type: CaseStudyRef,
    authScopes: { agency: true },
    description: "Replaces a case study of the viewer's agency team (media included); another team's id: NOT_FOUND.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CaseStudyInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => updateCaseStudy(ctx.deps, ctx.viewer, parseId(id, 'case study id'), input),
  }),
  deleteCaseStudy: t.boolean({
    authScopes: { agency: true },
    description: "Deletes a case study of the viewer's agency team and its images; another team's id: NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => deleteCaseStudy(ctx.deps, ctx.viewer, parseId(id, 'case study id')),
  }),
}));
