import { Navigate, Outlet, useLocation } from 'react-router-dom';
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
