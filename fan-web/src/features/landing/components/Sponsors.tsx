import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';
import { SponsorMark, type Sponsor } from './SponsorMark';

const PARTNERS_EMAIL = 'partners@bangkokthunder.example';

// Brand names, written the same in both languages.
const SPONSORS: Sponsor[] = [
  { name: 'Siam Brew', emblem: 'circle', colour: '#b45309' },
  { name: 'Chao Phraya Air', emblem: 'triangle', colour: '#0369a1' },
  { name: 'Krungthep Bank', emblem: 'square', colour: '#15803d' },
  { name: 'Thai Motors', emblem: 'hexagon', colour: '#b91c1c' },
  { name: 'Lanna Coffee', emblem: 'ring', colour: '#7c2d12' },
  { name: 'Andaman Telecom', emblem: 'diamond', colour: '#7c3aed' },
  { name: 'Isan Energy', emblem: 'triangle', colour: '#ca8a04' },
  { name: 'Bangkok Mall', emblem: 'square', colour: '#db2777' },
  { name: 'Smile Insurance', emblem: 'ring', colour: '#0891b2' },
  { name: 'Golden Rice', emblem: 'hexagon', colour: '#a16207' },
  { name: 'Metro Rail', emblem: 'diamond', colour: '#1d4ed8' },
  { name: 'Phuket Resorts', emblem: 'circle', colour: '#0d9488' },
];

export function Sponsors() {
  const { t } = useTranslation('landing');
  return (
    <section className="section section-tinted" aria-labelledby="sponsors-title">
      <div className="container">
        <SectionHeading id="sponsors-title" title={t('sponsors.title')} text={t('sponsors.text')} />
        {/* Sponsors' names are brands: written as they write them, in every language. */}
        <ul className="sponsor-grid" translate="no">
          {SPONSORS.map((sponsor) => (
            <li key={sponsor.name}>
              <SponsorMark sponsor={sponsor} />
            </li>
          ))}
        </ul>
        <p className="sponsor-contact">
          <a className="button button-secondary" href={`mailto:${PARTNERS_EMAIL}`}>
            {t('sponsors.cta')}
          </a>
        </p>
      </div>
    </section>
  );
}
