import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MSG, ATTACHMENT_TYPES, ATTACHMENTS_PER_MESSAGE, type AttachmentExtension } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { messageAttachments, type MessageAttachmentRow } from '../../db/schema/index.js';
import { z } from 'zod';
import { defineJob, type Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { attempt } from '../../lib/limits.js';
import { newPrivateKey, privateStorageOf, type StoredFile } from '../../adapters/storage.js';
import { membershipsOfUsers } from '../../viewer/memberships.js';
import type { Viewer } from '../../viewer/viewer.js';
import { findUserById } from '../users/service.js';
import { checkSignedQuery, signedQuery, toInt } from '../files/links.js';
import { cleanFileName, type IncomingFile } from '../files/service.js';
import { sniffDocument } from '../files/sniff.js';
import { assertMayWrite, participationOf } from './policy.js';

/**
 * Message attachments (decision 0060): pdf, doc, docx, png or jpg by their bytes, 10 MB each, at most 5 a message.
 * A file is uploaded for a thread first (its uploader's until sent), then carried by the message that sends it.
 * Downloads go through a link signed for one reader, who must still be one of the thread's two sides.
 */

/** Generous for a conversation, a wall for a script filling the disk. */
export const ATTACHMENT_UPLOADS_PER_USER = { max: 60, window: 60 * 60 } as const;
/** An upload never sent is removed after this long (the hourly clean-up). */
const UNSENT_HOURS = 24;

const bad = (message: string) => new AppError('BAD_USER_INPUT', message, { file: message });
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The attachment type of these bytes, or null: never from the name or the declared type. */
export function sniffAttachment(bytes: Buffer): AttachmentExtension | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return sniffDocument(bytes);
}

export interface AttachmentRecord {
  id: number;
  message_id: number | null;
  file_name: string;
  content_type: string;
  size: number;
  download_url: string;
}

const subjectOf = (id: number) => `message-attachment:${id}`;

export function attachmentRecord(deps: Pick<Deps, 'config'>, row: MessageAttachmentRow, readerId: number): AttachmentRecord {
  return {
    id: row.id, message_id: row.message_id, file_name: row.file_name, content_type: row.content_type, size: row.size,
    download_url: `/api/messages/attachments/${row.id}/download?${signedQuery(deps.config, subjectOf(row.id), readerId)}`,
  };
}

