import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream and the type it was stored with. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size?: number;
}

/**
 * Where uploaded files live. Keys are always made by `newStorageKey` (random, flat, no user-chosen
 * part), and every adapter refuses any other shape, so no key can climb out of its folder or bucket.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under this key. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** The address browsers load it from (our own /uploads route, whatever the adapter). */
  url(key: string): string;
  /** The private store beside it (CVs, documents: decision 0030); both adapters have one. */
  readonly privateStore?: PrivateStorage;
}

/**
 * Private objects: kept apart from the public uploads (another folder, another S3 prefix) so that no
 * public route can reach them; they are read only through a checked, signed download (modules/files).
 */
export interface PrivateStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** The private store of this storage. */
export function privateStorageOf(storage: Storage): PrivateStorage {
  if (!storage.privateStore) throw new Error(`The ${storage.kind} storage has no private store`);
  return storage.privateStore;
}

/** A new random key (128 bits) for a private object, with its (sniffed) extension. */
export function newPrivateKey(ext: string): string {
  const key = `${randomBytes(16).toString('hex')}.${ext}`;
  assertStorageKey(key);
  return key;
}

const KEY_RE = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;
const TYPE_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
/** What is stored besides uploads: the WebP copies the server makes of them (uploads/variants.ts). */
const STORED_TYPES: Record<string, string> = { ...TYPE_EXTENSIONS, 'image/webp': 'webp' };

export function isStorageKey(key: string): boolean {
  return KEY_RE.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key).slice(0, 80)}`);
}

/** A new random key (128 bits) with the extension of the content type. */
export function newStorageKey(contentType: string): string {
  const ext = TYPE_EXTENSIONS[contentType];
  if (!ext) throw new Error(`No storage extension for ${contentType}`);
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

/** The content type a key's extension stands for (the local adapter keeps no other record). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return Object.entries(STORED_TYPES).find(([, e]) => e === ext)?.[0] ?? 'application/octet-stream';
}

export const uploadUrl = (key: string) => `/uploads/${key}`;
