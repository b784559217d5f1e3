/**
 * A FORBIDDEN answer to the session in use: what the person may do has changed under an open tab (removed from the
 * team, a role or posting right taken back). The session's listener reads `me` again, and the guards take the
 * person where they now belong ('You are no longer part of a team', their dashboard).
 */
const listeners = new Set<() => void>();

export function onForbidden(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function handleForbidden(): void {
  for (const listener of listeners) listener();
}
