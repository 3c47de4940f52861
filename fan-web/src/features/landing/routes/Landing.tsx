import { useTranslation } from 'react-i18next';
import { formatBaht } from '@club/core';
import { currentLang } from '../../../app/i18n';
import { usePromotingMatches } from '../api/get-promoting-matches';
import { MatchCard } from '../components/MatchCard';

const SOCIAL = [
  { name: 'Facebook', href: 'https://facebook.com/', icon: 'f' },
  { name: 'Instagram', href: 'https://instagram.com/', icon: '◎' },
  { name: 'X', href: 'https://x.com/', icon: '𝕏' },
  { name: 'YouTube', href: 'https://youtube.com/', icon: '▶' },
];
const SPONSORS = ['Siam Brew', 'Chao Phraya Air', 'Krungthep Bank', 'Thai Motors', 'Lanna Coffee', 'Andaman Telecom', 'Isan Energy', 'Bangkok Mall', 'Smile Insurance', 'Golden Rice', 'Metro Rail', 'Phuket Resorts'];

export function Landing() {
  const { t } = useTranslation();
  const { data: matches, isPending, isError } = usePromotingMatches();
  const lang = currentLang();

  const hero = isPending ? (
    <div className="skeleton-grid" aria-busy="true" aria-label={t('common.loading')}>{[0, 1, 2].map((i) => <div key={i} className="skeleton" />)}</div>
  ) : !matches?.length ? (
    <div className="welcome">
      {isError && <p className="error" role="alert">{t('landing.loadError')}</p>}
      <h2>{t('landing.welcomeTitle')}</h2>
      <p>{t('landing.welcomeText')}</p>
    </div>
  ) : matches.length === 1 ? (
    <div className="single-match"><p className="eyebrow">{t('landing.nextMatch')}</p><MatchCard match={matches[0]!} large /></div>
  ) : (
    <div className="match-grid">{matches.map((m) => <MatchCard key={m.id} match={m} />)}</div>
  );

  return (
    <>
      <section className="hero" id="matches" data-testid="hero">
        <div className="container">
          <h1>{t('landing.heroTitle')}</h1>
          <p className="lead">{t('landing.heroSubtitle')}</p>
          {hero}
        </div>
      </section>

      <section className="container section">
        <h2>{t('landing.offersTitle')}</h2>
        <div className="cards-2">
          <div className="card offer">
            <h3>{t('landing.singleTicket')}</h3>
            <p className="price">{formatBaht(75_000, lang)}</p>
            <p>{t('landing.singleTicketText')}</p>
            <p className="muted">{t('landing.ticketsListed')}</p>
          </div>
          <div className="card offer">
            <span className="badge">{t('common.comingSoon')}</span>
            <h3>{t('landing.yearlyPass')}</h3>
            <p className="price">{formatBaht(900_000, lang)}</p>
            <p>{t('landing.yearlyPassText')}</p>
            <p className="muted">{t('landing.passesListed')}</p>
          </div>
        </div>
      </section>

      <section className="stats">
        <div className="container">
          <h2>{t('landing.statsTitle')}</h2>
          <dl className="stats-grid">
            <div><dt>{t('landing.statFounded')}</dt><dd>1998</dd></div>
            <div><dt>{t('landing.statTitles')}</dt><dd>3</dd></div>
            <div><dt>{t('landing.statFans')}</dt><dd>25,000+</dd></div>
            <div><dt>{t('landing.statCapacity')}</dt><dd>15,000</dd></div>
          </dl>
        </div>
      </section>

      <section className="container section">
        <h2>{t('landing.featuresTitle')}</h2>
        <div className="cards-3">
          {(['Qr', 'Live', 'Email'] as const).map((k) => (
            <div key={k} className="card">
              <h3>{t(`landing.feature${k}`)}</h3>
              <p>{t(`landing.feature${k}Text`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="container section">
        <h2>{t('landing.socialTitle')}</h2>
        <ul className="social">
          {SOCIAL.map((s) => (
            <li key={s.name}><a href={s.href} target="_blank" rel="noreferrer" aria-label={s.name}><span aria-hidden="true">{s.icon}</span> {s.name}</a></li>
          ))}
        </ul>
      </section>

      <section className="container section">
        <h2>{t('landing.sponsorsTitle')}</h2>
        <ul className="sponsors">{SPONSORS.map((s) => <li key={s}>{s}</li>)}</ul>
        <p className="center"><a className="btn btn-outline" href="mailto:partners@bangkokthunder.example">{t('landing.contactUs')}</a></p>
      </section>
    </>
  );
}
