import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { PageTitle } from './PageTitle';

/** Stands in for a screen of a later issue until that screen is built. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <section className="coming-soon container" data-testid="coming-soon" aria-labelledby="coming-soon-title">
      <PageTitle title={t('comingSoon.title')} />
      <span className="coming-soon-mark">
        <Icon name="bolt" size={36} />
      </span>
      <h1 id="coming-soon-title">{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.text')}</p>
      <Link className="button button-primary" to="/">
        {t('comingSoon.backHome')}
      </Link>
    </section>
  );
}
