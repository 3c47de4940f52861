import { useTranslation } from 'react-i18next';
import { CONTACT } from '../../../components/Footer';

const SECTIONS = ['general', 'liability', 'refund', 'force', 'changes', 'contact'] as const;

export function Terms() {
  const { t } = useTranslation();
  return (
    <article className="container page narrow terms">
      <h1>{t('terms.title')}</h1>
      {SECTIONS.map((s) => (
        <section key={s}>
          <h2>{t(`terms.${s}Title`)}</h2>
          <p>{t(`terms.${s}`, { ...CONTACT, address: t('footer.address') })}</p>
        </section>
      ))}
    </article>
  );
}
