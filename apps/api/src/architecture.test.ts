import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The arrows run one way. The composition root (the files at the top of src/: main, app, schema, yoga, deps,
 * jobs…) with seed/ and web/ sits above the modules; below them graphql/ (the builder), viewer/, lib/ and db/;
 * adapters/ (the outside services) take what they need and know nothing of the app. No file imports itself
 * back through others.
 */
const src = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Test support beside the tests (fixtures, documents) may reach anywhere. */
const isTestSupport = (file: string) => /(^|\/)test-[^/]+\.ts$/.test(file);

/** The relative specifiers a source imports: `from '…'`, a bare `import '…'` and a dynamic `import('…')`. */
function specifiersIn(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1]!);
}

function importsOf(file: string): string[] {
  return specifiersIn(fs.readFileSync(file, 'utf8')).map((s) => path.resolve(path.dirname(file), s));
}

/** Root files that every layer may use: the configuration, the deps' contract (types, defineJob) and the errors. */
const ROOT_SHARED = new Set(['config.ts', 'deps.ts', 'errors.ts']);

const moduleOf = (file: string) => /modules\/([^/]+)\//.exec(path.relative(src, file))?.[1];

describe('reading imports', () => {
  it('reads static, bare and dynamic imports of relative files, and no package', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from '../b.js';",
      "export { c } from './c.js';",
      "import './d.js';",
      "const { e } = await import('./e.js');",
      "const f = await import(\n  '../f.js'\n);",
      "import { g } from 'g';",
      "const h = await import('node:h');",
    ].join('\n');
    expect(specifiersIn(text)).toEqual(['./a.js', '../b.js', './c.js', './d.js', './e.js', '../f.js']);
  });
});

describe('layering', () => {
  /** The imports of `layers`' files into the places `forbidden` matches, as "file -> target". */
  const offending = (layers: string[], forbidden: (target: string) => boolean) =>
    layers
      .flatMap((layer) => sourceFiles(path.join(src, layer)))
      .filter((f) => !isTestSupport(f))
      .flatMap((f) =>
        importsOf(f)
          .map((i) => path.relative(src, i).replace(/\.js$/, '.ts'))
          .filter(forbidden)
          .map((target) => `${path.relative(src, f)} -> ${target}`),
      );
  const atRoot = (target: string) => !target.includes(path.sep);
  const under = (...folders: string[]) => (target: string) => folders.some((folder) => target.startsWith(`${folder}${path.sep}`));

  it('keeps graphql/, viewer/, lib/ and db/ below the modules and the root', () => {
    expect(offending(['graphql', 'viewer', 'lib', 'db'], (t) => under('modules', 'seed', 'web')(t) || (atRoot(t) && !ROOT_SHARED.has(t)))).toEqual([]);
  });

  it('keeps the modules below the root, the seeds and the renderer (each is handed what it needs)', () => {
    expect(offending(['modules'], (t) => under('seed', 'web')(t) || (atRoot(t) && !ROOT_SHARED.has(t)))).toEqual([]);
  });

  it('keeps the adapters free of the app: no module, no deps, no builder', () => {
    expect(offending(['adapters'], (t) => under('modules', 'seed', 'web', 'graphql', 'viewer')(t) || (atRoot(t) && t !== 'config.ts'))).toEqual([]);
  });

  it('has no import loop between files', () => {
    const files = sourceFiles(src).filter((f) => !isTestSupport(f));
    const known = new Set(files);
    const edges = new Map(files.map((f) => [f, importsOf(f).map((i) => i.replace(/\.js$/, '.ts')).filter((i) => known.has(i))]));
    const loops: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, trail: string[]) => {
      if (done.has(file)) return;
      for (const next of edges.get(file) ?? []) {
        if (trail.includes(next)) loops.push([...trail.slice(trail.indexOf(next)), next].map((f) => path.relative(src, f)).join(' -> '));
        else visit(next, [...trail, next]);
      }
      done.add(file);
    };
    for (const file of files) visit(file, [file]);
    expect(loops).toEqual([]);
  });

  it('has no import loop between modules', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles(path.join(src, 'modules'))) {
      const from = moduleOf(file)!;
      for (const target of importsOf(file).map(moduleOf)) {
        if (target && target !== from) edges.set(from, (edges.get(from) ?? new Set()).add(target));
      }
    }
    const loops: string[] = [];
    const visit = (node: string, trail: string[]) => {
      for (const next of edges.get(node) ?? []) {
        if (trail.includes(next)) loops.push([...trail.slice(trail.indexOf(next)), next].join(' -> '));
        else visit(next, [...trail, next]);
      }
    };
    for (const start of edges.keys()) visit(start, [start]);
    expect(loops).toEqual([]);
  });
});
