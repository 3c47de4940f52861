import { useTranslation } from 'react-i18next';
import type { PurchaseDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { Words } from '../../../components/Words';
import { formatMatchWhen, inLanguage } from '../../../lib/intl';
import { useHeldTickets } from '../api/get-held-tickets';
import { TicketExchange, useOfferDialog } from './TicketExchange';

/**
 * A season purchase's tickets on its card, one per covered match as the fan holds them (GET
 * /tickets/mine): each match's opponent and kick-off (the codes are on the purchase's page), and
 * where it stands on the exchange, or the button that offers it there.
 */
export function SeasonMatches({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const held = useHeldTickets();
  const { offer, dialog } = useOfferDialog();
  const tickets = (held.data ?? []).filter((ticket) => ticket.purchaseId === purchase.id && ticket.status !== 'transferred');
  if (!tickets.length) return null;
  return (
    <>
      <ul className="season-matches" aria-label={t('season.ticketsTitle')} data-testid="season-matches">
        {tickets.map((ticket) => {
          const { homeTeam, awayTeam, matchDate } = ticket.matchDetails;
          const away = awayTeam ? inLanguage(lang, awayTeam.name, awayTeam.nameTh) : t('match.tba');
          const when = formatMatchWhen(matchDate, lang);
          return (
            <li key={ticket.id} data-testid="season-ticket" data-match={ticket.matchId}>
              <Words text={away} />
              <span>{when}</span>
              <TicketExchange ticket={ticket} label={`${inLanguage(lang, homeTeam.name, homeTeam.nameTh)} ${t('match.vs')} ${away} · ${when}`} onOffer={offer} />
            </li>
          );
        })}
      </ul>
      {dialog}
    </>
  );
}
