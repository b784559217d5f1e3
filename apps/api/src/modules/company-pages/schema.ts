import { builder, PUBLIC } from '../../graphql/builder.js';
import { PublicJobRef } from '../job-pages/schema.js';
import { findCompanyPage, getCompanyPageSettings, updateCompanyPage, type CompanyPage, type CompanyPageSettings } from './service.js';

/** companyPage(slug): a company's public page for anyone; the company's own settings for it (service.ts). */

const CompanyPageRef = builder.objectRef<CompanyPage>('CompanyPage').implement({
  authScopes: PUBLIC,
  description: 'An approved company that has not hidden its page, as a visitor sees it, with its open posts.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The company team's id (what reportItem's COMPANY_PAGE names)." }),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    verified: t.exposeBoolean('verified', { description: 'Verified: it showed it holds its website’s domain (decision 0066).' }),
    logo: t.exposeString('logo', { nullable: true, description: 'Only when the company consented to its use (can_use_logo).' }),
    about: t.exposeString('about', { nullable: true, description: 'Plain text.' }),
    apart: t.exposeString('apart', { nullable: true, description: 'What sets it apart, plain text.' }),
    location: t.exposeString('location', { nullable: true }),
    website: t.exposeString('website', { nullable: true, description: 'An http(s) address only.' }),
    size: t.exposeString('size', { nullable: true, description: 'A head-count band: 1-10, 11-50, 51-200, 201-500, 501-1000 or 1000+.' }),
    posts: t.field({ type: [PublicJobRef], description: 'Open posts, featured first, then newest; at most 50.', resolve: (c) => c.posts }),
  }),
});

const CompanyPageSettingsRef = builder.objectRef<CompanyPageSettings>('CompanyPageSettings').implement({
  // Returned only to the company's own members: the fields that return it declare that audience.
  authScopes: { company: true },
  description: "The viewer's company page: its address, whether it shows, its size, and whether the viewer may change them.",
  fields: (t) => ({
    slug: t.exposeString('slug', { nullable: true, description: 'Null until the company has a name.' }),
    visible: t.exposeBoolean('visible'),
    size: t.exposeString('size', { nullable: true }),
    editable: t.exposeBoolean('editable', { description: "True for the team's admins." }),
  }),
});

const CompanyPageInput = builder.inputType('CompanyPageInput', {
  fields: (t) => ({
    visible: t.boolean({ description: 'False hides the page, its sitemap entry and the links from posts.' }),
    size: t.string({ description: 'A band of COMPANY_SIZES; null shows none.' }),
  }),
});

builder.queryFields((t) => ({
  companyPage: t.field({
    // Anyone: the company page is read without signing in.
    authScopes: PUBLIC,
    type: CompanyPageRef,
    nullable: true,
    description: 'A visible company by its slug; null when there is none, it is not approved, or it hid its page.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, { slug }, ctx) => findCompanyPage(ctx.deps.db, slug),
  }),
  myCompanyPage: t.field({
    authScopes: { company: true },
    type: CompanyPageSettingsRef,
    description: "The active company team's page settings (any member reads them).",
    resolve: (_r, _a, ctx) => getCompanyPageSettings(ctx.deps.db, ctx.viewer!),
  }),
}));

builder.mutationFields((t) => ({
  updateCompanyPage: t.field({
    // The service refuses members with a message naming who may.
    authScopes: { company: true },
    type: CompanyPageSettingsRef,
    description: "Show or hide the company's page and set its size: the team's admins only.",
    args: { input: t.arg({ type: CompanyPageInput, required: true }) },
    resolve: (_r, { input }, ctx) => updateCompanyPage(ctx.deps.db, ctx.viewer!, input),
  }),
}));
