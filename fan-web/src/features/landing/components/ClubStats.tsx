import { formatNumber } from '@club/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatYear } from '../../../lib/intl';

const FOUNDED = 1994;
const LEAGUE_TITLES = 3;
const FAN_MEMBERS = 25_000;
const STADIUM_SEATS = 15_000;

export function ClubStats() {
  const { t } = useTranslation('landing');
  const lang = useLanguage();
  const stats = [
    { label: t('stats.founded'), value: formatYear(FOUNDED, lang) },
    { label: t('stats.titles'), value: formatNumber(LEAGUE_TITLES, lang) },
    { label: t('stats.members'), value: formatNumber(FAN_MEMBERS, lang) },
    { label: t('stats.capacity'), value: formatNumber(STADIUM_SEATS, lang) },
  ];
  return (
    <section className="stats" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title">{t('stats.title')}</h2>
        <dl className="stats-grid">
          {stats.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
