import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@mp/domain';
import type { Storage, StoredFile } from '../../adapters/storage.js';
import { loadSharp } from '../../lib/sharp.js';
import { IMAGE_MAX_INPUT_PIXELS } from './image.js';

/** The asked width when it is one the route serves (`?w=640`); undefined otherwise. */
export function variantWidth(raw: unknown): ImageVariantWidth | undefined {
  const width = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  return IMAGE_VARIANT_WIDTHS.find((w) => w === width);
}

/**
 * Where a resized copy is kept: a key of the same shape as an upload's (32 hex, same extension),
 * derived from the original's key and the width, so every server finds the copy another one made.
 */
export function variantKey(key: string, width: ImageVariantWidth): string {
  const ext = key.slice(key.lastIndexOf('.'));
  return createHash('sha256').update(`${key}@w${width}`).digest('hex').slice(0, 32) + ext;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The upload `key` at most `width` pixels wide (never enlarged), in its own format: read from storage
 * when an earlier request made it, otherwise made from the original with sharp and stored for the next.
 * Null when there is no original. Only recorded uploads are resized (`isUpload`), not copies: a copy's
 * key has the same shape, and resizing copies of copies would let anyone fill the storage.
 */
export async function getVariant(
  storage: Storage,
  key: string,
  width: ImageVariantWidth,
  isUpload: (key: string) => Promise<boolean>,
): Promise<StoredFile | null> {
  const cachedKey = variantKey(key, width);
  const cached = await storage.get(cachedKey);
  if (cached) return cached;
  if (!(await isUpload(key))) return null;
  const original = await storage.get(key);
  if (!original) return null;
  const sharp = await loadSharp();
  const image = sharp(await readAll(original.body), { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).resize({ width, withoutEnlargement: true });
  const bytes =
    original.contentType === 'image/png' ? await image.png({ compressionLevel: 9 }).toBuffer() : await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  await storage.put(cachedKey, bytes, original.contentType);
  return { body: Readable.from(bytes), contentType: original.contentType, size: bytes.length };
}
