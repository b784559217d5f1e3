import type { DehydratedState } from '@tanstack/react-query';
import type { SessionUser } from './session/documents';
import { SERVER_STATE_ID } from '../lib/hydration';

/** What a page rendered on the server for a session carries (decision 0036). */
export interface ServerState {
  /** The signed-in user the page was rendered for (the `me` the server read); null: rendered for a visitor. */
  user: SessionUser | null;
  /** The TanStack Query cache of the render, dehydrated. */
  queries: DehydratedState;
  /** The lazy components the render used (app/lazy-component.ts), loaded before hydrating. */
  lazy?: string[];
}

/** JSON that cannot end the script element it sits in, nor open a comment. */
export function serializeState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The page's server state, or undefined when there is none or it is unreadable. */
export function readServerState(doc: Document): ServerState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as ServerState;
    return state?.queries && (state.user === null || state.user?.id) ? state : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the browser's stored session is the one the page was rendered for: same user, same active team;
 * or none, for a page rendered for a visitor.
 */
export function sameSession(state: ServerState, stored: { user: SessionUser } | null): boolean {
  if (!state.user || !stored) return !state.user && !stored;
  return stored.user.id === state.user.id && (stored.user.teamUser?.team_id ?? null) === (state.user.teamUser?.team_id ?? null);
}

/**
 * The queries the page came with, until the first navigation (or a while): mounting them does not fetch
 * them again at once, as the server has just read them (app/query-client.ts `refetchOnMount`).
 */
const fromServer = new Set<string>();
const FRESH_FROM_SERVER_MS = 10_000;

export function refetchOnMount(query: { queryHash: string }): boolean {
  return !fromServer.has(query.queryHash);
}

/** Ends the grace above: after the first navigation, mounting a query fetches it as usual. */
export function forgetServerQueries(): void {
  fromServer.clear();
}

/** The queries a server-rendered page came with (app/query-client.ts hydrateServerQueries), fresh for a while. */
export function rememberServerQueries(hashes: readonly string[]): void {
  for (const hash of hashes) fromServer.add(hash);
  setTimeout(forgetServerQueries, FRESH_FROM_SERVER_MS);
}
