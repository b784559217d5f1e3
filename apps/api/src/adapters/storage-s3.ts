import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, uploadUrl, type PrivateStorage, type Storage } from './storage.js';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); addressed path-style. Unset: AWS. */
  endpoint?: string;
  /** Unset: the SDK's usual chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

// Objects sit under one prefix, so the bucket may hold other things too; private ones under another.
const PREFIX = 'uploads/';
const PRIVATE_PREFIX = 'private/';

/** Files in an S3 bucket. Browsers still load them through our /uploads route (same origin, nosniff). */
export function createS3Storage(opts: S3Options): Storage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: Boolean(opts.endpoint),
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
  });
  return { kind: 's3', ...s3Objects(client, opts.bucket, PREFIX), url: uploadUrl, privateStore: s3Objects(client, opts.bucket, PRIVATE_PREFIX) };
}

function s3Objects(client: S3Client, bucket: string, prefix: string): PrivateStorage {
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return prefix + key;
  };

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? 'application/octet-stream',
          size: out.ContentLength,
        };
      } catch (err) {
        const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
