// `npm start`: builds what is stale (the web app, the API bundle), then runs the API in this process
// (one Node start, not a chain of npm and node processes). With WEB_CONCURRENCY > 1, node:cluster runs
// this file again in each worker process: only the first process builds.
import cluster from 'node:cluster';
import { pathToFileURL } from 'node:url';
import { API_BUNDLE, apiBundleStale, buildApi } from './build-api.mjs';

if (cluster.isPrimary) {
  // Its top level builds the web app when a source is newer than the build.
  await import('./build-web-if-stale.mjs');
  if (apiBundleStale()) {
    console.log('bundling the API…');
    await buildApi();
  }
}
// Stack traces name the TypeScript files and lines.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(API_BUNDLE).href);
