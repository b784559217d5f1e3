import { useLayoutEffect, useRef, type RefObject } from 'react';
import { ScrollRestoration } from 'react-router';
import { useHydrating } from '../../lib/hydration';

/**
 * ScrollRestoration (a new page opens at the top, back returns to where the reader was), except on the hydration
 * of a page the server or the build rendered: the router's first render scrolls to the top, and a person who
 * scrolled that page before it was live would be thrown back up, the link under their pointer gone (a click then
 * lands elsewhere). The position read just before the router's scroll is put back just after it, in the same
 * commit (layout effects run in the order of the siblings), so nothing is painted in between.
 */
export function PageScroll() {
  const hydrating = useHydrating();
  const kept = useRef<number | null>(null);
  return (
    <>
      <ReadScroll into={hydrating ? kept : null} />
      <ScrollRestoration />
      <PutScrollBack from={kept} />
    </>
  );
}

function ReadScroll({ into }: { into: RefObject<number | null> | null }) {
  const first = useRef(into);
  useLayoutEffect(() => {
    if (first.current) first.current.current = window.scrollY;
  }, []);
  return null;
}

function PutScrollBack({ from }: { from: RefObject<number | null> }) {
  useLayoutEffect(() => {
    const y = from.current;
    if (y !== null && y !== window.scrollY) window.scrollTo(0, y);
  }, [from]);
  return null;
}
