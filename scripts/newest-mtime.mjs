// The latest modification time under each path (a file, or a folder walked whole): what the build-if-stale scripts
// compare with their build's.
import fs from 'node:fs';
import path from 'node:path';

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

/** The newest modification time of the paths that exist (0 when none does). */
export function newestMtime(paths) {
  return Math.max(0, ...paths.filter((p) => fs.existsSync(p)).map(newest));
}
