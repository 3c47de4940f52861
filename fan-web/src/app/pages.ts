import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { productQuery } from '../features/store/api/get-product';
import { matchQuery } from '../features/tickets/api/get-match';
import { purchaseQuery } from '../features/tickets/api/get-purchase';
import { ticketsQuery } from '../features/tickets/api/get-tickets';
import type { Namespace } from '../lib/i18n';

type Params = Partial<Record<string, string>>;

export interface PageInfo {
  /** The paths that show it (React Router patterns). */
  paths: readonly string[];
  /** Its module under src/features (a chunk of its own), exporting the component of the same name; none for the landing page, which is in the main chunk. */
  module?: string;
  /** Its texts, fetched with it in the reader's language. */
  texts: Namespace;
  /** Only for a signed-in fan: others are sent to sign in. */
  signedIn: boolean;
  /** For a signed-in page: the server renders it for the fan too (every public page it renders; a page that reads the browser while it renders, as the ticket's page does, is left to the browser). */
  serverRendered?: true;
  /** The data it shows first, fetched with its code when it is the page opened (in the browser at startup, on the server before rendering). */
  firstData?: (params: Params, queryClient: QueryClient) => Promise<unknown>;
}

/**
 * The fan site's pages (spec section 2): the one route table, read by the router (router.tsx),
 * by the browser at startup and by the server (entry-server.tsx), which renders a page and names
 * its files in the HTML it sends.
 */
export const PAGES: readonly PageInfo[] = [
  { paths: ['/'], texts: 'landing', signedIn: false },
  { paths: ['/login'], module: 'auth/routes/LoginRoute', texts: 'auth', signedIn: false },
  { paths: ['/signed-in'], module: 'auth/routes/SocialSignInRoute', texts: 'auth', signedIn: false },
  { paths: ['/forgot-password'], module: 'auth/routes/ForgotPasswordRoute', texts: 'auth', signedIn: false },
  { paths: ['/reset-password'], module: 'auth/routes/ResetPasswordRoute', texts: 'auth', signedIn: false },
  { paths: ['/verify-email'], module: 'auth/routes/VerifyEmailRoute', texts: 'auth', signedIn: false },
  { paths: ['/terms-and-conditions'], module: 'terms/routes/TermsRoute', texts: 'terms', signedIn: false },
  { paths: ['/match-results'], module: 'results/routes/MatchResultsRoute', texts: 'results', signedIn: false },
  { paths: ['/merchandise'], module: 'store/routes/StoreRoute', texts: 'store', signedIn: false },
  {
    paths: ['/merchandise/product/:productId'], module: 'store/routes/ProductRoute', texts: 'store', signedIn: false,
    firstData: ({ productId }, queryClient) => queryClient.prefetchQuery(productQuery(productId!)),
  },
  {
    paths: ['/buy-ticket/:matchId'], module: 'tickets/routes/BuyTicketRoute', texts: 'tickets', signedIn: true, serverRendered: true,
    firstData: ({ matchId }, queryClient) => queryClient.prefetchQuery(matchQuery(matchId!)),
  },
  {
    // The purchase carries the account its QR pays into.
    paths: ['/payment/:purchaseId'], module: 'tickets/routes/PaymentRoute', texts: 'tickets', signedIn: true, serverRendered: true,
    firstData: ({ purchaseId }, queryClient) => queryClient.prefetchQuery(purchaseQuery(purchaseId!)),
  },
  { paths: ['/payment-success'], module: 'tickets/routes/PaymentSuccessRoute', texts: 'tickets', signedIn: true },
  { paths: ['/my-tickets'], module: 'tickets/routes/MyTicketsRoute', texts: 'tickets', signedIn: true, serverRendered: true },
  {
    // The purchase and its tickets at once, rather than the tickets once the purchase says it is paid.
    paths: ['/ticket/:ticketId'], module: 'tickets/routes/TicketDetailRoute', texts: 'tickets', signedIn: true,
    firstData: ({ ticketId }, queryClient) => Promise.all([queryClient.prefetchQuery(purchaseQuery(ticketId!)), queryClient.prefetchQuery(ticketsQuery(ticketId!))]),
  },
  { paths: ['/cart'], module: 'cart/routes/CartRoute', texts: 'cart', signedIn: true },
  { paths: ['/checkout/shipping'], module: 'checkout/routes/ShippingRoute', texts: 'checkout', signedIn: true },
  { paths: ['/orders'], module: 'orders/routes/OrderHistoryRoute', texts: 'orders', signedIn: true },
  { paths: ['/orders/:orderId', '/orders/:orderId/payment', '/payment/order/:orderId'], module: 'orders/routes/OrderPaymentRoute', texts: 'orders', signedIn: true, serverRendered: true },
];

/**
 * The page a signed-in fan (or, `signedIn` false, a visitor) sees at `pathname`, with its
 * parameters; undefined for a path of no page (the router sends it home) and, for a visitor, for a
 * signed-in page (the router sends them to sign in).
 */
export function pageAt(pathname: string, signedIn: boolean): { page: PageInfo; params: Params } | undefined {
  for (const page of PAGES) {
    if (page.signedIn && !signedIn) continue;
    for (const path of page.paths) {
      const match = matchPath(path, pathname);
      if (match) return { page, params: match.params };
    }
  }
  return undefined;
}
