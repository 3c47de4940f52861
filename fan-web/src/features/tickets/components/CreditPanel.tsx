import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBankAmount, formatClubDate } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { inLanguage } from '../../../lib/intl';
import { Words } from '../../../components/Words';
import { useCredit } from '../api/get-credit';
import { matchQuery } from '../api/get-match';

/** An amount with its sign, to the satang as the ledger keeps it: "+฿473.68", "−฿47.37". */
const signedAmount = (satang: number, lang: string) => `${satang < 0 ? '−' : '+'}${formatBankAmount(Math.abs(satang), lang)}`;

/**
 * The fan's credit from season tickets sold on the exchange: the balance and the ledger's rows
 * (what, for which match, the amount signed, when). Nothing until there is a row.
 */
export function CreditPanel() {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const credit = useCredit();
  const entries = credit.data?.entries ?? [];
  // A sold ticket leaves the fan's list: its match is named from the match itself.
  const matchIds = [...new Set(entries.flatMap((e) => (e.matchId ? [e.matchId] : [])))];
  const matches = useQueries({ queries: matchIds.map((id) => matchQuery(id)) });
  const matchName = (id: string | null) => {
    const m = matches.find((q) => q.data?.id === id)?.data;
    if (!m) return '';
    const away = m.awayTeam ? inLanguage(lang, m.awayTeam.name, m.awayTeam.nameTh) : t('match.tba');
    return `${inLanguage(lang, m.homeTeam.name, m.homeTeam.nameTh)} ${t('match.vs')} ${away} · ${formatClubDate(m.matchDate, lang)}`;
  };

  if (credit.isError) {
    return (
      <p className="form-alert" role="alert">
        {t('credit.failed')}{' '}
        <button type="button" className="button button-ghost button-small" onClick={() => void credit.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (!entries.length) return null;
  return (
    <section className="card credit-panel" aria-labelledby="credit-title" data-testid="credit-panel">
      <h2 id="credit-title">{t('credit.title')}</h2>
      <p className="credit-balance">
        <span>{t('credit.balance')}</span>
        <strong data-testid="credit-balance">{formatBankAmount(credit.data!.balanceSatang, lang)}</strong>
      </p>
      <p className="field-hint">{t('credit.text')}</p>
      <ul className="credit-rows">
        {entries.map((e) => (
          <li key={e.id} data-testid="credit-row" data-kind={e.kind}>
            <span className="credit-row-what">
              <strong>{t(`credit.kind_${e.kind}`)}</strong>
              {e.matchId && <Words text={matchName(e.matchId)} />}
            </span>
            <span className={e.signed < 0 ? 'credit-row-amount credit-row-debit' : 'credit-row-amount'}>{signedAmount(e.signed, lang)}</span>
            <span className="credit-row-date">{formatClubDate(e.createdAt, lang)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
