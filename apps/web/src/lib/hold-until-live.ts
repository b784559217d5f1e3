import { navigateTo } from './navigation';

/**
 * Until a pre-rendered or server-rendered page is hydrated, its controls have no handlers: a submit would
 * reload the page (and lose what was typed), a tap on a button (the phone menu's) would do nothing, and
 * React, hydrating, may swallow a link's click. What a visitor does in that time is held here and done
 * once the page is live: the form submitted again, the link followed as a client-side navigation, the
 * control clicked again. Only the last of these is done, as it is what the visitor last asked for.
 *
 * `data-hydrated="false"` on the container says they are held (a click before the app's first script has
 * run is a plain link's: a full page load). Returns the release, to call once the page is live.
 */
export function holdUntilLive(container: HTMLElement): () => void {
  let last: (() => void) | undefined;
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = event.submitter;
    last = () => {
      if (!form.isConnected) return;
      const button = submitter?.isConnected && form.contains(submitter) ? submitter : null;
      // After the render that takes up typed values (lib/first-page-form.ts) has been committed.
      setTimeout(() => form.requestSubmit(button));
    };
  };
  const holdClick = (event: MouseEvent) => {
    const to = inAppLink(event);
    if (to !== null) {
      event.preventDefault();
      event.stopImmediatePropagation();
      last = () => navigateTo(to);
      return;
    }
    const control = heldControl(event);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Hydration keeps the server's DOM nodes, so the same element now has its handler.
    last = () => setTimeout(() => control.isConnected && control.click());
  };
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('click', holdClick, true);
  container.dataset.hydrated = 'false';
  return () => {
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('click', holdClick, true);
    last?.();
  };
}

/** A left click without a modifier (with one, the browser opens a tab or a window: not the app's to hold). */
function plainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The app path a plain left click on a same-origin link leads to, or null (new tab, download, other site). */
function inAppLink(event: MouseEvent): string | null {
  if (!plainLeftClick(event)) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Controls whose click only the app's handler gives a meaning to (a menu's button, a tab, a switch). */
const CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [aria-haspopup], input[type="checkbox"], input[type="radio"]';

/**
 * The control a plain click is on, when the click must wait for the page to be live. A form's submit button
 * is not held here: its click goes on to the form's submit, which is.
 */
function heldControl(event: MouseEvent): HTMLElement | null {
  if (!plainLeftClick(event)) return null;
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  if (!control || control.matches(':disabled')) return null;
  if ((control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit' && control.form) return null;
  return control;
}
