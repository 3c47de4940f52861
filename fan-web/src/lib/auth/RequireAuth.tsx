import { Navigate, Outlet, useLocation, type To } from 'react-router-dom';
import { useAuth } from './auth';

/** What /login reads from the navigation state: where to return after signing in. */
export interface LoginState {
  from?: string;
}

const toLogin = (from: string) => ({ to: '/login', state: { from } satisfies LoginState });

/** Layout route of the pages that need a signed-in user: others go to /login and come back afterwards. */
export function RequireAuth() {
  const { user } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (user) return <Outlet />;
  const { to, state } = toLogin(pathname + search + hash);
  return <Navigate to={to} state={state} replace />;
}

/** A link to a protected page: straight there when signed in, else to /login and back. */
export function useSignedInLink(path: string): { to: To; state?: LoginState } {
  const { user } = useAuth();
  return user ? { to: path } : toLogin(path);
}
