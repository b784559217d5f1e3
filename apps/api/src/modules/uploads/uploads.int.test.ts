import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MSG, imageTooLargeMessage } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { uploads } from '../../db/schema/index.js';
import { variantFormat, variantKey } from './variants.js';

let t: TestApp;
let admin: string;
let freelancer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  freelancer = await t.login('freelancer@demo.test');
});
afterAll(async () => t.close());

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

async function upload(opts: { token?: string; purpose?: string; bytes?: Buffer; name?: string; type?: string }) {
  const fd = new FormData();
  if (opts.purpose) fd.append('purpose', opts.purpose);
  if (opts.bytes) fd.append('file', new Blob([new Uint8Array(opts.bytes)], { type: opts.type ?? 'image/png' }), opts.name ?? 'image.png');
  const body = new Response(fd);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      'content-type': body.headers.get('content-type')!,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A PNG-looking file of exactly `size` bytes: real PNG signature, then padding. */
const pngOfSize = async (size: number) => {
  const head = await solid(4, 4).png().toBuffer();
  return Buffer.concat([head, Buffer.alloc(size - head.length, 7)]);
};

describe('POST /api/uploads', () => {
  it('stores a PNG re-encoded, and serves it from /uploads/<key>', async () => {
    const original = await solid(40, 30).png().withExif({ IFD0: { Artist: 'Secret Person' } }).toBuffer();
    expect(original.includes('Secret Person')).toBe(true);
    const res = await upload({ token: freelancer, purpose: 'avatar', bytes: original, name: 'me.png' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/) });

    const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.id, res.body.id));
    expect(row).toMatchObject({ purpose: 'avatar', content_type: 'image/png', original_name: 'me.png' });

    const served = await t.app.inject({ method: 'GET', url: res.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    const stored = served.rawPayload;
    expect(stored.length).toBe(row!.size);
    expect(stored.includes('Secret Person')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
  });

  it('keeps JPEGs as JPEGs and scales down very large images', async () => {
    const res = await upload({ token: admin, purpose: 'article', bytes: await solid(3000, 600).jpeg().toBuffer(), name: 'wide.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 2400, height: 480 });
  });

  it('refuses what is not a JPEG or PNG, whatever its name says', async () => {
    const text = await upload({ token: freelancer, purpose: 'avatar', bytes: Buffer.from('just some text, honestly'), name: 'photo.png', type: 'image/png' });
    expect(text).toEqual({ status: 422, body: expect.objectContaining({ message: UPLOAD_MSG.imageType, code: 'BAD_USER_INPUT' }) });
    const gif = await upload({ token: freelancer, purpose: 'avatar', bytes: await solid(4, 4).gif().toBuffer(), name: 'a.png' });
    expect(gif.body.message).toBe(UPLOAD_MSG.imageType);
    const broken = await upload({ token: freelancer, purpose: 'avatar', bytes: (await solid(40, 40).png().toBuffer()).subarray(0, 60) });
    expect(broken).toEqual({ status: 422, body: expect.objectContaining({ message: UPLOAD_MSG.invalidImage }) });
  });

  it('refuses files over the limit of their purpose with the spec message', async () => {
    const avatar = await upload({ token: freelancer, purpose: 'avatar', bytes: await pngOfSize(5_000_001) });
    expect(avatar).toEqual({ status: 422, body: expect.objectContaining({ message: "Your image's file size is too large (max 5 MB)" }) });
    const logo = await upload({ token: freelancer, purpose: 'logo', bytes: await pngOfSize(8_388_609) });
    expect(logo.body.message).toBe(imageTooLargeMessage('logo'));
    expect(logo.body.message).toBe("Your image's file size is too large (max 8 MB)");
    // 5,000,001 bytes is within a logo's limit; the padding after the picture is dropped by the re-encoding.
    const bigLogo = await upload({ token: freelancer, purpose: 'logo', bytes: await pngOfSize(5_000_001) });
    expect(bigLogo.status).toBe(201);
    const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.id, bigLogo.body.id));
    expect(row!.size).toBeLessThan(1000);
    // Far over every limit: refused from the declared length, before the body is read.
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { authorization: `Bearer ${freelancer}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(20_000_000),
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().message).toBe(imageTooLargeMessage('logo'));
  });

  it('needs a token, an administrator for content images, and a known purpose', async () => {
    const png = await solid(8, 8).png().toBuffer();
    const before = await t.deps.db.$count(uploads);
    expect(await upload({ purpose: 'avatar', bytes: png })).toEqual({ status: 401, body: expect.objectContaining({ code: 'UNAUTHENTICATED' }) });
    expect((await upload({ token: 'not-a-token', purpose: 'avatar', bytes: png })).status).toBe(401);
    for (const purpose of ['article', 'deal']) {
      expect(await upload({ token: freelancer, purpose, bytes: png })).toEqual({ status: 403, body: expect.objectContaining({ code: 'FORBIDDEN' }) });
    }
    const unknown = await upload({ token: freelancer, purpose: '../etc', bytes: png });
    expect(unknown).toEqual({ status: 422, body: expect.objectContaining({ message: UPLOAD_MSG.purpose }) });
    expect((await upload({ token: freelancer, purpose: 'avatar' })).body.message).toBe(UPLOAD_MSG.noFile);
    expect(await t.deps.db.$count(uploads)).toBe(before);
    expect((await upload({ token: admin, purpose: 'deal', bytes: png })).status).toBe(201);
  });
});

describe('GET /uploads/<key>', () => {
  it.each(['/uploads/' + 'c'.repeat(32) + '.png', '/uploads/..%2f..%2fpackage.json', '/uploads/abc.svg'])('%s is a 404', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('GET /uploads/<key>?w=<width>', () => {
  it('serves the image resized to a listed width, keeps the copy, and never enlarges', async () => {
    const res = await upload({ token: admin, purpose: 'article', bytes: await solid(1200, 600).jpeg().toBuffer(), name: 'cover.jpg', type: 'image/jpeg' });
    const url: string = res.body.url;
    const key = url.slice('/uploads/'.length);

    const small = await t.app.inject({ method: 'GET', url: `${url}?w=320` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/jpeg');
    expect(small.headers['cache-control']).toMatch(/immutable/);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 160 });
    // Kept in storage under its own key, so the next request (on any server) reads it instead of resizing.
    const kept = await t.deps.storage.get(variantKey(key, 320));
    expect(kept).not.toBeNull();
    kept!.body.destroy();
    const again = await t.app.inject({ method: 'GET', url: `${url}?w=320` });
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);

    // Wider than the original: the original's size.
    const wide = await t.app.inject({ method: 'GET', url: `${url}?w=1280` });
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 1200, height: 600 });
  });

  it('serves a resized copy as WebP to a browser that takes it, varying on Accept; the original stays as it is', async () => {
    const photo = await upload({ token: admin, purpose: 'article', bytes: await solid(1200, 600).jpeg().toBuffer(), name: 'hero.jpg', type: 'image/jpeg' });
    const url: string = photo.body.url;
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const webp = await t.app.inject({ method: 'GET', url: `${url}?w=960`, headers: { accept: chrome } });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('accept');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960, height: 480 });
    // Kept under a key of its own, beside the JPEG copy, and read from there next time.
    const kept = await t.deps.storage.get(variantKey(url.slice('/uploads/'.length), 960, 'webp'));
    expect(kept?.contentType).toBe('image/webp');
    kept!.body.destroy();
    expect((await t.app.inject({ method: 'GET', url: `${url}?w=960`, headers: { accept: chrome } })).rawPayload.equals(webp.rawPayload)).toBe(true);
    // A client that does not name WebP, or refuses it, gets the JPEG; so does the original's own address.
    for (const accept of [undefined, 'image/jpeg,image/*', 'image/webp;q=0, image/*']) {
      const jpeg = await t.app.inject({ method: 'GET', url: `${url}?w=960`, headers: accept ? { accept } : {} });
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(jpeg.headers.vary).toBe('accept');
    }
    const original = await t.app.inject({ method: 'GET', url, headers: { accept: chrome } });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers.vary).toBeUndefined();

    // A PNG (a logo's flat colours and transparency) becomes lossless WebP, alpha kept.
    const logo = await upload({ token: freelancer, purpose: 'avatar', bytes: await solid(500, 100).png().toBuffer() });
    const small = await t.app.inject({ method: 'GET', url: `${logo.body.url}?w=320`, headers: { accept: chrome } });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
  });

  it('reads Accept as a list: WebP only when named without q=0', () => {
    expect(variantFormat('image/webp')).toBe('webp');
    expect(variantFormat('IMAGE/WEBP;q=0.5')).toBe('webp');
    expect(variantFormat('image/webp; q=0.0')).toBe('original');
    expect(variantFormat('image/webpx, image/*')).toBe('original');
    expect(variantFormat('*/*')).toBe('original');
    expect(variantFormat(undefined)).toBe('original');
  });

  it('ignores widths that are not listed, and resizes only recorded uploads', async () => {
    const png = await solid(500, 100).png().toBuffer();
    const { body } = await upload({ token: freelancer, purpose: 'avatar', bytes: png });
    for (const w of ['333', '-1', '99999', 'abc']) {
      const res = await t.app.inject({ method: 'GET', url: `${body.url}?w=${w}` });
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 500 });
    }
    const missing = await t.app.inject({ method: 'GET', url: `/uploads/${'d'.repeat(32)}.png?w=320` });
    expect(missing.statusCode).toBe(404);
    // A copy is served by its own key, but is not resized again: copies of copies could fill the disk.
    const key = body.url.slice('/uploads/'.length);
    await t.app.inject({ method: 'GET', url: `${body.url}?w=160` });
    const copyUrl = `/uploads/${variantKey(key, 160)}`;
    expect((await t.app.inject({ method: 'GET', url: copyUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${copyUrl}?w=160` })).statusCode).toBe(404);
  });
});
