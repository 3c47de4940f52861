import { useTranslation } from 'react-i18next';
import { purchaseMatchDate, type PurchaseDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { FactList } from '../../../components/FactList';
import { Words } from '../../../components/Words';
import { formatDay, formatMatchWhen, inLanguage } from '../../../lib/intl';
import { MatchOverview } from './MatchOverview';

/**
 * What a purchase is for, in words: its match ("Home VS Away", kick-off), or a season pass (its
 * name and season, the matches it covers and until when), for titles, captions and shares.
 */
export function usePurchaseSubject() {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  return (purchase: PurchaseDto): { title: string; when: string } => {
    const m = purchase.matchDetails;
    if (m) {
      const home = inLanguage(lang, m.homeTeam.name, m.homeTeam.nameTh);
      const away = m.awayTeam ? inLanguage(lang, m.awayTeam.name, m.awayTeam.nameTh) : t('match.tba');
      return { title: `${home} ${t('match.vs')} ${away}`, when: formatMatchWhen(m.matchDate, lang) };
    }
    const s = purchase.season!;
    return {
      title: `${inLanguage(lang, s.name, s.nameTh)} · ${s.seasonLabel}`,
      when: `${t('season.matches', { count: s.matches })} · ${t('season.until', { date: formatDay(new Date(purchaseMatchDate(purchase)), lang) })}`,
    };
  };
}

/** Where to buy the same again: the match's buy page, or the season passes. */
export const buyAgainPath = (purchase: PurchaseDto) => (purchase.matchId ? `/buy-ticket/${purchase.matchId}` : '/season-pass');

/** The summary at the head of the payment, success and ticket pages: the match, or the season pass. */
export function PurchaseOverview({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const subject = usePurchaseSubject()(purchase);
  if (purchase.matchDetails) return <MatchOverview match={purchase.matchDetails} />;
  const s = purchase.season!;
  return (
    <div className="match-overview" data-testid="season-overview">
      <p className="match-overview-league">{t('season.kind')}</p>
      <h2 className="season-overview-name">
        <Words text={inLanguage(lang, s.name, s.nameTh)} />
      </h2>
      <FactList
        className="match-overview-facts"
        facts={[
          { icon: 'calendar', label: t('season.season'), value: s.seasonLabel },
          { icon: 'ticket', label: t('season.covers'), value: subject.when },
        ]}
      />
    </div>
  );
}
