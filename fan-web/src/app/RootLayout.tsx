import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FlashMessage } from '../components/FlashMessage';
import { Footer } from '../components/footer/Footer';
import { Header } from '../components/header/Header';
import { PageLoading } from '../components/PageState';
import { useRouteLoading } from './route-loading';

/**
 * Header, the page between skip link and footer, footer. The bar of a page on its way is the
 * frame's own state: the page itself (children) is not rendered again for it, so a page the server
 * rendered is not disturbed while the browser takes it over.
 */
function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const busy = useRouteLoading();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header />
      {busy && <div className="route-progress" aria-hidden="true" />}
      <main id="main" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
      <Footer />
    </>
  );
}

/**
 * A new page starts at its top, or at its #target (such as /#matches); going back or forward keeps
 * the browser's own scroll restoration.
 */
function useScrollOnNavigate() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}

/**
 * Every page: header, the route's content, footer. While the next page's code is fetched the
 * current page stays, with a bar under the header; the first page shows a loading state instead.
 */
export function RootLayout() {
  const { t } = useTranslation();
  useScrollOnNavigate();
  return (
    <Frame>
      <FlashMessage />
      {/* The first page's code, or texts still on the way after a change of language. */}
      <Suspense fallback={<PageLoading label={t('status.loading')} />}>
        <Outlet />
      </Suspense>
    </Frame>
  );
}
