import { navigateTo } from './navigation';

/**
 * Until a pre-rendered or server-rendered page is hydrated, its controls have no handlers: a submit would
 * reload the page (and lose what was typed), a tap on a button (the phone menu's) would do nothing, and
 * React, hydrating, may swallow a link's click. What a visitor does in that time is held here and done
 * once the page is live: the form submitted again, the link followed as a client-side navigation, the
 * control clicked again. Only the last of these is done, as it is what the visitor last asked for.
 *
 * A link pressed before the page is live and released after it is followed too, when the browser sends its
 * click nowhere (or to an ancestor): hydrating in the middle of a press may redraw what is under the pointer,
 * and the browser then gives the click to no element that is the link (seen 2 runs in 16 on a busy machine).
 *
 * `data-hydrated="false"` on the container says they are held (a click before the app's first script has
 * run is a plain link's: a full page load). Returns the release, to call once the page is live.
 */
export function holdUntilLive(container: HTMLElement): () => void {
  let last: (() => void) | undefined;
  let live = false;
  const follow = (to: string) => {
    if (live) navigateTo(to);
    else last = () => navigateTo(to);
  };
  const notePress = (event: PointerEvent) => {
    const to = event.isPrimary ? inAppLink(event) : null;
    if (to !== null) watchPress(to, follow);
  };
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
      follow(to);
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
  document.addEventListener('pointerdown', notePress, true);
  container.dataset.hydrated = 'false';
  return () => {
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('pointerdown', notePress, true);
    live = true;
    last?.();
  };
}

/**
 * A press on the link to `to`, from its pointer's down to its up. Released on the link (the same address), it is
 * followed unless its click reached the link, whose handler (or the hold) then follows it. Released elsewhere
 * (dragged off, as a person does to change their mind), it is not. On the window, to see the click first.
 */
function watchPress(to: string, follow: (to: string) => void): void {
  let clickedLink = false;
  const onClick = (event: MouseEvent) => {
    clickedLink = inAppLink(event) === to;
  };
  const end = (event: PointerEvent) => {
    if (!event.isPrimary) return;
    window.removeEventListener('pointerup', end, true);
    window.removeEventListener('pointercancel', end, true);
    // A cancelled press (the link dragged, a scroll on a phone) is not a click.
    const releasedOnLink = event.type === 'pointerup' && linkPath(event.target) === to;
    // The click, if the browser sends one, is dispatched in this same task, right after the pointer's up.
    setTimeout(() => {
      window.removeEventListener('click', onClick, true);
      if (releasedOnLink && !clickedLink) follow(to);
    });
  };
  window.addEventListener('pointerup', end, true);
  window.addEventListener('pointercancel', end, true);
  window.addEventListener('click', onClick, true);
}

/** A left click without a modifier (with one, the browser opens a tab or a window: not the app's to hold). */
function plainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The app path a plain left click on a same-origin link leads to, or null (new tab, download, other site). */
function inAppLink(event: MouseEvent): string | null {
  return plainLeftClick(event) ? linkPath(event.target) : null;
}

/** The app path of the same-origin link `target` is in, or null. */
function linkPath(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
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
