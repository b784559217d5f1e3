import path from 'node:path';
import type { Config } from '../config.js';
import type { Storage } from './storage.js';

/**
 * S3 when a bucket is configured, otherwise files under DATA_DIR/uploads. Only the chosen adapter is loaded; this
 * sits apart from storage.ts, which both adapters import, so that no file loads itself back through them.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { createS3Storage } = await import('./storage-s3.js');
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  const { createLocalStorage } = await import('./storage-local.js');
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
