import type { Namespace } from '../lib/i18n';

/**
 * The fan site's pages (spec section 2) other than the landing page, which is in the main chunk:
 * the paths that show each, its module under src/features, its texts, and whether it needs a
 * signed-in fan, and for those whether the server renders it for them too (every public page it
 * renders; a page that reads the browser while it renders, as the ticket's page does, is left to
 * the browser). Plain data, read by the router and by the build (vite.config.ts), which lists
 * each page's files for the server to announce with index.html.
 */
export const PAGES = [
  { paths: ['/login'], module: 'auth/routes/LoginRoute', texts: 'auth', signedIn: false },
  { paths: ['/signed-in'], module: 'auth/routes/SocialSignInRoute', texts: 'auth', signedIn: false },
  { paths: ['/forgot-password'], module: 'auth/routes/ForgotPasswordRoute', texts: 'auth', signedIn: false },
  { paths: ['/reset-password'], module: 'auth/routes/ResetPasswordRoute', texts: 'auth', signedIn: false },
  { paths: ['/verify-email'], module: 'auth/routes/VerifyEmailRoute', texts: 'auth', signedIn: false },
  { paths: ['/terms-and-conditions'], module: 'terms/routes/TermsRoute', texts: 'terms', signedIn: false },
  { paths: ['/match-results'], module: 'results/routes/MatchResultsRoute', texts: 'results', signedIn: false },
  { paths: ['/merchandise'], module: 'store/routes/StoreRoute', texts: 'store', signedIn: false },
  { paths: ['/merchandise/product/:productId'], module: 'store/routes/ProductRoute', texts: 'store', signedIn: false },
  { paths: ['/buy-ticket/:matchId'], module: 'tickets/routes/BuyTicketRoute', texts: 'tickets', signedIn: true, serverRendered: true },
  { paths: ['/payment/:purchaseId'], module: 'tickets/routes/PaymentRoute', texts: 'tickets', signedIn: true, serverRendered: true },
  { paths: ['/payment-success'], module: 'tickets/routes/PaymentSuccessRoute', texts: 'tickets', signedIn: true },
  { paths: ['/my-tickets'], module: 'tickets/routes/MyTicketsRoute', texts: 'tickets', signedIn: true, serverRendered: true },
  { paths: ['/ticket/:ticketId'], module: 'tickets/routes/TicketDetailRoute', texts: 'tickets', signedIn: true },
  { paths: ['/cart'], module: 'cart/routes/CartRoute', texts: 'cart', signedIn: true },
  { paths: ['/checkout/shipping'], module: 'checkout/routes/ShippingRoute', texts: 'checkout', signedIn: true },
  { paths: ['/orders'], module: 'orders/routes/OrderHistoryRoute', texts: 'orders', signedIn: true },
  { paths: ['/orders/:orderId', '/orders/:orderId/payment', '/payment/order/:orderId'], module: 'orders/routes/OrderPaymentRoute', texts: 'orders', signedIn: true, serverRendered: true },
] as const satisfies readonly { paths: readonly string[]; module: string; texts: Namespace; signedIn: boolean; serverRendered?: true }[];

export type PageInfo = (typeof PAGES)[number];
