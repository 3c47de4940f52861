import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { displayOrderStatus } from '@club/core';
import { authProvidersQuery } from '../features/auth/api/get-auth-providers';
import { verifyEmailQuery } from '../features/auth/api/verify-email';
import { promotingMatchesQuery } from '../features/landing/api/get-promoting-matches';
import { bankAccountQuery } from '../features/orders/api/get-bank-account';
import { orderQuery } from '../features/orders/api/get-order';
import { competitionMatchesQuery } from '../features/results/api/get-competition-matches';
import { competitionStandingsQuery } from '../features/results/api/get-competition-standings';
import { bannersQuery } from '../features/store/api/get-banners';
import { categoriesQuery } from '../features/store/api/get-categories';
import { featuredProductsQuery } from '../features/store/api/get-featured-products';
import { productQuery } from '../features/store/api/get-product';
import { productsQuery } from '../features/store/api/get-products';
import { productListQuery } from '../features/store/components/store-url';
import { matchQuery } from '../features/tickets/api/get-match';
import { myTicketsQuery } from '../features/tickets/api/get-my-tickets';
import { purchaseQuery } from '../features/tickets/api/get-purchase';
import { ticketsQuery } from '../features/tickets/api/get-tickets';
import { heldTicketsQuery } from '../features/tickets/api/get-held-tickets';
import { walletsQuery } from '../features/tickets/api/get-wallets';
import { seasonPassesQuery } from '../lib/get-season-passes';
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
  /** For a signed-in page: the server renders it for the fan too, with their data (it renders every public page). The pages a fan opens from a link or a mail (buying, paying, their tickets, an order) are; the cart and checkout, reached from within the site, are left to the browser. */
  serverRendered?: true;
  /**
   * The data it shows first, fetched with its code when it is the page opened: in the browser at
   * startup, and on the server before its one render, which shows only this (and who is signed
   * in): a query the page makes beyond it is left loading, for the browser to fetch. From the
   * path's parameters and the address's query string (`search`), with the page's own query options.
   */
  firstData?: (at: { params: Params; search: URLSearchParams }, queryClient: QueryClient) => Promise<unknown>;
}

/**
 * The fan site's pages (spec section 2): the one route table, read by the router (router.tsx),
 * by the browser at startup and by the server (entry-server.tsx), which renders a page and names
 * its files in the HTML it sends.
 */
