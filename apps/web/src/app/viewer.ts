import type { AppLoadContext } from 'react-router';
import { ApiError } from '../lib/api-error';
import { gqlRequest, type RequestOptions } from './api-client';
import { MeQuery, type SessionUser } from './session/documents';

const viewers = new WeakMap<AppLoadContext, Promise<SessionUser | null>>();

/**
 * On the server: the person whose page session came with the request, read once per request however many loaders
 * ask, or null (no page session, or one that has ended). A failed read renders the page as the browser would.
 */
export function readViewer(context: AppLoadContext): Promise<SessionUser | null> {
  if (!context.viewerGraphql) return Promise.resolve(null);
  let viewer = viewers.get(context);
  if (!viewer) {
    viewer = gqlRequest(MeQuery, {}, viewerRequest(context)).then(
      (data) => data.me,
      (error: unknown) => {
        // An ended session is expected (its cookie outlives it); anything else is a fault worth knowing.
        if (!(error instanceof ApiError && error.code === 'UNAUTHENTICATED')) context.reportError?.(error);
        return null;
      },
    );
    viewers.set(context, viewer);
  }
  return viewer;
}

/** The request options of a query run as the page session's person (no token of the browser's; the transport carries it). */
export const viewerRequest = (context: AppLoadContext): RequestOptions => ({ token: null, transport: context.viewerGraphql, onUnauthenticated: 'ignore' });
