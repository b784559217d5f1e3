import { BOARD_PAGE_SIZE } from '@mp/domain';
import { builder, PUBLIC } from '../../graphql/builder.js';
import { PublicJobRef } from '../job-pages/schema.js';
import { OpportunityTargetEnum } from '../opportunities/types.js';
import { OpportunitySearchInput, PublicJobPaginator } from '../search/schema.js';
import { jobBoard, latestPublicPosts } from './service.js';

/** The public front door's lists (decision 0053): what anyone may read, the public job page's fields only. */
builder.queryFields((t) => ({
  jobBoard: t.field({
    type: PublicJobPaginator,
    authScopes: PUBLIC,
    description: 'The public job board (/jobs): open published posts of one kind (JOB by default), the seekers\' filters; 20 a page.',
    args: {
      target: t.arg({ type: OpportunityTargetEnum, required: false }),
      filters: t.arg({ type: OpportunitySearchInput, required: false }),
      first: t.arg.int({ defaultValue: BOARD_PAGE_SIZE }),
      page: t.arg.int({ defaultValue: 1 }),
    },
    resolve: (_r, args, ctx) => jobBoard(ctx.deps.db, args),
  }),
  latestPublicPosts: t.field({
    type: [PublicJobRef],
    authScopes: PUBLIC,
    description: 'The home page\'s newest open posts of one kind, featured first.',
    args: { target: t.arg({ type: OpportunityTargetEnum, required: true }), first: t.arg.int({ defaultValue: 6 }) },
    resolve: (_r, args, ctx) => latestPublicPosts(ctx.deps.db, args.target, args.first),
  }),
}));
