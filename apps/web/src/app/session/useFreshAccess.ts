import { useEffect, useState } from 'react';
import { useHydrating } from '../../lib/hydration';
import type { SessionUser } from './documents';
import { useSession } from './useSession';

export type Access = 'allowed' | 'checking' | 'refused';

/**
 * A guard's rule on what the server can change under the stored user (status, team role): a refusal is
 * decided only after reading `me` again, so a company approved while signed in is not sent to Page Not
 * Found at its first try. A pass needs no read (the API checks every call). The hydrating render decides at once,
 * without a read: it must give what the server rendered, and the server has no session.
 */
export function useFreshAccess(passes: (user: SessionUser) => boolean): Access {
  const session = useSession();
  const hydrating = useHydrating();
  // The token whose user was read again for this guard: one read per arrival.
  const [readFor, setReadFor] = useState<string | null>(null);
  const token = session?.token;
  const allowed = session !== null && passes(session.user);
  const mustRead = !allowed && !hydrating && token !== undefined && readFor !== token;

  useEffect(() => {
    if (!mustRead || token === undefined) return;
    let live = true;
    // Its code (and the query client's) loads only when a guard refuses: the guards are in every page's entry.
    void import('./fresh-user')
      .then((module) => module.refreshSessionUser(token))
      .catch(() => undefined)
      .finally(() => {
        if (live) setReadFor(token);
      });
    return () => {
      live = false;
    };
  }, [mustRead, token]);

  if (allowed) return 'allowed';
  return mustRead ? 'checking' : 'refused';
}
