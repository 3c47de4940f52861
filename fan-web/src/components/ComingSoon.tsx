import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** A screen of a later release: says so plainly, in both languages. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <section className="container page narrow center">
      <h1>{t('common.comingSoon')}</h1>
      <p>{t('common.comingSoonText')}</p>
      <Link className="btn btn-accent" to="/">{t('common.backHome')}</Link>
    </section>
  );
}
