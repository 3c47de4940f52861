import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { keepTicketsOffline } from '../offline-tickets';
import { useAuth } from './auth';

/** What /login reads from the navigation state: where to return after signing in. */
export interface LoginState {
  from?: string;
}

const toLogin = (from: string) => ({ to: '/login', state: { from } satisfies LoginState });

/**
 * The signed-in page a fan is leaving to sign out: the way out goes to the landing page, and while
 * that page is still on its way (a navigation is a transition: it waits for the landing's data) the
 * finished sign-out must not send the page being left to /login.
 */
let leaving: string | null = null;
export const leaveToSignOut = (pathname: string) => { leaving = pathname; };

/** Layout route of the pages that need a signed-in user: others go to /login and come back afterwards. */
export function RequireAuth() {
  const { user } = useAuth();
  const { pathname, search, hash } = useLocation();
  useEffect(() => () => { leaving = null; }, [pathname]);
  // Once a signed-in page is on screen: from then on the ticket pages the fan views open without signal.
  useEffect(() => { if (user) keepTicketsOffline(); }, [user]);
  if (user) return <Outlet />;
  if (leaving === pathname) return null;
  const { to, state } = toLogin(pathname + search + hash);
  return <Navigate to={to} state={state} replace />;
}
