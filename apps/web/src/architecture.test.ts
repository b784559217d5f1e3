import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The arrows run one way (apps/web/README.md): routes -> features -> app -> ui and lib. Each layer imports
 * its own and those below it, never one above; a feature uses another feature only through that feature's
 * index.ts, which holds `export { … } from` lines and nothing else (what the feature offers, at a glance), and no two
 * features reach each other (what both need sits in a third feature, app/ or ui/). A dynamic
 * import() names the module it loads, in another feature too: it is where the code splits, and through the index it
 * would load the whole feature. root.tsx, routes.ts and the entries (entry.client.tsx, entry.server.tsx, and
 * server.ts, the server build's) are the composition roots, above every layer. Tests follow the rules of the code beside them.
 */
const src = path.dirname(fileURLToPath(import.meta.url));

const ROOTS = new Set(['root.tsx', 'routes.ts', 'entry.client.tsx', 'entry.server.tsx', 'server.ts', 'architecture.test.ts']);
/** gql.tada's set-up and the types it generates: below everything, like a library. */
const BASE = new Set(['graphql.ts', 'graphql.test.ts', 'graphql-env.d.ts']);
/** Higher imports lower. ui/ and lib/ share the bottom: the widgets use the helpers, and the page titles the brand. */
const RANK: Record<string, number> = { lib: 0, ui: 0, app: 1, features: 2, routes: 3 };
const WHAT: Record<string, string> = {
  lib: 'lib/ (helpers)',
  ui: 'ui/ (widgets)',
  app: 'app/ (what every feature builds on)',
  features: 'features/',
  routes: 'routes/ (the route tables and the frame)',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');

/** The file a relative import names, as the bundler finds it. */
function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
  return found ?? base;
}

interface Import {
  target: string;
  dynamic: boolean;
}

/** Imports, dynamic imports and re-exports of our own modules (packages such as @mp/domain are free to use anywhere). */
function importsOf(file: string): Import[] {
  const text = fs.readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName, pos }) => ({ target: resolve(file, fileName), dynamic: /\bimport\s*\(\s*$/.test(text.slice(Math.max(0, pos - 20), pos)) }));
}

/** The layer of a file: 'root', 'base', or a folder of RANK. */
function layerOf(rel: string): string {
  if (ROOTS.has(rel)) return 'root';
  if (BASE.has(rel)) return 'base';
  return rel.split('/')[0]!;
}

const rankOf = (layer: string) => (layer === 'root' ? 4 : layer === 'base' ? -1 : RANK[layer]);
const featureOf = (rel: string) => (rel.startsWith('features/') ? rel.split('/')[1] : undefined);
const isFeatureIndex = (rel: string) => /^features\/[^/]+\/index\.ts$/.test(rel);

const files = sourceFiles(src);

/**
 * The groups of features that reach each other through their imports (each group once, its features sorted), with
 * the imports inside the group: a group of one feature is no cycle.
 */
function featureCycles(uses: Map<string, Map<string, string>>): string[] {
  const reach = (from: string) => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      for (const next of uses.get(stack.pop()!)?.keys() ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    return seen;
  };
  const reached = new Map([...uses.keys()].map((feature) => [feature, reach(feature)]));
  const groups = new Set<string>();
  for (const [feature, seen] of reached) {
    if (!seen.has(feature)) continue;
    const group = [...seen].filter((other) => reached.get(other)?.has(feature)).sort();
    const imports = group.flatMap((from) => group.flatMap((to) => uses.get(from)?.get(to) ?? []));
    groups.add(`features ${group.join(', ')} import each other: ${imports.join('; ')}`);
  }
  return [...groups];
}

describe('the web layers', () => {
  it('puts every file in a layer', () => {
    const stray = files.map(relative).filter((rel) => rankOf(layerOf(rel)) === undefined);
    expect(stray, 'a file outside routes/, features/, app/, ui/ and lib/ (or the composition roots)').toEqual([]);
  });

  it('has no import that runs up a layer, nor into another feature but through its index.ts', () => {
    const offenders = files.flatMap((file) => {
      const from = relative(file);
      return importsOf(file).flatMap(({ target, dynamic }) => {
        const to = relative(target);
        const [fromLayer, toLayer] = [layerOf(from), layerOf(to)];
        if (rankOf(toLayer)! > rankOf(fromLayer)!) {
          return [`${from} imports ${to}: ${WHAT[fromLayer] ?? fromLayer} sits below ${WHAT[toLayer] ?? toLayer} (routes -> features -> app -> ui, lib)`];
        }
        const [fromFeature, toFeature] = [featureOf(from), featureOf(to)];
        if (fromFeature && toFeature && fromFeature !== toFeature && !isFeatureIndex(to) && !dynamic) {
          return [`${from} imports ${to}: a feature uses another only through its index.ts (features/${toFeature}/index.ts)`];
        }
        return [];
      });
    });
    expect(offenders).toEqual([]);
  });

  it('has no cycle between features: what two features share sits in a third, or below them', () => {
    /** For each feature, the features it imports, with one import that shows it. */
    const uses = new Map<string, Map<string, string>>();
    for (const file of files) {
      const from = relative(file);
      const fromFeature = featureOf(from);
      if (!fromFeature) continue;
      for (const { target } of importsOf(file)) {
        const to = relative(target);
        const toFeature = featureOf(to);
        if (!toFeature || toFeature === fromFeature) continue;
        const edges = uses.get(fromFeature) ?? new Map<string, string>();
        if (!edges.has(toFeature)) edges.set(toFeature, `${from} imports ${to}`);
        uses.set(fromFeature, edges);
      }
    }
    expect(featureCycles(uses)).toEqual([]);
  });

  it("keeps each feature's index.ts to `export { … } from` lines, which the build follows to what an importer uses", () => {
    const offenders = files
      .filter((file) => isFeatureIndex(relative(file)))
      .flatMap((file) => {
        const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
        return source.statements
          .filter((statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)))
          .map((statement) => `${relative(file)}: \`${statement.getText(source).split('\n')[0]}\` is not an \`export { … } from\` line`);
      });
    expect(offenders).toEqual([]);
  });
});
