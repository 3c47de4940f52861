import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from './SectionHeading';

// Network names are brands, written the same in both languages.
const NETWORKS = [
  { name: 'Facebook', icon: 'facebook', href: 'https://www.facebook.com/bangkokthunderfc' },
  { name: 'Instagram', icon: 'instagram', href: 'https://www.instagram.com/bangkokthunderfc' },
  { name: 'X', icon: 'x', href: 'https://x.com/bangkokthunderfc' },
  { name: 'YouTube', icon: 'youtube', href: 'https://www.youtube.com/@bangkokthunderfc' },
] as const;

export function SocialLinks() {
  const { t } = useTranslation('landing');
  return (
    <section className="section" aria-labelledby="social-title">
      <div className="container">
        <SectionHeading id="social-title" title={t('social.title')} text={t('social.text')} />
        <ul className="social-links">
          {NETWORKS.map(({ name, icon, href }) => (
            <li key={name}>
              <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('social.label', { network: name })}>
                <Icon name={icon} size={22} />
                <span>{name}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
