import type { Readable } from 'node:stream';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Deps } from '../../deps.js';
import { attempt } from '../../lib/limits.js';
import { privateStorageOf } from '../../adapters/storage.js';
import type { Viewer } from '../../viewer/viewer.js';
import { collectAccountData } from './collect.js';
import { assertOwnSession } from './policy.js';

/** Building the file reads every row and file of the person: a few a day is plenty (decision 0035). */
export const EXPORTS_PER_USER = { max: 5, window: 60 * 60 } as const;

async function readAll(body: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A name safe in any unzip tool: no folders, no control or odd characters, at most 120 characters. */
export function safeEntryName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[^\w.\- ()]+/g, '_').replace(/^\.+/, '').trim().slice(-120);
  return clean || 'file';
}

const README = `This file holds everything we keep about you.

data.json   your account, profile lists, notification settings, applications
            (with your answers to their screening questions, as asked),
            saved posts, the messages you wrote about applications, your
            interviews (as an applicant, and the steps you took for a team), team
            memberships (and, for a team you administer, its profile and
            credits ledger) and your sign-in sessions.
files/      your CVs, supporting documents and photo, as you uploaded them.

Secrets (your password's hash and the hashes of sign-in and reset links) are
never included.
`;

export interface AccountExport {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * The signed-in person's data as one ZIP: data.json, README.txt and files/ (decision 0035). Only the
 * session's own user, never an administrator acting as them; counted before the work (decision 0004).
 */
export async function exportAccountData(deps: Deps, viewer: Viewer): Promise<AccountExport> {
  assertOwnSession(viewer);
  await attempt(deps.db, `account-export:user:${viewer.user.id}`, EXPORTS_PER_USER);
  const data = await collectAccountData(deps.db, viewer.user);
  const store = privateStorageOf(deps.storage);
  // Stored files are compressed already (PDF, DOCX, PNG, JPEG): kept as they are.
  const files: Zippable = {};
  const missing: string[] = [];
  const add = async (folder: string, id: number, fileName: string, read: () => Promise<{ body: Readable } | null>) => {
    const path = `files/${folder}/${id}-${safeEntryName(fileName)}`;
    const file = await read().catch(() => null);
    if (!file) {
      missing.push(path);
      return null;
    }
    files[path] = [await readAll(file.body), { level: 0 }];
    return path;
  };

  const cvs = [];
  for (const r of data.resumes) {
    cvs.push({ file_name: r.file_name, content_type: r.content_type, size: r.size, uploaded_at: r.created_at, path: await add('cv', r.id, r.file_name, () => store.get(r.storage_key)) });
  }
  const docs = [];
  for (const d of data.documents) {
    docs.push({ name: d.name, file_name: d.file_name, content_type: d.content_type, size: d.size, uploaded_at: d.created_at, path: await add('documents', d.id, d.file_name, () => store.get(d.storage_key)) });
  }
  const avatarKey = viewer.user.avatar?.startsWith('/uploads/') ? viewer.user.avatar.slice('/uploads/'.length) : null;
  const photo = avatarKey ? await add('photo', viewer.user.id, avatarKey, () => deps.storage.get(avatarKey)) : null;

  const { resumes: _r, documents: _d, ...rest } = data;
  const json = {
    exported_at: new Date().toISOString(),
    ...rest,
    files: { cvs, supporting_documents: docs, photo, missing },
  };
  const bytes = zipSync({
    'data.json': strToU8(JSON.stringify(json, null, 2)),
    'README.txt': strToU8(README),
    ...files,
  }, { level: 6 });
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `your-data-${day}.zip`, bytes };
}
