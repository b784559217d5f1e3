import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadOnce } from '../lib/load-once';
import { loadQueryClient } from './query';

/**
 * A component whose code loads on first use (React.lazy), and that a page rendered on the server can load
 * before it hydrates (decision 0036). React.lazy suspends at least once on the client, even for a chunk
 * already fetched; a boundary suspended during hydration keeps the server's HTML only until its parent
 * re-renders, and then shows its fallback (a layout shift). So the server render names the lazy components
 * it rendered, the browser loads them first, and an instance created once its code is here renders it at
 * once. An instance keeps the way it started, so its element type never changes (no remount).
 */
type Preload = () => Promise<unknown>;
const registry = new Map<string, Preload>();

/** The server render's collector (entry-server.tsx sets it for each request). */
const rendered = () => (globalThis as { __RENDERED_LAZY__?: { add: (name: string) => void } }).__RENDERED_LAZY__;

/**
 * The component renders once TanStack Query's client is here too (app/query.tsx), unless it reads no data
 * and says so with `{ queries: false }` (a part the visitors' first pages show).
 */
export function lazyComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>, { queries = true }: { queries?: boolean } = {}) {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(() => Promise.all([load(), queries ? loadQueryClient() : undefined]).then(([component]) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  registry.set(name, preload);

  function LazyComponent(props: P) {
    const collector = rendered();
    if (collector) {
      collector.add(name);
      // The build records a module for the page's preload links as `load` runs (recordDynamicImports in
      // vite.config.ts); `preload` runs it once per server process, so each render runs it again.
      void load().catch(() => undefined);
    }
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  LazyComponent.displayName = `Lazy(${name})`;
  return LazyComponent;
}

/** Loads the named lazy components (those a server render used); unknown names and failures are skipped. */
export async function preloadLazyComponents(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => registry.get(name)?.().catch(() => undefined)));
}
