import type { UIMatch } from 'react-router';
import type { SessionUser } from '../../app/session/documents';

/** The `handle` of the layouts whose pages are client routes (client-only.ts): the root reads it (root.tsx). */
export const CLIENT_ONLY_HANDLE = { clientOnly: true } as const;

/** The session is read as the page renders, so a navigation inside the layout has nothing to load again. */
export const shouldRevalidate = () => false;

export const isClientOnly = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && (handle as { clientOnly?: unknown }).clientOnly === true;

/** The person a signed-in page was rendered for on the server (signed-in-rendered.tsx's loader), if it was. */
export function renderedViewer(matches: UIMatch[]): SessionUser | null {
  for (const match of matches) {
    const viewer = isClientOnly(match.handle) ? (match.data as { viewer?: SessionUser | null } | null)?.viewer : undefined;
    if (viewer) return viewer;
  }
  return null;
}
