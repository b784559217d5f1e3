import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The arrows run one way: lib/, viewer/ and graphql/ sit below the modules and import none of them,
 * and modules do not import each other in a loop.
 */
const src = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1]!));
}

const moduleOf = (file: string) => /modules\/([^/]+)\//.exec(path.relative(src, file))?.[1];

describe('layering', () => {
  it('keeps graphql/, viewer/ and lib/ free of module imports', () => {
    const offenders = ['graphql', 'viewer', 'lib']
      .flatMap((layer) => sourceFiles(path.join(src, layer)))
      // graphql/schema.ts is the composition root: it imports every module's schema to build one.
      .filter((f) => path.relative(src, f) !== path.join('graphql', 'schema.ts'))
      .flatMap((f) => importsOf(f).filter((i) => i.includes('/modules/')).map((i) => `${path.relative(src, f)} -> ${path.relative(src, i)}`));
    expect(offenders).toEqual([]);
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
