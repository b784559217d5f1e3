// Builds the web app when its sources (or the shared domain package) are newer than the last build,
// so `npm start` on a machine that already built starts at once.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const built = 'apps/web/dist/index.html';
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

const stale = !fs.existsSync(built) || Math.max(...sources.filter(fs.existsSync).map(newest)) > fs.statSync(built).mtimeMs;
if (stale) {
  console.log('building the web app…');
  execSync('npm run build -w @mp/web', { stdio: 'inherit' });
} else {
  console.log('web app build is up to date');
}
