import { builder } from '../../graphql/builder.js';
import { parseId } from '../../graphql/ids.js';
import { opportunityRecord } from '../opportunities/queries.js';
import { OpportunityRef } from '../opportunities/types.js';
import { UserRef } from '../users/schema.js';
import { ApplicationStatusEnum } from '../opportunities/types.js';
import { findCandidate, getEmployerApplication } from './queries.js';
import { markApplicationViewed } from './service.js';
import type { ApplicantRecord } from '../opportunities/queries.js';

/**
 * The applicant's pages on the employer's side (decision 0027): one application as the posting team reads
 * it (freelancer-profile/{userId}-{applicationId}), a candidate's profile (candidate-profile/{id}), and the
 * record that the team viewed an application. The applicants list is opportunities' `opportunityApplicants`.
 */
const reader = { company: true } as const;
const iso = (d: Date | null) => d?.toISOString() ?? null;

export const EmployerApplicationRef = builder.objectRef<ApplicantRecord>('EmployerApplication').implement({
  authScopes: reader,
  description: "An application to one of the team's posts, as the posting team reads it (the applicant's profile page).",
  fields: (t) => ({
    id: t.exposeID('id'),
    created_at: t.string({ description: 'Date Applied.', resolve: (a) => a.created_at.toISOString() }),
    viewed_at: t.string({
      nullable: true,
      description: "When the posting team first opened the applicant's profile (null: New).",
      resolve: (a) => iso(a.viewed_at),
    }),
    status: t.field({ type: ApplicationStatusEnum, description: 'Where the application stands in the pipeline.', resolve: (a) => a.status }),
    status_changed_at: t.string({ resolve: (a) => a.status_changed_at.toISOString() }),
    user: t.field({ type: UserRef, description: 'The applicant; each field keeps its audience (decision 0017).', resolve: (a) => a.user }),
    agency: t.field({ type: 'Team', nullable: true, description: "For an agency's application: the agency.", resolve: (a) => a.agency }),
    opportunity: t.field({
      type: OpportunityRef,
      description: 'The post applied to.',
      resolve: (a, _args, ctx) => opportunityRecord(ctx.deps.db, a.opportunity_id),
    }),
  }),
});

builder.queryFields((t) => ({
  employerApplication: t.field({
    type: EmployerApplicationRef,
    authScopes: reader,
    description:
      "One application to a post the viewer may see (the team's admins: every post; a member: the posts assigned to them). " +
      "NOT_FOUND otherwise, or when userId is not the applicant's.",
    args: {
      id: t.arg.id({ required: true, description: 'The application id.' }),
      userId: t.arg.id({ description: "The applicant's user id, as the address names it." }),
    },
    resolve: (_r, { id, userId }, ctx) =>
      getEmployerApplication(ctx.deps.db, ctx.viewer!, parseId(id, 'application id'), userId == null ? undefined : parseId(userId, 'user id')),
  }),
  candidateProfile: t.field({
    type: UserRef,
    authScopes: reader,
    description:
      'A freelancer as an employer reads them (candidate-profile/{id}): one who applied to a post the viewer may see, or whose ' +
      'privacy is ACTIVE (the viewer approved). NOT_FOUND otherwise. Fields outside the viewer\'s audience are null.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => findCandidate(ctx, parseId(id, 'user id')),
  }),
}));

builder.mutationFields((t) => ({
  markApplicationViewed: t.field({
    type: EmployerApplicationRef,
    authScopes: reader,
    description:
      "Records that the posting team opened the applicant's profile: viewed_at is set once. An administrator impersonating " +
      'leaves it unset. NOT_FOUND for an application the viewer may not read.',
    args: { id: t.arg.id({ required: true, description: 'The application id.' }) },
    resolve: (_r, { id }, ctx) => markApplicationViewed(ctx.deps.db, ctx.viewer!, parseId(id, 'application id')),
  }),
}));
