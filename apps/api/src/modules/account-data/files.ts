import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IMAGE_VARIANT_WIDTHS } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { accountDeletions, applications, documents, messageAttachments, resumes, uploads, users, type PendingFile } from '../../db/schema/index.js';
import { defineJob, type Deps } from '../../deps.js';
import { isStorageKey, privateStorageOf } from '../../adapters/storage.js';
import { variantKey } from '../uploads/variants.js';

/** The images a person uploaded for themselves; content images (articles, deals) are the platform's. */
const OWN_IMAGE_PURPOSES = ['avatar', 'photo', 'logo'];

const keyOfUploadUrl = (url: string | null) => (url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null);

/**
 * Every stored object of the person, read inside the deletion's transaction: their CVs, documents and message
 * attachments (private store), and the images they uploaded for themselves or show as their photo (public store,
 * with the resized copies), except an image another account still shows (a team's logo a member uploaded).
 * Removes the upload rows of those images; the private rows go with the person's other rows.
 */
export async function takeStoredFiles(tx: Tx, userId: number, avatar: string | null): Promise<PendingFile[]> {
  const applied = tx.select({ id: applications.id }).from(applications).where(eq(applications.user_id, userId));
  const [cvs, docs, attached, images] = await Promise.all([
    tx.select({ key: resumes.storage_key }).from(resumes).where(eq(resumes.user_id, userId)),
    tx.select({ key: documents.storage_key }).from(documents).where(eq(documents.user_id, userId)),
    // The files they attached to messages, and every file of the conversations of their applications (which go).
    tx
      .select({ key: messageAttachments.storage_key })
      .from(messageAttachments)
      .where(or(eq(messageAttachments.uploader_id, userId), inArray(messageAttachments.thread_id, applied))),
    tx
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(eq(uploads.created_by, userId), inArray(uploads.purpose, OWN_IMAGE_PURPOSES))),
  ]);
  const own = keyOfUploadUrl(avatar);
  const candidates = [...new Set([...images.map((i) => i.key), ...(own ? [own] : [])])].filter(isStorageKey);
  const shownByOthers = candidates.length
    ? await tx
        .select({ avatar: users.avatar })
        .from(users)
        .where(and(sql`${users.id} <> ${userId}`, inArray(users.avatar, candidates.map((k) => `/uploads/${k}`))))
    : [];
  const kept = new Set(shownByOthers.map((r) => keyOfUploadUrl(r.avatar)));
  const publicKeys = candidates.filter((k) => !kept.has(k));
  if (publicKeys.length) await tx.delete(uploads).where(inArray(uploads.key, publicKeys));
  return [
    ...[...cvs, ...docs, ...attached].map((f) => ({ store: 'private' as const, key: f.key })),
    ...publicKeys.flatMap((key) => [key, ...IMAGE_VARIANT_WIDTHS.map((w) => variantKey(key, w))]).map((key) => ({ store: 'public' as const, key })),
  ];
}

/**
 * Removes the objects of one deletion, after its commit. What fails stays in pending_files (reported,
 * retried by retryFileRemovals); the account itself is already erased either way.
 */
export async function removeStoredFiles(deps: Deps, deletionId: number, files: PendingFile[]): Promise<PendingFile[]> {
  const failed: PendingFile[] = [];
  for (const file of files) {
    try {
      if (file.store === 'private') await privateStorageOf(deps.storage).delete(file.key);
      else await deps.storage.delete(file.key);
    } catch (err) {
      failed.push(file);
      deps.reporter.capture(err, { accountDeletion: deletionId, store: file.store });
    }
  }
  await deps.db
    .update(accountDeletions)
    .set({
      pending_files: failed,
      removal_attempts: sql`${accountDeletions.removal_attempts} + 1`,
      files_removed_at: failed.length ? null : new Date(),
    })
    .where(eq(accountDeletions.id, deletionId));
  return failed;
}

/** Tries again the deletions whose files are not all gone; answers how many still have some left. */
export async function retryFileRemovals(deps: Deps, opts: { limit?: number; exceptId?: number } = {}): Promise<number> {
  const rows = await deps.db
    .select({ id: accountDeletions.id, files: accountDeletions.pending_files })
    .from(accountDeletions)
    .where(and(isNull(accountDeletions.files_removed_at), opts.exceptId ? ne(accountDeletions.id, opts.exceptId) : undefined))
    .orderBy(asc(accountDeletions.created_at))
    .limit(opts.limit ?? 20);
  let left = 0;
  for (const row of rows) if ((await removeStoredFiles(deps, row.id, row.files)).length) left += 1;
  return left;
}

/** One deletion's stored files, queued by its transaction (deletion.ts); what storage refuses waits for the hourly retry. */
export const removeDeletionFilesJob = defineJob({
  name: 'account-data.remove-files',
  payload: z.object({ deletionId: z.number().int() }),
  async run(deps, { deletionId }) {
    const [row] = await deps.db
      .select({ files: accountDeletions.pending_files })
      .from(accountDeletions)
      .where(and(eq(accountDeletions.id, deletionId), isNull(accountDeletions.files_removed_at)));
    if (row) await removeStoredFiles(deps, deletionId, row.files);
  },
});
