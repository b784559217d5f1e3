// Builds the web app when its sources (or the shared domain package) are newer than the last build,
// so `npm start` on a machine that already built starts at once.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { newestMtime } from './newest-mtime.mjs';

// What a complete build leaves: a file of the client build and the server build's entry, which React Router writes
// after the client's. A build stopped half-way is stale.
const built = ['apps/web/dist/server/index.js', 'apps/web/dist/client/favicon.ico'];
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/domain/src',
];

const stale =
  !built.every((file) => fs.existsSync(file)) ||
  newestMtime(sources) > Math.min(...built.map((file) => fs.statSync(file).mtimeMs));
if (stale) {
  console.log('building the web app…');
  // A production build whoever asks: the browser tests' server runs with NODE_ENV=test, which would otherwise give
  // React's development build, left in dist for the next `npm start` to serve as up to date.
  execSync('npm run build -w @mp/web', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
} else {
  console.log('web app build is up to date');
}
