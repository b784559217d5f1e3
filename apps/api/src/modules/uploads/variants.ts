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

/** The variant's format: the original's (JPEG or PNG), or WebP for a browser that says it takes it. */
export type VariantFormat = 'original' | 'webp';

/** WebP when the request's Accept names it (every current browser does, for images) and does not refuse it (`q=0`). */
export function variantFormat(accept: string | undefined): VariantFormat {
  const entry = (accept ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.split(';')[0]!.trim() === 'image/webp');
  const q = entry && /;\s*q=([\d.]+)/.exec(entry);
  return entry && !(q && Number(q[1]) === 0) ? 'webp' : 'original';
}

/**
 * Where a resized copy is kept: a key derived from the original's key, the width and the format, so every server finds
 * the copy another one made. A copy in the original's format has an upload's shape (32 hex, same extension) and can be
 * read by its own address; a WebP copy (`.webp`) is only reached through its original's address.
 */
export function variantKey(key: string, width: ImageVariantWidth, format: VariantFormat = 'original'): string {
  if (format === 'webp') return createHash('sha256').update(`${key}@w${width}.webp`).digest('hex').slice(0, 32) + '.webp';
  const ext = key.slice(key.lastIndexOf('.'));
  return createHash('sha256').update(`${key}@w${width}`).digest('hex').slice(0, 32) + ext;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The upload `key` at most `width` pixels wide (never enlarged), in its own format or as WebP (a photo in lossy WebP
 * at about half the JPEG's bytes, a PNG's flat colours and transparency kept losslessly): read from storage
 * when an earlier request made it, otherwise made from the original with sharp and stored for the next.
 * Null when there is no original. Only recorded uploads are resized (`isUpload`), not copies: a copy's
 * key has the same shape, and resizing copies of copies would let anyone fill the storage.
 */
export async function getVariant(
  storage: Storage,
  key: string,
  width: ImageVariantWidth,
  isUpload: (key: string) => Promise<boolean>,
  format: VariantFormat = 'original',
): Promise<StoredFile | null> {
  const cachedKey = variantKey(key, width, format);
  const cached = await storage.get(cachedKey);
  if (cached) return cached;
  if (!(await isUpload(key))) return null;
  const original = await storage.get(key);
  if (!original) return null;
  const sharp = await loadSharp();
  const image = sharp(await readAll(original.body), { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).resize({ width, withoutEnlargement: true });
  const png = original.contentType === 'image/png';
  const [bytes, contentType] =
    format === 'webp'
      ? [await (png ? image.webp({ lossless: true, effort: 6 }) : image.webp({ quality: 75, effort: 6 })).toBuffer(), 'image/webp']
      : [await (png ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 80, mozjpeg: true })).toBuffer(), original.contentType];
  await storage.put(cachedKey, bytes, contentType);
  return { body: Readable.from(bytes), contentType, size: bytes.length };
}
