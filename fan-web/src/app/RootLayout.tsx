import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FlashMessage } from '../components/FlashMessage';
import { Footer } from '../components/footer/Footer';
import { Header } from '../components/header/Header';
import { PageLoading } from '../components/PageState';

/** Header, the page between skip link and footer, footer. */
function Frame({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
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
 * Every page: header, the route's content, footer. While the next page's code is fetched the
 * current page stays, with a bar under the header. ScrollRestoration also scrolls to #hash targets such as /#matches.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      <Frame busy={navigation.state === 'loading'}>
        <FlashMessage dismissLabel={t('flash.dismiss')} />
        <Outlet />
      </Frame>
      <ScrollRestoration />
    </>
  );
}

/** The first page's code still on its way: the frame with a loading state. */
export function RootLayoutLoading() {
  const { t } = useTranslation();
  return (
    <Frame busy>
      <PageLoading label={t('status.loading')} />
    </Frame>
  );
}
