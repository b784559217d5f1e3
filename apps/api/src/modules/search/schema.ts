import { searchInputSchema } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { parseId } from '../../graphql/ids.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { PublicJobRef } from '../job-pages/schema.js';
import { latestOpportunities, opportunitiesForYou, searchOpportunities } from './service.js';

/**
 * Search, "for you" and the dashboards' latest block (decision 0039): freelancers find published jobs, agencies
 * published projects. The items are the public page's PublicJob (decision 0028), loaded a page at a time.
 */
const seeker = { $any: { freelancer: true, agency: true } } as const;

export const PublicJobPaginator = paginatorType('PublicJobPaginator', PublicJobRef);

export const OpportunitySearchInput = zodInputType(builder, 'OpportunitySearchInput', searchInputSchema, {
  description: 'A search (the URL query of latest-opportunities and the agency opportunities page): AND across filters, OR within one.',
  fields: {
    search: 'Words, full-text (stemmed, English) over title and description; cut to 200 characters.',
    industry: 'Discipline ids.',
    skill: 'Skill ids.',
    softwareSkill: 'Software skill ids.',
    genre: 'Category experience ids.',
    qualification: 'Qualification ids.',
    service: 'Service ids (projects: agency search).',
    jobLevel: 'Job level ids.',
    jobType: 'FREELANCE | PERMANENT | BOTH; a post with BOTH matches either, choosing BOTH matches all.',
    workingHour: 'FULLTIME | PARTTIME | BOTH_TIME; as jobType.',
    jobLocation: 'ONSITE (on site, hybrid included) | REMOTE (remote, hybrid included) | HYBRID (both).',
  },
});

builder.queryFields((t) => ({
  searchOpportunities: t.field({
    type: PublicJobPaginator,
    authScopes: seeker,
    description: 'Freelancers: published jobs; agencies: published projects. Featured first, then newest (then title); 10 a page.',
    args: {
      filters: t.arg({ type: OpportunitySearchInput, required: false }),
      first: t.arg.int({ defaultValue: 10 }),
      page: t.arg.int({ defaultValue: 1 }),
    },
    resolve: (_r, args, ctx) => searchOpportunities(ctx.deps.db, ctx.viewer!, args),
  }),
  opportunitiesForYou: t.field({
    type: PublicJobPaginator,
    authScopes: seeker,
    description:
      "The viewer's for-you list (rule: packages/domain/src/for-you.ts), best match first; 10 a page. paginatorInfo.total counts the matches read so far: more than the page's end exactly when more follow.",
    args: { first: t.arg.int({ defaultValue: 10 }), page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_r, args, ctx) => opportunitiesForYou(ctx.deps.db, ctx.viewer!, args),
  }),
  latestOpportunities: t.field({
    type: [PublicJobRef],
    authScopes: seeker,
    description:
      "The newest published posts of the viewer's kind, optionally of one discipline (the freelancer dashboard's latest block uses discipline 1).",
    args: { first: t.arg.int({ defaultValue: 4 }), industry: t.arg.id({ required: false }) },
    resolve: (_r, args, ctx) =>
      latestOpportunities(ctx.deps.db, ctx.viewer!, { first: args.first, industry: args.industry == null ? null : parseId(args.industry, 'industry id') }),
  }),
}));
