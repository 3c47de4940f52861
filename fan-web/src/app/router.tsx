import { lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { LandingRoute } from '../features/landing/routes/LandingRoute';
import { productQuery } from '../features/store/api/get-product';
import { matchQuery } from '../features/tickets/api/get-match';
import { purchaseQuery } from '../features/tickets/api/get-purchase';
import { hasSession } from '../lib/api-client';
import { loadTexts } from '../lib/i18n';
import { PAGES, type PageInfo } from './pages';
import { RequireAuth } from '../lib/auth/RequireAuth';
import { RootLayout } from './RootLayout';
import { trackRouteLoad } from './route-loading';

interface Page {
  info: PageInfo;
  Component: ComponentType;
  /** Fetch its code and texts (once). */
  preload: () => Promise<ComponentType>;
}

// Each page's module, a chunk of its own.
const modules = import.meta.glob<Record<string, ComponentType>>(['../features/*/routes/*Route.tsx', '!../features/landing/**']);

/**
 * A page whose code is fetched when it is first visited, or at startup when it is the page opened
 * (see preloadPage), with its texts in the reader's language: each page is a chunk of its own, so
 * the landing page (the one most fans open first, kept in the main chunk) carries no other page's code.
 */
function page(info: PageInfo): Page {
  const load = modules[`../features/${info.module}.tsx`];
  if (!load) throw new Error(`no page module ${info.module}`);
  const name = info.module.slice(info.module.lastIndexOf('/') + 1);
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadTexts([info.texts])]).then(
      ([module]) => {
        const component = module[name];
        if (!component) throw new Error(`${info.module} exports no ${name}`);
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // a fetch that failed (a phone off the network) is tried again next time
        throw error;
      },
    ));
  // A page already loaded (at startup, see preloadPage) is handed over at once, so its first render
  // shows it rather than the loading screen for a moment: React takes a thenable that calls back
  // synchronously as settled.
  const Component = lazy(() => (loaded ? settled(loaded) : trackRouteLoad(preload()).then((component) => ({ default: component }))));
  return { info, Component, preload };
}

/** A loaded page as a thenable that calls back at once, which React.lazy takes as settled (a Promise always calls back later). */
const settled = (component: ComponentType) =>
  ({ then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: component }) }) as unknown as Promise<{ default: ComponentType }>;

const pages = PAGES.map(page);

type Params = Partial<Record<string, string>>;

/** The data a page shows first, by page: fetched at startup when it is the page opened. */
const FIRST_DATA: Partial<Record<PageInfo['module'], (params: Params, queryClient: QueryClient) => Promise<unknown>>> = {
  'store/routes/ProductRoute': ({ productId }, queryClient) => queryClient.prefetchQuery(productQuery(productId!)),
  'tickets/routes/BuyTicketRoute': ({ matchId }, queryClient) => queryClient.prefetchQuery(matchQuery(matchId!)),
  // The purchase carries the account its QR pays into.
  'tickets/routes/PaymentRoute': ({ purchaseId }, queryClient) => queryClient.prefetchQuery(purchaseQuery(purchaseId!)),
};

/**
 * Start fetching the code, texts and first data of the page at `pathname` now, alongside the main
 * script's own work (the session check above all) rather than once the router renders it: a round
 * trip or two less before a phone shows the page a fan opened. Settles when they are in, or failed
 * (failures are the page's to report, when it renders).
 */
export async function preloadPage(pathname: string, queryClient: QueryClient): Promise<void> {
  if (pathname === '/') return loadTexts(['landing']);
  // A fan who is not signed in is sent to sign in rather than shown a signed-in page.
  const signedIn = hasSession();
  for (const { info, preload } of pages) {
    if (info.signedIn && !signedIn) continue;
    const match = info.paths.map((path) => matchPath(path, pathname)).find(Boolean);
    if (!match) continue;
    await Promise.all([preload(), FIRST_DATA[info.module]?.(match.params, queryClient)]).catch(() => {});
    return;
  }
}

/**
 * The code and texts of the page at `pathname` (of the landing page, whose code is the main script's, its texts): a page the
 * server rendered is taken over once they are in, all at once, so that a tap on it is never lost on
 * a part still waiting for its code.
 */
export async function pageLoaded(pathname: string): Promise<void> {
  if (pathname === '/') return loadTexts(['landing']);
  const signedIn = hasSession();
  const page = pages.find(({ info }) => (!info.signedIn || signedIn) && info.paths.some((path) => matchPath(path, pathname)));
  await page?.preload();
}

const routes = (signedIn: boolean) =>
  pages.filter(({ info }) => info.signedIn === signedIn).flatMap(({ info, Component }) => info.paths.map((path) => <Route key={path} path={path} element={<Component />} />));

/** The route table of the spec (section 2), under the browser's router or the server's (entry-server.tsx). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<LandingRoute />} />
        {routes(false)}
        <Route element={<RequireAuth />}>{routes(true)}</Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

/**
 * Whether the server renders the page at `pathname` (entry-server.tsx): every page a visitor may
 * see, and for a signed-in fan the pages marked so in PAGES too.
 */
export const rendersOnServer = (pathname: string, signedIn: boolean): boolean =>
  pathname === '/' ||
  pages.some(({ info }) => (!info.signedIn || (signedIn && 'serverRendered' in info)) && info.paths.some((path) => matchPath(path, pathname)));

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
