import { lazy, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { LandingRoute } from '../features/landing/routes/LandingRoute';
import { tokenStore } from '../lib/api-client';
import { loadTexts, type Namespace } from './i18n';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { trackRouteLoad } from './route-loading';

interface Page {
  /** The paths that show it (spec section 2). */
  paths: string[];
  Component: ComponentType;
  /** Fetch its code and texts (once). */
  preload: () => Promise<ComponentType>;
}

/**
 * A page whose code is fetched when it is first visited, or at startup when it is the page opened
 * (see preloadPage), with its texts in the reader's language: each page is a chunk of its own, so
 * the landing page (the one most fans open first, kept in the main chunk) carries no other page's code.
 */
function page<K extends string>(paths: string[], load: () => Promise<Record<K, ComponentType>>, name: K, texts: Namespace): Page {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= Promise.all([load(), loadTexts([texts])]).then(([module]) => module[name]));
  const Component = lazy(() => trackRouteLoad(preload()).then((component) => ({ default: component })));
  return { paths, Component, preload };
}

const PUBLIC_PAGES = [
  page(['/login'], () => import('../features/auth/routes/LoginRoute'), 'LoginRoute', 'auth'),
  page(['/terms-and-conditions'], () => import('../features/terms/routes/TermsRoute'), 'TermsRoute', 'terms'),
  page(['/match-results'], () => import('../features/results/routes/MatchResultsRoute'), 'MatchResultsRoute', 'results'),
  page(['/merchandise'], () => import('../features/store/routes/StoreRoute'), 'StoreRoute', 'store'),
  page(['/merchandise/product/:productId'], () => import('../features/store/routes/ProductRoute'), 'ProductRoute', 'store'),
];

const SIGNED_IN_PAGES = [
  page(['/buy-ticket/:matchId'], () => import('../features/tickets/routes/BuyTicketRoute'), 'BuyTicketRoute', 'tickets'),
  page(['/payment/:purchaseId'], () => import('../features/tickets/routes/PaymentRoute'), 'PaymentRoute', 'tickets'),
  page(['/payment-success'], () => import('../features/tickets/routes/PaymentSuccessRoute'), 'PaymentSuccessRoute', 'tickets'),
  page(['/my-tickets'], () => import('../features/tickets/routes/MyTicketsRoute'), 'MyTicketsRoute', 'tickets'),
  page(['/ticket/:ticketId'], () => import('../features/tickets/routes/TicketDetailRoute'), 'TicketDetailRoute', 'tickets'),
  page(['/cart'], () => import('../features/cart/routes/CartRoute'), 'CartRoute', 'cart'),
  page(['/checkout/shipping'], () => import('../features/checkout/routes/ShippingRoute'), 'ShippingRoute', 'checkout'),
  page(['/orders'], () => import('../features/orders/routes/OrderHistoryRoute'), 'OrderHistoryRoute', 'orders'),
  page(['/orders/:orderId', '/orders/:orderId/payment', '/payment/order/:orderId'], () => import('../features/orders/routes/OrderPaymentRoute'), 'OrderPaymentRoute', 'orders'),
];

/**
 * Start fetching the code and texts of the page at `pathname` now, alongside the main script's own
 * work (the session check above all) rather than once the router renders it: a round trip less
 * before a phone shows the page a fan opened.
 */
export function preloadPage(pathname: string): void {
  // A fan who is not signed in is sent to sign in rather than shown a signed-in page.
  const pages = tokenStore.get() ? [...PUBLIC_PAGES, ...SIGNED_IN_PAGES] : PUBLIC_PAGES;
  const opened = pages.find(({ paths }) => paths.some((path) => matchPath(path, pathname)));
  void opened?.preload().catch(() => {}); // rendering the page reports a failure
}

const routes = (pages: Page[]) => pages.flatMap(({ paths, Component }) => paths.map((path) => <Route key={path} path={path} element={<Component />} />));

/**
 * The route table of the spec (section 2). The declarative router: the landing page does not carry
 * the data router's loaders and actions, which the site does not use. Navigations run as React
 * transitions, so the current page stays until the next one's code has arrived.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/" element={<LandingRoute />} />
          {routes(PUBLIC_PAGES)}
          <Route element={<RequireAuth />}>{routes(SIGNED_IN_PAGES)}</Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
