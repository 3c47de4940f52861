import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { LandingRoute } from '../features/landing/routes/LandingRoute';
import { RequireAuth } from './RequireAuth';
import { RootLayout, RootLayoutLoading } from './RootLayout';

/**
 * A route whose code is fetched when it is first visited: each page is a chunk of its own, so the
 * landing page (the one most fans open first, and kept in the main chunk) carries no other page's code.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => async () => ({ Component: (await load())[name] });

// The route table of the spec (section 2).
const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // While the first page's code arrives: the header and footer with a loading state between them.
    HydrateFallback: RootLayoutLoading,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/login', lazy: page(() => import('../features/auth/routes/LoginRoute'), 'LoginRoute') },
      { path: '/terms-and-conditions', lazy: page(() => import('../features/terms/routes/TermsRoute'), 'TermsRoute') },
      { path: '/match-results', lazy: page(() => import('../features/results/routes/MatchResultsRoute'), 'MatchResultsRoute') },
      { path: '/merchandise', lazy: page(() => import('../features/store/routes/StoreRoute'), 'StoreRoute') },
      { path: '/merchandise/product/:productId', lazy: page(() => import('../features/store/routes/ProductRoute'), 'ProductRoute') },
      {
        element: <RequireAuth />,
        children: [
          { path: '/buy-ticket/:matchId', lazy: page(() => import('../features/tickets/routes/BuyTicketRoute'), 'BuyTicketRoute') },
          { path: '/payment/:purchaseId', lazy: page(() => import('../features/tickets/routes/PaymentRoute'), 'PaymentRoute') },
          { path: '/payment-success', lazy: page(() => import('../features/tickets/routes/PaymentSuccessRoute'), 'PaymentSuccessRoute') },
          { path: '/my-tickets', lazy: page(() => import('../features/tickets/routes/MyTicketsRoute'), 'MyTicketsRoute') },
          { path: '/ticket/:ticketId', lazy: page(() => import('../features/tickets/routes/TicketDetailRoute'), 'TicketDetailRoute') },
          { path: '/cart', lazy: page(() => import('../features/cart/routes/CartRoute'), 'CartRoute') },
          { path: '/checkout/shipping', lazy: page(() => import('../features/checkout/routes/ShippingRoute'), 'ShippingRoute') },
          { path: '/orders', lazy: page(() => import('../features/orders/routes/OrderHistoryRoute'), 'OrderHistoryRoute') },
          { path: '/orders/:orderId', lazy: page(() => import('../features/orders/routes/OrderPaymentRoute'), 'OrderPaymentRoute') },
          { path: '/orders/:orderId/payment', lazy: page(() => import('../features/orders/routes/OrderPaymentRoute'), 'OrderPaymentRoute') },
          { path: '/payment/order/:orderId', lazy: page(() => import('../features/orders/routes/OrderPaymentRoute'), 'OrderPaymentRoute') },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
