import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, contentTypeOfKey, uploadUrl, type PrivateStorage, type Storage } from './storage.js';

/**
 * Files in one folder on this machine: fine for one server; use S3 when several serve. Private objects go
 * to its `private` subfolder, which no route serves (public keys are flat, so none can name it).
 */
export function createLocalStorage(dir: string): Storage {
  const root = path.resolve(dir);
  return { kind: 'local', ...localFiles(root), url: uploadUrl, privateStore: localFiles(path.join(root, 'private')) };
}

function localFiles(root: string): PrivateStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fsp.mkdir(root, { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const tmp = path.join(root, `.${randomBytes(8).toString('hex')}.tmp`);
      await fsp.writeFile(tmp, bytes, { flag: 'wx' });
      await fsp.rename(tmp, file);
    },
    async get(key) {
      const file = fileOf(key);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: fs.createReadStream(file), contentType: contentTypeOfKey(key), size: stat.size };
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
  };
}
