import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLocalStorage } from './storage-local.js';
import { createS3Storage } from './storage-s3.js';
import { createStorage } from './create-storage.js';
import { newStorageKey, type Storage } from './storage.js';

/** Just enough of S3's path-style API (PUT, GET, DELETE of one object) to drive the real SDK. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const name = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    const found = objects.get(name);
    if (req.method === 'PUT') {
      objects.set(name, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
      res.writeHead(200, { etag: '"1"' }).end();
    } else if (req.method === 'GET' && found) {
      res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length }).end(found.body);
    } else if (req.method === 'GET') {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>');
    } else if (req.method === 'DELETE') {
      objects.delete(name);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  return { server, objects };
}

const s3 = fakeS3();
let dir: string;
const adapters: Record<string, () => Storage> = {};
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mp-storage-'));
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  const { port } = s3.server.address() as AddressInfo;
  adapters.local = () => createLocalStorage(dir);
  adapters.s3 = () =>
    createS3Storage({ bucket: 'media', region: 'auto', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'test', secretAccessKey: 'test-secret' });
});
afterAll(async () => {
  s3.server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage', (kind) => {
  it('puts, gets and deletes under a random key', async () => {
    const storage = adapters[kind]!();
    const key = newStorageKey('image/png');
    expect(key).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: 'image/png', size: 9 });
    expect(await text(file!.body)).toBe('png bytes');
    expect(storage.url(key)).toBe(`/uploads/${key}`);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys it did not make', async () => {
    const storage = adapters[kind]!();
    for (const key of ['../escape.png', 'a/b.png', '', `${'a'.repeat(32)}.png/../../x`]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});

it('keeps S3 objects under the uploads/ prefix of the bucket', async () => {
  const key = newStorageKey('image/jpeg');
  await adapters.s3!().put(key, Buffer.from('jpeg'), 'image/jpeg');
  expect(s3.objects.get(`/media/uploads/${key}`)).toMatchObject({ type: 'image/jpeg' });
});

it('chooses the adapter from the configuration', async () => {
  expect((await createStorage(loadConfig({ DATA_DIR: dir }))).kind).toBe('local');
  const s3Config = loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:1', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' });
  expect((await createStorage(s3Config)).kind).toBe('s3');
  expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a' })).toThrow(/go together/);
});
