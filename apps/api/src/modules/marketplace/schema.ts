import { builder, PUBLIC } from '../../graphql/builder.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import { ServiceType } from '../reference/types.js';
import { listAgencies, listCaseStudyCards, type AgencyCard, type CaseStudyCard } from './service.js';

/**
 * The agency marketplace (decision 0052): public cards of listed agencies and their case studies. Only what a
 * card shows; a case study's description, media and links stay behind login (the case-study module).
 */

export const AgencyCardRef = builder.objectRef<AgencyCard>('AgencyCard').implement({
  authScopes: PUBLIC,
  description: "A listed agency's public card: name, first location, logo and services.",
  fields: (t) => ({
    id: t.exposeID('id'),
    agency_name: t.exposeString('agency_name', { nullable: true }),
    location: t.exposeString('location', { nullable: true, description: 'The first of its locations.' }),
    avatar: t.exposeString('avatar', { nullable: true, description: 'The logo: an upload address (/uploads/{key}).' }),
    services: t.field({ type: [ServiceType], resolve: (a) => a.services }),
  }),
});

const CaseStudyCardRef = builder.objectRef<CaseStudyCard>('CaseStudyCard').implement({
  authScopes: PUBLIC,
  description: "A listed agency's case study on the marketplace: title, thumbnail, headline, the agency and its services.",
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title', { description: 'Whole; the card cuts it at 25 characters.' }),
    thumbnail: t.exposeString('thumbnail', { nullable: true }),
    headline: t.exposeString('headline', { description: "The first 100 characters of the description's text." }),
    agency: t.field({ type: AgencyCardRef, resolve: (c) => c.agency }),
    services: t.field({ type: [ServiceType], description: "The agency's services.", resolve: (c) => c.services }),
  }),
});

const AgencyCardPage = paginatorType('AgencyCardPage', AgencyCardRef);
const CaseStudyCardPage = paginatorType('CaseStudyCardPage', CaseStudyCardRef);

builder.queryFields((t) => ({
  agencies: t.field({
    type: AgencyCardPage,
    authScopes: PUBLIC,
    description: 'Listed agencies (ACTIVE, verified, privacy ACTIVE) offering any of `services` (none: all), newest first; 20 a page.',
    args: {
      services: t.arg.idList({ required: false }),
      first: t.arg.int({ defaultValue: 20 }),
      page: t.arg.int({ defaultValue: 1 }),
    },
    resolve: (_r, args, ctx) => listAgencies(ctx.deps.db, args),
  }),
  marketplaceCaseStudies: t.field({
    type: CaseStudyCardPage,
    authScopes: PUBLIC,
    description: "Case studies of listed agencies offering any of `services`, newest first; 100 a page (the agency network asks for 10).",
    args: {
      services: t.arg.idList({ required: false }),
      first: t.arg.int({ defaultValue: 100 }),
      page: t.arg.int({ defaultValue: 1 }),
    },
    resolve: (_r, args, ctx) => listCaseStudyCards(ctx.deps.db, args),
  }),
}));
