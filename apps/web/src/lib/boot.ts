/**
 * What the page's first script (src/boot.ts) does before any of the app's code runs, and what the app
 * (main.tsx) takes from it: what a visitor did while the page was not live. No imports: this module runs
 * before React is even evaluated.
 */

/** Stops holding, and does what was held: follows the link (with `navigate`) or submits the form again. */
export type ReleaseHeld = (navigate: (to: string) => void) => void;

let holding: ReleaseHeld | undefined;

/** What `holdUntilLive` is holding, if it was called: the hydration releases it once the page is live. */
export const heldUntilLive = (): ReleaseHeld | undefined => holding;

/**
 * Until a pre-rendered or server-rendered page is hydrated its forms and links have no handlers: a submit
 * would reload the page (and lose what was typed), and React, hydrating, may swallow a link's click. Both
 * are held here and done once the page is live: the form submitted again, the link followed as a
 * client-side navigation. `data-hydrated="false"` on the container says clicks are being held (a click
 * before the entry runs is a plain link's: a full page load).
 */
export function holdUntilLive(container: HTMLElement): void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  let link: string | undefined;
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.target instanceof HTMLFormElement) held = { form: event.target, submitter: event.submitter };
  };
  const holdClick = (event: MouseEvent) => {
    const to = inAppLink(event);
    if (to === null) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    link = to;
  };
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('click', holdClick, true);
  container.dataset.hydrated = 'false';
  holding = (navigate) => {
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('click', holdClick, true);
    if (link !== undefined) {
      navigate(link);
      return;
    }
    if (!held?.form.isConnected) return;
    const { form, submitter } = held;
    // After the render that takes up typed values (lib/forms.ts) has been committed.
    const button = submitter?.isConnected && form.contains(submitter) ? submitter : null;
    setTimeout(() => form.requestSubmit(button));
  };
}

/** The app path a plain left click on a same-origin link leads to, or null (new tab, download, other site). */
function inAppLink(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Resolves in a new task, after the browser has had its turn (input, paint). `scheduler.yield` where the
 * browser has it (it resumes ahead of other tasks), else a message: a timer would be clamped to 4 ms.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the page's first contentful paint is on screen (the paint timing entry: it comes with the
 * frame's presentation, which can be well after the frame's script callbacks). At most a second: a page that
 * takes longer to paint gets its code anyway. A hidden page paints nothing, so there it resolves at once.
 */
export function afterPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(), 1000);
    const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) done();
        })
      : undefined;
    function done() {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    }
    if (observer) observer.observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => requestAnimationFrame(done));
  });
}
