import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { IMAGE_VARIANT_WIDTHS, UPLOAD_MSG, type UploadPurpose } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { caseStudies, caseStudyMedia, uploads, userTeams } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { lockTeam } from '../teams/policy.js';
import { variantKey } from '../uploads/variants.js';

/**
 * A case study's images are uploads of its own (decision 0051): one the team made for that purpose (`thumbnail`,
 * `case-study-media`), used by no other case study, so that removing it from one case study can delete the file.
 */

const keyOf = (path: string) => path.slice('/uploads/'.length);
const refused = (field: string) => new AppError('BAD_USER_INPUT', UPLOAD_MSG.invalidImage, { [field]: UPLOAD_MSG.invalidImage });

export interface ImageUse {
  path: string;
  purpose: UploadPurpose;
  /** The input field it came from, for the message. */
  field: string;
}

/**
 * Checks the images a case study is given that it does not hold already (`current`): each an upload of its
 * purpose by someone of the agency team, named once, and held by no other case study.
 */
export async function checkImages(tx: Tx, agencyId: number, caseStudyId: number | null, images: ImageUse[], current: Set<string>): Promise<void> {
  const seen = new Set<string>();
  for (const image of images) {
    if (seen.has(image.path)) throw refused(image.field);
    seen.add(image.path);
  }
  const fresh = images.filter((i) => !current.has(i.path));
  if (fresh.length === 0) return;
  // Two changes of the team naming one new image at once: the second waits here and then sees the first's rows.
  await lockTeam(tx, agencyId);
  const rows = await tx
    .select({ key: uploads.key, purpose: uploads.purpose })
    .from(uploads)
    .where(
      and(
        inArray(uploads.key, fresh.map((i) => keyOf(i.path))),
        inArray(uploads.created_by, tx.select({ id: userTeams.user_id }).from(userTeams).where(eq(userTeams.team_id, agencyId))),
      ),
    );
  const purposeOf = new Map(rows.map((r) => [r.key, r.purpose]));
  for (const image of fresh) if (purposeOf.get(keyOf(image.path)) !== image.purpose) throw refused(image.field);
  const paths = fresh.map((i) => i.path);
  const other = caseStudyId === null ? sql`true` : ne(caseStudies.id, caseStudyId);
  const [held] = await tx
    .select({ id: caseStudies.id })
    .from(caseStudies)
    .leftJoin(caseStudyMedia, eq(caseStudyMedia.case_study_id, caseStudies.id))
    .where(and(other, or(inArray(caseStudies.thumbnail, paths), inArray(caseStudyMedia.image, paths))))
    .limit(1);
  if (held) throw refused(fresh[0]!.field);
}

/** Forgets the uploads of `paths` in the transaction; their files go after the commit (deleteFiles). */
export async function forgetUploads(tx: Tx, paths: string[]): Promise<void> {
  if (paths.length > 0) await tx.delete(uploads).where(inArray(uploads.key, paths.map(keyOf)));
}

/** Deletes the files of `paths` and their resized copies; a file already gone is no fault. */
export async function deleteFiles(deps: Deps, paths: string[]): Promise<void> {
  const keys = paths.map(keyOf).flatMap((key) => [key, ...IMAGE_VARIANT_WIDTHS.map((w) => variantKey(key, w))]);
  await Promise.all(
    keys.map((key) =>
      deps.storage.delete(key).catch((err: unknown) => deps.log.warn({ err, key }, 'case study: a removed file could not be deleted')),
    ),
  );
}
