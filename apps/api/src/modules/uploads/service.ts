import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MSG,
  UPLOAD_PURPOSES,
  imageTooLargeMessage,
  type UploadPurpose,
} from '@mp/domain';
import type { Deps } from '../../deps.js';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { newStorageKey } from '../../adapters/storage.js';
import type { Viewer } from '../../viewer/viewer.js';
import { attempt } from '../../lib/limits.js';
import { normaliseImage } from './image.js';
import { canUpload } from './policy.js';

/** Generous for a console session or onboarding, a wall for a script filling the disk. */
export const UPLOADS_PER_USER = { max: 100, window: 60 * 60 } as const;

export interface UploadRequest {
  purpose: string | undefined;
  file?: { bytes: Buffer; truncated: boolean; filename?: string };
}

const bad = (message: string, field: string) => new AppError('BAD_USER_INPUT', message, { [field]: message });

/** Checks, re-encodes and stores one image; answers its id and the address to put in image fields. */
export async function saveUpload(deps: Deps, viewer: Viewer, req: UploadRequest): Promise<{ id: number; url: string }> {
  const purpose = req.purpose as UploadPurpose;
  if (!UPLOAD_PURPOSES.includes(purpose)) throw bad(UPLOAD_MSG.purpose, 'purpose');
  if (!canUpload(viewer, purpose)) throw AppError.forbidden();
  const { file } = req;
  if (!file || file.bytes.length === 0) throw bad(UPLOAD_MSG.noFile, 'file');
  if (file.truncated || file.bytes.length > UPLOAD_MAX_BYTES[purpose]) throw bad(imageTooLargeMessage(purpose), 'file');
  await attempt(deps.db, `uploads:user:${viewer.user.id}`, UPLOADS_PER_USER);

  const image = await normaliseImage(file.bytes);
  const key = newStorageKey(image.contentType);
  await deps.storage.put(key, image.bytes, image.contentType);
  try {
    const [row] = await deps.db
      .insert(uploads)
      .values({
        key,
        content_type: image.contentType,
        size: image.bytes.length,
        original_name: file.filename?.slice(0, 255) || null,
        purpose,
        created_by: viewer.user.id,
      })
      .returning({ id: uploads.id });
    return { id: row!.id, url: deps.storage.url(key) };
  } catch (err) {
    // No row, no file: an unrecorded object would never be cleaned up.
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** Whether `key` is an upload someone made (a row in uploads), rather than a copy derived from one. */
export async function isRecordedUpload(deps: Deps, key: string): Promise<boolean> {
  return (await deps.db.$count(uploads, eq(uploads.key, key))) > 0;
}
