import { sql } from 'drizzle-orm';
import { setScreeningSchema, type ScreeningQuestionValues } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { opportunityScreenings, screeningQuestions, screeningVersions } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { findScreenablePost } from './policy.js';
import { screeningsOf, type QuestionRecord, type ScreeningRecord } from './queries.js';

/** What makes two questions the same question (ids and places aside). */
const sameQuestion = (a: QuestionRecord, b: ScreeningQuestionValues) =>
  a.kind === b.kind && a.text === b.text && a.must_have === b.must_have && a.required_answer === b.required_answer &&
  a.minimum === b.minimum && a.options.join('\n') === b.options.join('\n') && a.accepted_options.join('\n') === b.accepted_options.join('\n');

const sameQuestions = (current: QuestionRecord[], next: ScreeningQuestionValues[]) =>
  current.length === next.length && current.every((q, i) => sameQuestion(q, next[i]!));

/** A new version holding these questions, in this order (none: no version, the post asks nothing). */
async function writeVersion(tx: Tx, opportunityId: number, actorId: number, questions: ScreeningQuestionValues[]): Promise<number | null> {
  if (questions.length === 0) return null;
  const [version] = await tx.insert(screeningVersions).values({ opportunity_id: opportunityId, created_by: actorId }).returning({ id: screeningVersions.id });
  await tx.insert(screeningQuestions).values(questions.map((q, position) => ({ ...q, version_id: version!.id, position })));
  return version!.id;
}

/**
 * setScreeningQuestions: replaces a post's questions and sets its auto-decline switch, in one transaction under the
 * post's lock. The same questions again make no version; different ones make a new version, and the earlier ones
 * stay: the answers given to them read as asked, and a seeker who answers questions read before the change is told
 * they changed. Setting a state is idempotent by nature, so it takes no idempotency key. Refusals come before the
 * input's messages, as for the post's edit.
 */
export async function setScreeningQuestions(
  deps: Deps, viewer: Viewer, opportunityId: number, input: { questions: unknown; autoDecline: unknown },
): Promise<ScreeningRecord> {
  await findScreenablePost(deps.db, viewer, opportunityId);
  const values = AppError.parse(setScreeningSchema, input, '');
  return deps.db.transaction(async (tx) => {
    await findScreenablePost(tx, viewer, opportunityId, { lock: true });
    const [current] = await screeningsOf(tx, [opportunityId]);
    const unchanged = sameQuestions(current!.questions, values.questions);
    if (unchanged && current!.auto_decline === values.autoDecline) return current!;
    const versionId = unchanged ? current!.version_id : await writeVersion(tx, opportunityId, viewer.user.id, values.questions);
    const row = { version_id: versionId, auto_decline: values.autoDecline, updated_by: viewer.user.id, updated_at: sql`now()` };
    await tx
      .insert(opportunityScreenings)
      .values({ opportunity_id: opportunityId, ...row })
      .onConflictDoUpdate({ target: opportunityScreenings.opportunity_id, set: row });
    return (await screeningsOf(tx, [opportunityId]))[0]!;
  });
}