export const PAGES: readonly PageInfo[] = [
  {
    paths: ['/'], texts: 'landing', signedIn: false,
    firstData: (_, queryClient) => Promise.all([queryClient.prefetchQuery(promotingMatchesQuery), queryClient.prefetchQuery(seasonPassesQuery)]),
  },
  {
    paths: ['/login'], module: 'auth/routes/LoginRoute', texts: 'auth', signedIn: false,
    firstData: (_, queryClient) => queryClient.prefetchQuery(authProvidersQuery),
  },
  { paths: ['/signed-in'], module: 'auth/routes/SocialSignInRoute', texts: 'auth', signedIn: false },
  { paths: ['/forgot-password'], module: 'auth/routes/ForgotPasswordRoute', texts: 'auth', signedIn: false },
  { paths: ['/reset-password'], module: 'auth/routes/ResetPasswordRoute', texts: 'auth', signedIn: false },
  {
    paths: ['/verify-email'], module: 'auth/routes/VerifyEmailRoute', texts: 'auth', signedIn: false,
    firstData: async ({ search }, queryClient) => {
      const token = search.get('token');
      if (token) await queryClient.prefetchQuery(verifyEmailQuery(token, queryClient));
    },
  },
  { paths: ['/terms-and-conditions'], module: 'terms/routes/TermsRoute', texts: 'terms', signedIn: false },
  {
    paths: ['/match-results'], module: 'results/routes/MatchResultsRoute', texts: 'results', signedIn: false,
    firstData: (_, queryClient) => Promise.all([queryClient.prefetchQuery(competitionMatchesQuery), queryClient.prefetchQuery(competitionStandingsQuery)]),
  },
  {
    // The catalogue page its address asks for (search, category, sort, page).
    paths: ['/merchandise'], module: 'store/routes/StoreRoute', texts: 'store', signedIn: false,
    firstData: ({ search }, queryClient) =>
      Promise.all([
        queryClient.prefetchQuery(bannersQuery),
        queryClient.prefetchQuery(featuredProductsQuery),
        queryClient.prefetchQuery(categoriesQuery),
        queryClient.prefetchQuery(productsQuery(productListQuery(search))),
      ]),
  },
  {
    paths: ['/merchandise/product/:productId'], module: 'store/routes/ProductRoute', texts: 'store', signedIn: false,
    firstData: ({ params: { productId } }, queryClient) => queryClient.prefetchQuery(productQuery(productId!)),
  },
  {
    // The passes on sale; a visitor sees them too and signs in to buy one (and comes back).
    paths: ['/season-pass'], module: 'season/routes/SeasonPassRoute', texts: 'season', signedIn: false,
    firstData: (_, queryClient) => queryClient.prefetchQuery(seasonPassesQuery),
  },
  {
    // Not the fan's purchases for the match: the page warns about open ones only once it has asked for them itself.
    paths: ['/buy-ticket/:matchId'], module: 'tickets/routes/BuyTicketRoute', texts: 'tickets', signedIn: true, serverRendered: true,
    firstData: ({ params: { matchId } }, queryClient) => queryClient.prefetchQuery(matchQuery(matchId!)),
  },
  {
    // The purchase carries the account its QR pays into.
    paths: ['/payment/:purchaseId'], module: 'tickets/routes/PaymentRoute', texts: 'tickets', signedIn: true, serverRendered: true,
    firstData: ({ params: { purchaseId } }, queryClient) => queryClient.prefetchQuery(purchaseQuery(purchaseId!)),
  },
  {
    // A match's waiting room on its on-sale day: where 20,000 phones wait, so its chunk is small (no seat map, no forms).
    paths: ['/matches/:matchId/queue'], module: 'queue/routes/QueueRoute', texts: 'queue', signedIn: true,
    firstData: ({ params: { matchId } }, queryClient) => queryClient.prefetchQuery(matchQuery(matchId!)),
  },
  { paths: ['/payment-success'], module: 'tickets/routes/PaymentSuccessRoute', texts: 'tickets', signedIn: true },
  {
    // The fan's purchases, and the tickets passed on to them with their wallet buttons.
    paths: ['/my-tickets'], module: 'tickets/routes/MyTicketsRoute', texts: 'tickets', signedIn: true, serverRendered: true,
    firstData: (_, queryClient) =>
      Promise.all([queryClient.prefetchQuery(myTicketsQuery), queryClient.prefetchQuery(heldTicketsQuery), queryClient.prefetchQuery(walletsQuery)]),
  },
  {
    // The purchase and its tickets at once, rather than the tickets once the purchase says it is paid.
    paths: ['/ticket/:ticketId'], module: 'tickets/routes/TicketDetailRoute', texts: 'tickets', signedIn: true, serverRendered: true,
    firstData: ({ params: { ticketId } }, queryClient) =>
      Promise.all([queryClient.prefetchQuery(purchaseQuery(ticketId!)), queryClient.prefetchQuery(ticketsQuery(ticketId!)), queryClient.prefetchQuery(walletsQuery)]),
  },
  { paths: ['/cart'], module: 'cart/routes/CartRoute', texts: 'cart', signedIn: true },
  { paths: ['/checkout/shipping'], module: 'checkout/routes/ShippingRoute', texts: 'checkout', signedIn: true },
  { paths: ['/orders'], module: 'orders/routes/OrderHistoryRoute', texts: 'orders', signedIn: true },
  // The fan's own details; the address form in it is the checkout's, which brings its texts itself.
  { paths: ['/account'], module: 'account/routes/AccountRoute', texts: 'account', signedIn: true },
  {
    // The order, then, while it waits for payment, the account it is paid into.
    paths: ['/orders/:orderId', '/orders/:orderId/payment', '/payment/order/:orderId'], module: 'orders/routes/OrderPaymentRoute', texts: 'orders', signedIn: true, serverRendered: true,
    firstData: async ({ params: { orderId } }, queryClient) => {
      const order = await queryClient.fetchQuery(orderQuery(orderId!));
      if (displayOrderStatus(order) === 'pending') await queryClient.prefetchQuery(bankAccountQuery);
    },
  },
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
