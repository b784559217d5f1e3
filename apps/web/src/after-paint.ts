/**
 * The one script of a page the server rendered (decisions 0028, 0036; apps/api/src/ssr/document.ts): the page
 * is drawn from its HTML alone, so the app's scripts are fetched once the browser has painted it, not while
 * it is parsing it. On a slow connection they no longer share the bandwidth with the HTML the person is
 * waiting to see, and the first paint does not wait behind their download.
 *
 * The page lists them in #page-scripts: the entry, and every chunk its first render imports (preloaded, so
 * none waits for the one that imports it). A hidden tab paints nothing and runs no animation frame: there
 * they load at once.
 */
interface PageScripts {
  entry: string;
  preload: string[];
}

const PRELOADS_PER_TASK = 10;

function start(): void {
  const element = document.getElementById('page-scripts');
  if (!element?.textContent) return;
  const scripts = JSON.parse(element.textContent) as PageScripts;
  // Each fetch costs the main thread a little to start: a few at a time, a task each, rather than one long task.
  const preload = (from: number) => {
    const links = document.createDocumentFragment();
    for (const href of scripts.preload.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
    if (from + PRELOADS_PER_TASK < scripts.preload.length) setTimeout(() => preload(from + PRELOADS_PER_TASK), 0);
  };
  preload(0);
  // A failure to load is reported as the module script's own would be (lib/error-reporting.ts listens).
  import(/* @vite-ignore */ scripts.entry).catch((error: unknown) =>
    setTimeout(() => {
      throw error;
    }),
  );
}

if (document.visibilityState === 'hidden') start();
// The frame is painted after its animation-frame callbacks: a task queued from one runs after the paint.
else requestAnimationFrame(() => setTimeout(start, 0));
