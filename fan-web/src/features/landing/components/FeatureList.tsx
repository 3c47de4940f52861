import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/Icon';
import { SectionHeading } from './SectionHeading';

const FEATURES = [
  { key: 'promptpay', icon: 'qr' },
  { key: 'live', icon: 'live' },
  { key: 'eticket', icon: 'ticket' },
  { key: 'store', icon: 'bag' },
] as const satisfies readonly { key: string; icon: IconName }[];

export function FeatureList() {
  const { t } = useTranslation('landing');
  return (
    <section className="section section-tinted" aria-labelledby="features-title">
      <div className="container">
        <SectionHeading id="features-title" title={t('features.title')} />
        <ul className="feature-grid">
          {FEATURES.map(({ key, icon }) => (
            <li key={key} className="feature">
              <span className="feature-icon">
                <Icon name={icon} size={26} />
              </span>
              <h3>{t(`features.${key}.title`)}</h3>
              <p>{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
