import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../app/session/documents';
import { pendingReturn, takeReturn } from '../../app/session/return-after-sign-up';

/**
 * A seeker who signed up from a post is sent back to it from here, once they can act on it: sign-up's
 * last step, every login and the approval mail's link end on this dashboard. The user is the stored one, read again
 * by the session's `me` sync, so an approval that came meanwhile counts as soon as it is known.
 */
export function ReturnAfterSignUp({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  useEffect(() => {
    const target = takeReturn(user);
    if (target) navigate(target, { replace: true });
  }, [user, navigate]);
  return null;
}

/**
 * Whether this user has a post waiting for them (the inactive notice says so). Read after mounting, from the
 * browser's storage: the first render reads none.
 */
export function useReturnPending(user: SessionUser | null): boolean {
  const [pending, setPending] = useState(false);
  useEffect(() => setPending(user !== null && pendingReturn(user) !== undefined), [user]);
  return pending;
}
