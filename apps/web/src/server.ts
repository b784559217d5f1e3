import { createRequestHandler } from 'react-router';
import * as build from 'virtual:react-router/server-build';

/**
 * The server build's entry: the request handler with the app's routes, built into one file together with React,
 * React Router and every dependency, so the API runs this copy of them (React's production build, one React Router)
 * and nothing it imports has to sit beside the build (apps/api/src/web/pages.ts mounts it).
 */
export const createHandler = (mode: 'production' | 'development') => createRequestHandler(build, mode);

/** Each route's scripts and styles (the page-weight budget reads them: scripts/page-bytes.mjs). */
export const { assets } = build;
