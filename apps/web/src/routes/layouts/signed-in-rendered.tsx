import type { LoaderFunctionArgs } from 'react-router';
import { getSession } from '../../app/session/session-store';
import { readViewer } from '../../app/viewer';
import { preloadMemberParts } from '../layout/lazy-parts';

/**
 * A signed-in area whose pages the server renders for their reader when a page session came with the request (the
 * company dashboard): the loader reads who it is, the root renders the frame for them, and the page's own loader
 * reads its data as them. Without one it is a client route like the others (client-only.ts).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return { viewer: await readViewer(context) };
}

/** A navigation in the browser: the stored session is the reader, and the frame's parts come with the page. */
export async function clientLoader() {
  if (getSession()) await preloadMemberParts();
  return { viewer: null };
}

export { RequireGroupUser as default } from '../../app/guards';
// Not client-only.ts: its stylesheet (the signed-in areas' Mantine styles) would block this page's first paint.
export { CLIENT_ONLY_HANDLE as handle, shouldRevalidate } from './client-only-handle';
