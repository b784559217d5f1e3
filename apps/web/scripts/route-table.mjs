/**
 * Writes the app's route table into a client build for the server (issue 23): the API answers an address that no
 * route of the app matches with 404 (the app's 'Page Not Found!' page as the body), instead of 200. Called by
 * vite.config.ts once the server entry is built; not a command of its own.
 *
 * Output: `.server/route-table.json` (a folder the server never serves), `[{ "path": "/company/login" }, …,
 * { "path": "/*", "notFound": true }]`: every branch of src/routes/full-table.tsx in React Router's order,
 * read by apps/api/src/ssr/route-table.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROUTE_TABLE_FILE = path.join('.server', 'route-table.json');

export async function writeRouteTable({ outDir, serverEntry, log = console.log }) {
  const { routeTable } = await import(`${pathToFileURL(serverEntry).href}?route-table`);
  const patterns = routeTable();
  if (!Array.isArray(patterns) || patterns.length === 0) throw new Error('the server entry listed no routes');
  const file = path.join(outDir, ROUTE_TABLE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(patterns)}\n`);
  log(`route table: ${patterns.length} patterns (${patterns.filter((p) => p.notFound).length} not-found)`);
  return file;
}
