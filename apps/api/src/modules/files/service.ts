import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  DOCUMENT_TYPES,
  FILES_MSG,
  PRIVATE_FILE_MAX_BYTES,
  documentNameRule,
  fileTooLargeMessage,
  isFreelancer,
  type PrivateFileKind,
} from '@mp/domain';
import type { Db } from '../../db/client.js';
import { documents, resumes } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { attempt } from '../../lib/limits.js';
import { newPrivateKey, privateStorageOf, type StoredFile } from '../../adapters/storage.js';
import type { Viewer } from '../../viewer/viewer.js';
import { findUserById } from '../users/service.js';
import { checkDownloadLink } from './links.js';
import { canReadPrivateFiles, fileNotFound } from './policy.js';
import { sniffDocument } from './sniff.js';

/** Generous for a profile's files, a wall for a script filling the disk. */
export const FILE_UPLOADS_PER_USER = { max: 60, window: 60 * 60 } as const;

export type ResumeRow = typeof resumes.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type PrivateFileRow = (ResumeRow & { kind: 'resume' }) | (DocumentRow & { kind: 'document' });

const TABLE = { resume: resumes, document: documents } as const;

export interface IncomingFile {
  bytes: Buffer;
  /** The reading stopped at the limit: the file is larger. */
  truncated: boolean;
  filename?: string;
}

const bad = (message: string, field: string) => new AppError('BAD_USER_INPUT', message, { [field]: message });

/** The name shown and offered on download: the last path segment, no control characters, at most 255. */
export function cleanFileName(raw: string | undefined, ext: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 255);
  return clean || `file.${ext}`;
}

/**
 * Checks and stores one private file of the signed-in freelancer: the bytes decide the type (sniff.ts),
 * the kind the limit; a document needs a name. The object goes to the private store, then the row.
 */
export async function savePrivateFile(
  deps: Deps,
  viewer: Viewer,
  kind: PrivateFileKind,
  input: { file?: IncomingFile; name?: string },
): Promise<PrivateFileRow> {
  if (!isFreelancer(viewer.user)) throw AppError.forbidden();
  let name: string | undefined;
  if (kind === 'document') {
    const parsed = documentNameRule.safeParse(input.name ?? '');
    if (!parsed.success) throw bad(parsed.error.issues[0]?.message ?? FILES_MSG.documentName, 'name');
    name = parsed.data;
  }
  const { file } = input;
  if (!file || file.bytes.length === 0) throw bad(FILES_MSG.noFile, 'file');
  if (file.truncated || file.bytes.length > PRIVATE_FILE_MAX_BYTES[kind]) throw bad(fileTooLargeMessage(kind), 'file');
  const ext = sniffDocument(file.bytes);
  if (!ext) throw bad(FILES_MSG.invalidDocument, 'file');
  await attempt(deps.db, `private-files:user:${viewer.user.id}`, FILE_UPLOADS_PER_USER);

  const store = privateStorageOf(deps.storage);
  const key = newPrivateKey(ext);
  const values = {
    user_id: viewer.user.id,
    storage_key: key,
    file_name: cleanFileName(file.filename, ext),
    content_type: DOCUMENT_TYPES[ext],
    size: file.bytes.length,
  };
  await store.put(key, file.bytes, values.content_type);
  try {
    if (kind === 'resume') {
      const [row] = await deps.db.insert(resumes).values(values).returning();
      return { ...row!, kind };
    }
    const [row] = await deps.db.insert(documents).values({ ...values, name: name! }).returning();
    return { ...row!, kind };
  } catch (err) {
    // No row, no object: an unrecorded object would never be cleaned up.
    await store.delete(key).catch(() => undefined);
    throw err;
  }
}

/** Removes one of the viewer's own files: the row, then the object. Another's file is NOT_FOUND. */
export async function removePrivateFile(deps: Deps, viewer: Viewer, kind: PrivateFileKind, id: number): Promise<boolean> {
  const table = TABLE[kind];
  const [row] = await deps.db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.user_id, viewer.user.id)))
    .returning({ storage_key: table.storage_key });
  if (!row) throw fileNotFound();
  try {
    await privateStorageOf(deps.storage).delete(row.storage_key);
  } catch (err) {
    // The row is gone, so nobody can reach the object; report it for cleaning rather than fail the removal.
    deps.reporter.capture(err as Error, { privateFile: `${kind}:${id}` });
  }
  return true;
}

/** The CVs of these people, newest first (the first is the active one). */
export async function resumesOf(db: Db, userIds: readonly number[]): Promise<ResumeRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(resumes).where(inArray(resumes.user_id, [...userIds])).orderBy(desc(resumes.created_at), desc(resumes.id));
}

/** The supporting documents of these people, newest first. */
export async function documentsOf(db: Db, userIds: readonly number[]): Promise<DocumentRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(inArray(documents.user_id, [...userIds]))
    .orderBy(desc(documents.created_at), desc(documents.id));
}

export type DownloadResult =
  | { ok: true; file: StoredFile; row: PrivateFileRow }
  | { ok: false; status: 404 | 410; code: 'NOT_FOUND' | 'GONE'; message: string };

/**
 * A download through a signed link: the signature and expiry (links.ts), then the file, then the policy for
 * the reader the link was minted for, checked again now (an application withdrawn, a file removed: refused).
 */
export async function openDownload(
  deps: Deps,
  kind: PrivateFileKind,
  params: { id: string; reader?: unknown; expires?: unknown; sig?: unknown },
): Promise<DownloadResult> {
  const notFound = { ok: false, status: 404, code: 'NOT_FOUND', message: FILES_MSG.notFound } as const;
  const link = checkDownloadLink(deps.config, { kind, ...params });
  if (!link.ok) return link.reason === 'expired' ? { ok: false, status: 410, code: 'GONE', message: FILES_MSG.linkExpired } : notFound;
  const table = TABLE[kind];
  const [found] = await deps.db.select().from(table).where(eq(table.id, link.claims.id));
  if (!found) return notFound;
  const reader = await findUserById(deps.db, link.claims.reader);
  if (!reader || !(await canReadPrivateFiles(deps.db, { user: reader }, found.user_id))) return notFound;
  const file = await privateStorageOf(deps.storage).get(found.storage_key);
  if (!file) return notFound;
  const row = (kind === 'resume' ? { ...found, kind } : { ...(found as DocumentRow), kind }) as PrivateFileRow;
  return { ok: true, file, row };
}
