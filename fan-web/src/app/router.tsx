import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LandingRoute } from '../features/landing/routes/LandingRoute';
import { loadTexts, type Namespace } from './i18n';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { trackRouteLoad } from './route-loading';

/**
 * A page whose code is fetched when it is first visited, with its texts in the reader's language:
 * each page is a chunk of its own, so the landing page (the one most fans open first, kept in the
 * main chunk) carries no other page's code.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, texts: Namespace) =>
  lazy(() => trackRouteLoad(Promise.all([load(), loadTexts([texts])]).then(([module]) => ({ default: module[name] }))));

const Login = page(() => import('../features/auth/routes/LoginRoute'), 'LoginRoute', 'auth');
const Terms = page(() => import('../features/terms/routes/TermsRoute'), 'TermsRoute', 'terms');
const MatchResults = page(() => import('../features/results/routes/MatchResultsRoute'), 'MatchResultsRoute', 'results');
const Store = page(() => import('../features/store/routes/StoreRoute'), 'StoreRoute', 'store');
const Product = page(() => import('../features/store/routes/ProductRoute'), 'ProductRoute', 'store');
const BuyTicket = page(() => import('../features/tickets/routes/BuyTicketRoute'), 'BuyTicketRoute', 'tickets');
const Payment = page(() => import('../features/tickets/routes/PaymentRoute'), 'PaymentRoute', 'tickets');
const PaymentSuccess = page(() => import('../features/tickets/routes/PaymentSuccessRoute'), 'PaymentSuccessRoute', 'tickets');
const MyTickets = page(() => import('../features/tickets/routes/MyTicketsRoute'), 'MyTicketsRoute', 'tickets');
const TicketDetail = page(() => import('../features/tickets/routes/TicketDetailRoute'), 'TicketDetailRoute', 'tickets');
const Cart = page(() => import('../features/cart/routes/CartRoute'), 'CartRoute', 'cart');
const Shipping = page(() => import('../features/checkout/routes/ShippingRoute'), 'ShippingRoute', 'checkout');
const OrderHistory = page(() => import('../features/orders/routes/OrderHistoryRoute'), 'OrderHistoryRoute', 'orders');
const OrderPayment = page(() => import('../features/orders/routes/OrderPaymentRoute'), 'OrderPaymentRoute', 'orders');

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
          <Route path="/login" element={<Login />} />
          <Route path="/terms-and-conditions" element={<Terms />} />
          <Route path="/match-results" element={<MatchResults />} />
          <Route path="/merchandise" element={<Store />} />
          <Route path="/merchandise/product/:productId" element={<Product />} />
          <Route element={<RequireAuth />}>
            <Route path="/buy-ticket/:matchId" element={<BuyTicket />} />
            <Route path="/payment/:purchaseId" element={<Payment />} />
            <Route path="/payment-success" element={<PaymentSuccess />} />
            <Route path="/my-tickets" element={<MyTickets />} />
            <Route path="/ticket/:ticketId" element={<TicketDetail />} />
            <Route path="/cart" element={<Cart />} />
            <Route path="/checkout/shipping" element={<Shipping />} />
            <Route path="/orders" element={<OrderHistory />} />
            <Route path="/orders/:orderId" element={<OrderPayment />} />
            <Route path="/orders/:orderId/payment" element={<OrderPayment />} />
            <Route path="/payment/order/:orderId" element={<OrderPayment />} />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
