// Bundles the API for `npm start` (decision 0043): apps/api/src/main.ts → apps/api/dist/main.mjs, with the
// shared @mp/domain inside and every other package left to node_modules. The process then loads one file
// instead of some 400 TypeScript files through tsx's loader: the second start is ready in about half the time.
//   node scripts/build-api.mjs            builds
//   node scripts/build-api.mjs --if-stale builds only when a source is newer than the bundle
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'apps/api/dist');
export const API_BUNDLE = path.join(outdir, 'main.mjs');
const sources = ['apps/api/src', 'apps/api/package.json', 'packages/domain/src', 'scripts/build-api.mjs'].map((p) => path.join(root, p));

export function apiBundleStale() {
  return !fs.existsSync(API_BUNDLE) || newestMtime(sources) > fs.statSync(API_BUNDLE).mtimeMs;
}

export async function buildApi() {
  const { build } = await import('esbuild');
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(root, 'apps/api/src/main.ts') },
    outdir,
    bundle: true,
    // Each `await import()` stays a chunk of its own, loaded when first used (the S3 storage, the Stripe adapter…).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-outside',
        setup(b) {
          // Packages stay in node_modules (native modules, data files read by path); the workspace's own are bundled.
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@mp/') || path.isAbsolute(args.path) ? undefined : { external: true }));
          // A file that finds its neighbours from its own address (the migrations, the demo logo, the place worker)
          // keeps finding them in src/: import.meta.url is the source file's, not the bundle's.
          b.onLoad({ filter: /[\\/]apps[\\/]api[\\/]src[\\/].*\.ts$/ }, async (args) => ({
            contents: (await fs.promises.readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
            loader: 'ts',
          }));
        },
      },
    ],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.argv.includes('--if-stale') || apiBundleStale()) {
    const started = performance.now();
    await buildApi();
    console.log(`API bundled in ${Math.round(performance.now() - started)} ms`);
  }
}