/** Checks and stores one file for a thread the viewer may write in; answers it unsent. */
export async function saveAttachment(deps: Deps, viewer: Viewer, applicationId: number, file: IncomingFile | undefined): Promise<AttachmentRecord> {
  const participation = await participationOf(deps.db, viewer, applicationId);
  assertMayWrite(viewer, participation, undefined);
  if (!file || file.bytes.length === 0) throw bad(ATTACHMENT_MSG.noFile);
  if (file.truncated || file.bytes.length > ATTACHMENT_MAX_BYTES) throw bad(ATTACHMENT_MSG.tooLarge);
  const ext = sniffAttachment(file.bytes);
  if (!ext) throw bad(ATTACHMENT_MSG.invalid);
  await attempt(deps.db, `message-attachments:user:${viewer.user.id}`, ATTACHMENT_UPLOADS_PER_USER);
  const store = privateStorageOf(deps.storage);
  const key = newPrivateKey(ext);
  const values = {
    thread_id: applicationId, uploader_id: viewer.user.id, storage_key: key,
    file_name: cleanFileName(file.filename, ext), content_type: ATTACHMENT_TYPES[ext], size: file.bytes.length,
  };
  await store.put(key, file.bytes, values.content_type);
  try {
    const [row] = await deps.db.insert(messageAttachments).values(values).returning();
    return attachmentRecord(deps, row!, viewer.user.id);
  } catch (err) {
    // No row, no object: an unrecorded object would never be cleaned up.
    await store.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * In the sending transaction: the viewer's own unsent uploads for this thread become the message's. Any other id
 * (another's, another thread's, one already sent or cleaned up) refuses the message.
 */
export async function attachToMessageTx(tx: Tx, viewer: Viewer, applicationId: number, messageId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  if (ids.length > ATTACHMENTS_PER_MESSAGE) throw bad(ATTACHMENT_MSG.tooMany);
  const taken = await tx
    .update(messageAttachments)
    .set({ message_id: messageId })
    .where(and(
      inArray(messageAttachments.id, [...ids]),
      eq(messageAttachments.thread_id, applicationId),
      eq(messageAttachments.uploader_id, viewer.user.id),
      isNull(messageAttachments.message_id),
    ))
    .returning({ id: messageAttachments.id });
  if (taken.length !== ids.length) throw bad(ATTACHMENT_MSG.gone);
}

/** The attachments of these messages, by message, with links for this reader. One statement. */
export async function attachmentsOf(deps: Pick<Deps, 'db' | 'config'>, messageIds: readonly number[], readerId: number): Promise<Map<number, AttachmentRecord[]>> {
  const byMessage = new Map<number, AttachmentRecord[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await deps.db.select().from(messageAttachments).where(inArray(messageAttachments.message_id, [...messageIds])).orderBy(messageAttachments.id);
  for (const row of rows) {
    const list = byMessage.get(row.message_id!) ?? [];
    list.push(attachmentRecord(deps, row, readerId));
    byMessage.set(row.message_id!, list);
  }
  return byMessage;
}

export type AttachmentDownload =
  | { ok: true; file: StoredFile; row: MessageAttachmentRow }
  | { ok: false; status: 404 | 410; message: string };

/**
 * A download through a signed link: the signature and expiry, then the file (sent, or the uploader's own unsent
 * one), then the reader is still one of the thread's two sides (a member unassigned since: refused).
 */
export async function openAttachment(deps: Deps, params: { id: string; reader?: unknown; expires?: unknown; sig?: unknown }): Promise<AttachmentDownload> {
  const notFound = { ok: false, status: 404, message: 'Could not find this file' } as const;
  const id = toInt(params.id);
  if (id === null) return notFound;
  const link = checkSignedQuery(deps.config, subjectOf(id), params);
  if (!link.ok) return link.reason === 'expired' ? { ok: false, status: 410, message: 'This download link has expired. Open the conversation again.' } : notFound;
  const [row] = await deps.db.select().from(messageAttachments).where(eq(messageAttachments.id, id));
  if (!row || (row.message_id === null && row.uploader_id !== link.reader)) return notFound;
  const user = await findUserById(deps.db, link.reader);
  if (!user || user.status !== 'ACTIVE') return notFound;
  const reader: Viewer = { user, tokenId: 0, impersonatorId: null, memberships: await membershipsOfUsers(deps.db, [user.id]) };
  try {
    await participationOf(deps.db, reader, row.thread_id);
  } catch {
    return notFound;
  }
  const file = await privateStorageOf(deps.storage).get(row.storage_key);
  return file ? { ok: true, file, row } : notFound;
}

/** Removes rows and objects: the rows first (nobody can reach the object then), objects best-effort. */
export async function removeAttachmentObjects(deps: Pick<Deps, 'storage' | 'reporter'>, keys: readonly string[]): Promise<void> {
  const store = privateStorageOf(deps.storage);
  for (const key of keys) {
    await store.delete(key).catch((err: unknown) => deps.reporter.capture(err as Error, { messageAttachment: key }));
  }
}

/** The hourly clean-up: uploads never sent, older than a day. Answers how many went. */
export async function pruneUnsentAttachments(deps: Deps): Promise<number> {
  const rows = await deps.db
    .delete(messageAttachments)
    .where(and(isNull(messageAttachments.message_id), lt(messageAttachments.created_at, sql`now() - make_interval(hours => ${UNSENT_HOURS})`)))
    .returning({ key: messageAttachments.storage_key });
  await removeAttachmentObjects(deps, rows.map((r) => r.key));
  return rows.length;
}

export const pruneUnsentAttachmentsJob = defineJob({
  name: 'maintenance.prune-unsent-attachments',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  run: async (deps) => void (await pruneUnsentAttachments(deps)),
});
