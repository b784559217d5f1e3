import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { jobUrl } from '@mp/domain';
import { indexingOf } from '../../adapters/indexing/index.js';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import type { Db, Tx } from '../../db/client.js';
import { opportunities, users } from '../../db/schema/index.js';
import { defineJob } from '../../deps.js';

/**
 * Google's Indexing API told of a post's page (decision 0058): queued in the transaction that published, edited,
 * closed or reopened the post, sent by a job so a slow Google never slows posting, retried when refused. The job
 * reads the post as it is when it runs: a page a visitor can read is URL_UPDATED, one that has gone (closed, made
 * a draft or private, its company no longer active) URL_DELETED; a post never published has no page to tell of.
 */
export const indexingNoticeJob = defineJob({
  name: 'indexing.notify',
  payload: z.object({ opportunityId: z.number().int() }),
  retryLimit: 5,
  async run(deps, { opportunityId }) {
    const [post] = await deps.db
      .select({
        slug: opportunities.slug, published_at: opportunities.published_at, deleted_at: opportunities.deleted_at,
        is_active: opportunities.is_active, is_public: opportunities.is_public, status: users.status,
      })
      .from(opportunities)
      .innerJoin(users, eq(users.id, opportunities.team_id))
      .where(eq(opportunities.id, opportunityId));
    if (!post || post.published_at === null) return;
    const readable = post.deleted_at === null && post.is_active && post.is_public && post.status === 'ACTIVE';
    await indexingOf(deps).notify(jobUrl(deps.config.appUrl, post.slug), readable ? 'URL_UPDATED' : 'URL_DELETED');
  },
});

/** Queues the notice of a post's page in the transaction that changed the post. */
export async function queueIndexingTx(tx: Tx | Db, opportunityId: number): Promise<void> {
  await enqueueTx(tx, indexingNoticeJob, { opportunityId });
}
