import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../../app/session/useSession';
import { useHydrating } from '../../lib/hydration';
import { forgetImpersonation, isImpersonating } from './admin-return';

const ImpersonationBanner = lazy(() => import('./ImpersonationBanner').then((m) => ({ default: m.ImpersonationBanner })));

/**
 * Mounted on every page; loads the banner only in a browser that opened an impersonation link, so other
 * users pay nothing for it. A session that ended meanwhile (signed out, revoked) ends the impersonation here.
 */
export function ImpersonationSlot() {
  const session = useSession();
  const flagged = isImpersonating();
  // The hydrating render has no session (the server rendered a visitor's page): that is not a session that ended.
  const hydrating = useHydrating();
  useEffect(() => {
    if (!hydrating && flagged && !session) forgetImpersonation();
  }, [hydrating, flagged, session]);
  if (hydrating || !flagged || !session) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  );
}
