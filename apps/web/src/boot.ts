import { afterPaint, holdUntilLive, yieldToBrowser } from './lib/boot';

/**
 * The page's first script: it runs the app (main.tsx) without keeping the page from painting or from
 * answering a tap for long (decision 0021). On a phone, the app's code had been one task of most of a
 * second, and its fetching and running could come before the first paint.
 *
 * - A page that came with its content (pre-rendered, server-rendered) holds a visitor's clicks and submits
 *   until it is live, and is painted before any of the code is fetched: the first paint waits for the HTML
 *   alone.
 * - The HTML lists the chunks the app starts with (`#boot-chunks`, each after the chunks it imports, the
 *   app's entry last; vite.config.ts, bootChain) and those of the page's route (`#page-chunks`, added by
 *   the pre-rendering and the server's render). All are fetched at once, then the first list is run here
 *   one chunk per task, with the browser's turn in between. The last starts the app.
 */
function listed(id: string): string[] {
  const data = document.getElementById(id)?.textContent;
  return data ? (JSON.parse(data) as string[]) : [];
}

async function boot() {
  const container = document.getElementById('root')!;
  if (container.hasChildNodes()) {
    if (container.dataset.prerendered !== undefined || container.dataset.serverRendered !== undefined) holdUntilLive(container);
    await afterPaint();
  }
  const chain = listed('boot-chunks');
  for (const href of [...chain, ...listed('page-chunks')]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const href of chain) {
    await import(/* @vite-ignore */ href);
    await yieldToBrowser();
  }
  // Without the list (the development server), the app and all it imports at once.
  await import('./main');
}

void boot();
