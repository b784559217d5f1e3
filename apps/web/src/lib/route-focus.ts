import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Focus on client-side navigation: when the path changes, focus moves to the new page's main heading
 * (its h1, or the main landmark when it has none), so a screen reader reads the new page from its title
 * and the next Tab starts there. Not on the first load (nor the redirects that happen while the first
 * page loads): a screen reader starts at the top of a freshly loaded document by itself. Not when the URL
 * names a section (#hash): the page takes the reader to it.
 */

/** Whether the reader has done anything yet (a key, a tap, a click) since the document loaded. */
let interacted = false;
if (typeof window !== 'undefined') {
  const mark = () => {
    interacted = true;
  };
  window.addEventListener('pointerdown', mark, { capture: true, once: true });
  window.addEventListener('keydown', mark, { capture: true, once: true });
}

/** The longest wait for a loading page's heading. */
const HEADING_WAIT_MS = 8_000;
/**
 * Focus moves a little after the new page renders: a dialog closed by the same click (the phone menu's
 * links) gives focus back to its opener shortly after closing, and must not win over the heading.
 */
const FOCUS_DELAY_MS = 50;

function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Moves focus to the main heading inside `main`. While the page still loads (a loader marked aria-busy
 * and no h1 yet), the main landmark holds focus and the heading takes it when it appears, unless the
 * reader has moved focus meanwhile. Focus the page itself put inside `main` (an autofocused field) stays.
 * Returns a cancel function.
 */
export function focusMainHeading(main: HTMLElement): () => void {
  let observer: MutationObserver | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const stop = () => {
    observer?.disconnect();
    timers.forEach(clearTimeout);
  };
  const heading = () => main.querySelector<HTMLElement>('h1');
  timers.push(
    setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== main && main.contains(active)) return; // the page placed focus itself
      const h1 = heading();
      if (h1 || !main.querySelector('[aria-busy="true"]')) {
        focusQuietly(h1 ?? main);
        return;
      }
      focusQuietly(main);
      const settle = () => {
        const found = heading();
        if (!found && main.querySelector('[aria-busy="true"]')) return;
        stop();
        if (found && document.activeElement === main) focusQuietly(found);
      };
      observer = new MutationObserver(settle);
      observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
      timers.push(setTimeout(stop, HEADING_WAIT_MS));
    }, FOCUS_DELAY_MS),
  );
  return stop;
}

/** Moves focus to the new page's main heading after each client-side change of path (see above). */
export function useFocusOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // Back and forward are the reader's doing too; redirects while the first page loads are not.
    if (!interacted && navigationType !== 'POP') return;
    if (hash || !mainRef.current) return;
    return focusMainHeading(mainRef.current);
  }, [pathname, hash, navigationType, mainRef]);
}
