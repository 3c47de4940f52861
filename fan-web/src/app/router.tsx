import { createElement, use, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LandingRoute } from '../features/landing/routes/LandingRoute';
import { loadTexts } from '../lib/i18n';
import { pageAt, PAGES, type PageInfo } from './pages';
import { RequireAuth } from '../lib/auth/RequireAuth';
import { RootLayout } from './RootLayout';
import { trackRouteLoad } from './route-loading';

// Each page's module, a chunk of its own.
const modules = import.meta.glob<Record<string, ComponentType>>(['../features/*/routes/*Route.tsx', '!../features/landing/**']);

/** A page's component and texts, fetched once (again after a failure: a phone off the network tries again next time). */
function pageLoader({ module, texts }: PageInfo) {
  if (!module) return { preload: () => loadTexts([texts]), Component: LandingRoute };
  const load = modules[`../features/${module}.tsx`];
  if (!load) throw new Error(`no page module ${module}`);
  const name = module.slice(module.lastIndexOf('/') + 1);
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= trackRouteLoad(Promise.all([load(), loadTexts([texts])])).then(
      ([exports]) => {
        loaded = exports[name];
        if (!loaded) throw new Error(`${module} exports no ${name}`);
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  /** The page once loaded (always the same component); until then it suspends (the layout shows the page before it meanwhile, or the loading screen). */
  function Component() {
    return createElement(loaded ?? use(preload()));
  }
  return { preload, Component };
}

const loaders = new Map(PAGES.map((page) => [page, pageLoader(page)]));

/**
 * Start fetching the code, texts and first data of the page at `url` (its path and query string)
 * now, alongside the main script's own work (the session check above all) rather than once the
 * router renders it: a round trip or two less before a phone shows the page a fan opened. Settles
 * when they are in, or failed (failures are the page's to report, when it renders).
 */
export async function preloadPage(url: string, queryClient: QueryClient): Promise<void> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  // As for a signed-in fan (the session is being asked meanwhile): a visitor is sent to sign in, having fetched little in vain.
  const at = pageAt(pathname, true);
  if (at) await Promise.allSettled([loaders.get(at.page)!.preload(), at.page.firstData?.({ params: at.params, search: searchParams }, queryClient)]);
}

/**
 * The code and texts of the page at `pathname`: a page the server rendered is taken over once
 * they are in, all at once, so that a tap on it is never lost on a part still waiting for its code.
 */
export async function pageLoaded(pathname: string): Promise<void> {
  const at = pageAt(pathname, true);
  if (at) await loaders.get(at.page)!.preload();
}

const routes = (signedIn: boolean) =>
  PAGES.filter((page) => page.signedIn === signedIn).flatMap((page) => {
    const { Component } = loaders.get(page)!;
    return page.paths.map((path) => <Route key={path} path={path} element={<Component />} />);
  });

/** The route table of the spec (section 2), under the browser's router or the server's (entry-server.tsx). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routes(false)}
        <Route element={<RequireAuth />}>{routes(true)}</Route>
        {/* The spec's header names a profile page: it is the account page. */}
        <Route path="/profile" element={<Navigate to="/account" replace />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

/**
 * Whether the server renders the page at `pathname` (entry-server.tsx): every page a visitor may
 * see, and for a signed-in fan the pages marked so in PAGES too.
 */
export function rendersOnServer(pathname: string, signedIn: boolean): boolean {
  const page = pageAt(pathname, signedIn)?.page;
  return Boolean(page && (!page.signedIn || page.serverRendered));
}

/**
 * The declarative router: the landing page does not carry the data router's loaders and actions,
 * which the site does not use. Navigations run as React transitions, so the current page stays
 * until the next one's code has arrived.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
