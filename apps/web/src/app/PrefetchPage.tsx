import { useState } from 'react';
import { Link } from 'react-router';
import { prepareLazyMutation } from './lazy-mutation';

/**
 * Loads another page's code ahead of a navigation the person is about to make (signing in leads to their
 * dashboard). A rendered Link is how React Router learns a route it has not met yet (lazy route discovery), and
 * prefetch="render" then adds modulepreload links for the route's modules and everything they import, fetched
 * side by side instead of one import level at a time after the click. The link itself is hidden.
 */
export function PrefetchPage({ page }: { page: string }) {
  return <Link to={page} prefetch="render" hidden tabIndex={-1} aria-hidden="true" />;
}

/**
 * For a first page's form that leads into the signed-in area: from the form's first focus, its sending code and
 * the page it leads to load while the person types. Spread `onFocus` on the form and render `prefetch` in it.
 */
export function usePrefetchOnFocus(page: string) {
  const [started, setStarted] = useState(false);
  const onFocus = () => {
    if (started) return;
    setStarted(true);
    prepareLazyMutation();
  };
  return { onFocus, prefetch: started ? <PrefetchPage page={page} /> : null };
}
