import { readFile } from 'node:fs/promises';
import type { Db } from '../db/client.js';
import { uploads } from '../db/schema/index.js';
import { normaliseImage } from '../modules/uploads/image.js';
import { newStorageKey, type Storage } from '../adapters/storage.js';

/**
 * Stores an image shipped with the seeds as an upload of `purpose` (re-encoded and recorded, as POST /api/uploads
 * stores one) and answers its address. No row, no file: a failed insert removes the stored file.
 */
export async function storeSeedImage(db: Db, storage: Storage, file: URL, purpose: string, createdBy: number | null): Promise<string> {
  const image = await normaliseImage(await readFile(file));
  const key = newStorageKey(image.contentType);
  await storage.put(key, image.bytes, image.contentType);
  try {
    const name = file.pathname.split('/').pop() ?? null;
    await db.insert(uploads).values({ key, content_type: image.contentType, size: image.bytes.length, original_name: name, purpose, created_by: createdBy });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  return storage.url(key);
}
