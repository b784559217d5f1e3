/**
 * A shared cache for the pages whose route says they may be kept (`Cache-Control: public, s-maxage=N`, through its
 * `headers` export), as a CDN in front of the app would keep them: for N seconds every visitor asking for the same
 * address (and the same values of the headers the page `Vary`s on) gets the same render, and visitors asking at
 * the same time share one render. The board uses it, so a burst of visitors does not render the same page over and
 * over (decision 0056).
 *
 * A page's inline scripts carry the response's CSP nonce; a kept page gets the new response's nonce in its place.
 *
 * Requests with cookies pass through, as a CDN set to pass signed-in users would let them: a signed-in user (our
 * cookies are set on sign-in) sees their own change at once, say a post they have just edited or closed.
 */

export interface KeptPage {
  status: number;
  headers: [string, string][];
  html: string;
  /** The nonce the page was rendered with, replaced by each response's own. */
  nonce: string;
  expires: number;
}

const MAX_PAGES = 500;

/** Seconds a shared cache may keep the response for, or 0 when it may not. */
export function sharedMaxAge(response: Response): number {
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (response.status !== 200 || response.headers.has('set-cookie')) return 0;
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl)) return 0;
  return Number(cacheControl.match(/\bs-maxage=(\d+)/)?.[1] ?? 0);
}

export function createPageCache(now = () => Date.now()) {
  const pages = new Map<string, KeptPage>();
  const rendering = new Map<string, Promise<KeptPage | null>>();
  /** The headers each address varies on, learnt from its last response. */
  const varies = new Map<string, string[]>();

  const keyOf = (url: string, requestHeaders: Headers) =>
    [url, ...(varies.get(url) ?? []).map((name) => `${name}:${requestHeaders.get(name) ?? ''}`)].join('\n');

  function keep(key: string, page: KeptPage) {
    pages.delete(key);
    pages.set(key, page);
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
  }

  return {
    /**
     * The page for this request: a kept one still fresh, the render already under way for the same key, or a new
     * render from `render` (kept when its response allows). `nonce` is the one `render` puts in the page.
     */
    async get(url: string, requestHeaders: Headers, nonce: string, render: () => Promise<Response>): Promise<KeptPage | Response> {
      if (requestHeaders.has('cookie')) return render();
      const key = keyOf(url, requestHeaders);
      const kept = pages.get(key);
      if (kept && kept.expires > now()) return kept;
      // Another request is rendering this page: its render, if it may be kept; otherwise this request's own.
      const shared = rendering.get(key);
      if (shared) return (await shared.catch(() => null)) ?? render();
      let own: Response | undefined;
      const work = (async () => {
        own = await render();
        const maxAge = sharedMaxAge(own);
        if (!maxAge) return null;
        varies.set(url, (own.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean));
        const page: KeptPage = { status: own.status, headers: [...own.headers], html: await own.text(), nonce, expires: now() + maxAge * 1000 };
        keep(keyOf(url, requestHeaders), page);
        return page;
      })();
      rendering.set(key, work);
      try {
        return (await work) ?? own!;
      } finally {
        rendering.delete(key);
      }
    },
  };
}

/** The kept page's HTML for a response whose scripts carry `nonce`. */
export const pageWithNonce = (page: KeptPage, nonce: string) => (page.nonce === nonce ? page.html : page.html.replaceAll(page.nonce, nonce));
