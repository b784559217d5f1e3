/**
 * The near-copy rule's fingerprints (decision 0065) for posts made before it, or seeded without them: each open post
 * without a row gets its folded opening text and MinHash bands, as posting writes them. A data fix in JavaScript (the
 * folding is the shared rules' own, packages/domain), run at start beside the seeds. Idempotent: it reads only open
 * posts without a fingerprint, and inserts without overwriting one a posting wrote meanwhile. Batches of 500 by id.
 */
import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import { copyBands, copyFingerprint } from '@mp/domain';
import type { Db } from '../client.js';
import { opportunities, postFingerprints } from '../schema/index.js';

const BATCH = 500;

export async function fixPostFingerprints(db: Db): Promise<number> {
  let written = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: opportunities.id, team_id: opportunities.team_id, title: opportunities.title, description: opportunities.description })
      .from(opportunities)
      .leftJoin(postFingerprints, sql`${postFingerprints.opportunity_id} = ${opportunities.id}`)
      .where(and(gt(opportunities.id, after), isNull(opportunities.deleted_at), isNull(postFingerprints.opportunity_id)))
      .orderBy(asc(opportunities.id))
      .limit(BATCH);
    if (rows.length === 0) return written;
    const values = rows.map((r) => {
      const fingerprint = copyFingerprint(r);
      return { opportunity_id: r.id, team_id: r.team_id, fingerprint, bands: copyBands(fingerprint).map(Number) };
    });
    written += (await db.insert(postFingerprints).values(values).onConflictDoNothing().returning({ id: postFingerprints.opportunity_id })).length;
    after = rows.at(-1)!.id;
  }
}
