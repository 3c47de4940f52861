import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FlashMessage } from '../components/FlashMessage';
import { Footer } from '../components/footer/Footer';
import { Header } from '../components/header/Header';

/** Every page: header, the route's content, footer. ScrollRestoration also scrolls to #hash targets such as /#matches. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <FlashMessage dismissLabel={t('flash.dismiss')} />
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
