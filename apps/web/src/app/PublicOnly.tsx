import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useHydrating } from '../lib/hydration';
import { homePath } from './session/rules';
import { getSession } from './session/session-store';

/**
 * Login, register, forgot and reset password: visitors only; a user who arrives signed in goes to their home.
 * Checked on arrival only: signing in on these pages navigates on its own (to redirectTo, or on to complete-profile).
 * The server renders the visitor's page; once hydrated, a signed-in arrival is sent on.
 */
export function PublicOnly() {
  const [userOnArrival] = useState(() => getSession()?.user);
  const hydrating = useHydrating();
  return userOnArrival && !hydrating ? <Navigate to={homePath(userOnArrival)} replace /> : <Outlet />;
}
