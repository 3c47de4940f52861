import { useTranslation } from 'react-i18next';
import { TRANSFER_CUTOFF_MINUTES, type Language } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { ContactDetails } from '../../../components/ContactDetails';
import { PageTitle } from '../../../components/PageTitle';
import { formatDay } from '../../../lib/intl';
import '../terms.css';

const SECTIONS = ['general', 'transfers', 'store', 'liability', 'refund', 'forceMajeure', 'changes'] as const;
/** The day this revision of the terms was published (transfers and store returns added). */
const LAST_UPDATED = new Date(Date.UTC(2026, 10, 28));

/** The club's default transfer cut-off, as the terms word it: "2 hours" / "2 ชั่วโมง". */
const transferCutoff = (lang: Language) =>
  new Intl.NumberFormat(lang === 'th' ? 'th-TH' : 'en-GB', { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(TRANSFER_CUTOFF_MINUTES.default / 60);

/** Sections and clauses are numbered by the stylesheet (1., 1.1, …). */
export function TermsRoute() {
  const { t } = useTranslation('terms');
  const lang = useLanguage();
  return (
    <article className="terms container">
      <PageTitle title={t('meta.title')} />
      <header className="terms-header">
        <h1>{t('title')}</h1>
        <p className="terms-updated">{t('updated', { date: formatDay(LAST_UPDATED, lang) })}</p>
        <p className="terms-intro">{t('intro')}</p>
      </header>
      <div className="terms-layout">
        <nav className="terms-contents" aria-labelledby="terms-contents-title">
          <h2 id="terms-contents-title">{t('contents')}</h2>
          <ol>
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#terms-${section}`}>{t(`sections.${section}.title`)}</a>
              </li>
            ))}
            <li>
              <a href="#terms-contact">{t('contact.title')}</a>
            </li>
          </ol>
        </nav>
        <div className="terms-body">
          {SECTIONS.map((section) => (
            <section key={section} id={`terms-${section}`} className="terms-section" aria-labelledby={`terms-${section}-title`}>
              <h2 id={`terms-${section}-title`}>{t(`sections.${section}.title`)}</h2>
              <ol className="terms-clauses">
                {t(`sections.${section}.clauses`, { returnObjects: true, cutoff: transferCutoff(lang) }).map((clause) => (
                  <li key={clause}>{clause}</li>
                ))}
              </ol>
            </section>
          ))}
          <section id="terms-contact" className="terms-section" aria-labelledby="terms-contact-title">
            <h2 id="terms-contact-title">{t('contact.title')}</h2>
            <p>{t('contact.text')}</p>
            <ContactDetails />
          </section>
        </div>
      </div>
    </article>
  );
}
