import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from 'react-router-dom';
import { ComingSoon } from '../components/ComingSoon';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { RequireAuth } from '../components/RequireAuth';
import { Login } from '../features/auth/routes/Login';
import { Landing } from '../features/landing/routes/Landing';
import { Terms } from '../features/terms/routes/Terms';

function Layout() {
  return (
    <>
      <Header />
      <main><Outlet /></main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}

// Screens of later releases render ComingSoon until they are built.
const PROTECTED_LATER = ['/buy-ticket/:matchId', '/payment/:purchaseId', '/payment-success', '/my-tickets', '/ticket/:ticketId', '/cart', '/checkout/shipping', '/orders', '/orders/:orderId', '/orders/:orderId/payment', '/payment/order/:orderId'];
const PUBLIC_LATER = ['/match-results', '/merchandise', '/merchandise/product/:productId'];

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '/login', element: <Login /> },
      { path: '/terms-and-conditions', element: <Terms /> },
      ...PROTECTED_LATER.map((path) => ({ path, element: <RequireAuth><ComingSoon /></RequireAuth> })),
      ...PUBLIC_LATER.map((path) => ({ path, element: <ComingSoon /> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
