import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { LoginRoute } from '../features/auth/routes/LoginRoute';
import { CartRoute } from '../features/cart/routes/CartRoute';
import { ShippingRoute } from '../features/checkout/routes/ShippingRoute';
import { LandingRoute } from '../features/landing/routes/LandingRoute';
import { OrderHistoryRoute } from '../features/orders/routes/OrderHistoryRoute';
import { OrderPaymentRoute } from '../features/orders/routes/OrderPaymentRoute';
import { MatchResultsRoute } from '../features/results/routes/MatchResultsRoute';
import { ProductRoute } from '../features/store/routes/ProductRoute';
import { StoreRoute } from '../features/store/routes/StoreRoute';
import { TermsRoute } from '../features/terms/routes/TermsRoute';
import { BuyTicketRoute } from '../features/tickets/routes/BuyTicketRoute';
import { MyTicketsRoute } from '../features/tickets/routes/MyTicketsRoute';
import { PaymentRoute } from '../features/tickets/routes/PaymentRoute';
import { PaymentSuccessRoute } from '../features/tickets/routes/PaymentSuccessRoute';
import { TicketDetailRoute } from '../features/tickets/routes/TicketDetailRoute';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';

// The route table of the spec (section 2).
const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/terms-and-conditions', element: <TermsRoute /> },
      { path: '/match-results', element: <MatchResultsRoute /> },
      { path: '/merchandise', element: <StoreRoute /> },
      { path: '/merchandise/product/:productId', element: <ProductRoute /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/buy-ticket/:matchId', element: <BuyTicketRoute /> },
          { path: '/payment/:purchaseId', element: <PaymentRoute /> },
          { path: '/payment-success', element: <PaymentSuccessRoute /> },
          { path: '/my-tickets', element: <MyTicketsRoute /> },
          { path: '/ticket/:ticketId', element: <TicketDetailRoute /> },
          { path: '/cart', element: <CartRoute /> },
          { path: '/checkout/shipping', element: <ShippingRoute /> },
          { path: '/orders', element: <OrderHistoryRoute /> },
          { path: '/orders/:orderId', element: <OrderPaymentRoute /> },
          { path: '/orders/:orderId/payment', element: <OrderPaymentRoute /> },
          { path: '/payment/order/:orderId', element: <OrderPaymentRoute /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
