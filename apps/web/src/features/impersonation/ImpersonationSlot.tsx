import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../../app/session/useSession';
import { forgetImpersonation, isImpersonating } from './admin-return';

const ImpersonationBanner = lazy(() => import('./ImpersonationBanner').then((m) => ({ default: m.ImpersonationBanner })));

/**
 * Mounted on every page; loads the banner only in a browser that opened an impersonation link, so other
 * users pay nothing for it. A session that ended meanwhile (signed out, revoked) ends the impersonation here.
 */
export function ImpersonationSlot() {
  const session = useSession();
  const flagged = isImpersonating();
  useEffect(() => {
    if (flagged && !session) forgetImpersonation();
  }, [flagged, session]);
  if (!flagged || !session) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  );
}
