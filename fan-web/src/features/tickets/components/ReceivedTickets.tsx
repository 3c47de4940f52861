import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HeldTicketDto } from '@club/core';
import { Words } from '../../../components/Words';
import { errorMessage } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { formatMatchWhen, inLanguage } from '../../../lib/intl';
import { useHeldTickets } from '../api/get-held-tickets';
import { useWallets } from '../api/get-wallets';
import { useClaimTicket } from '../api/transfer-ticket';
import { AppleWalletButton, TicketFileButtons } from './TicketFiles';
import { TransferDialog } from './TransferDialog';
import { PassedOnTicket, TicketPlaceFacts, TicketQr, TransferButton, zoneAccent } from './TicketParts';
import { onExchange, TicketExchange, useOfferDialog } from './TicketExchange';

/**
 * The mail of a ticket sent to an address with no account links here with ?claim=…: once the fan
 * is signed in with that address (the page needs a session: sign-in comes first, and back), the
 * ticket becomes theirs. The parameter goes, so a reload does not claim again.
 */
function useClaimFromLink() {
  const [params, setParams] = useSearchParams();
  const token = params.get('claim');
  const claim = useClaimTicket();
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    claim.mutate(token);
    setParams({}, { replace: true });
  }, [token, claim, setParams]);
  return claim;
}

/**
 * Tickets the fan holds, each with its own match, its QR code and what they may do with it (files,
 * wallet, pass it on): those passed on to them, and a season pass's, one per covered match.
 */
function HeldTicketStubs({ tickets, testId }: { tickets: HeldTicketDto[]; testId: string }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const wallets = useWallets();
  const [transferring, setTransferring] = useState<{ id: string; label: string } | null>(null);
  const { offer, dialog } = useOfferDialog();
  const fixture = (ticket: HeldTicketDto) => {
    const { homeTeam, awayTeam, matchDate, venue } = ticket.matchDetails;
    const home = inLanguage(lang, homeTeam.name, homeTeam.nameTh);
    const away = awayTeam ? inLanguage(lang, awayTeam.name, awayTeam.nameTh) : t('match.tba');
    return { home, away, when: formatMatchWhen(matchDate, lang), venue: inLanguage(lang, venue.name, venue.nameTh) };
  };
  return (
    <>
      <ol className="ticket-list">
        {tickets.map((ticket) => {
          const { home, away, when, venue } = fixture(ticket);
          const match = `${home} ${t('match.vs')} ${away}`;
          // Passed on in turn and not yet received: the fan may take it back.
          if (ticket.status === 'transferred') return <PassedOnTicket key={ticket.id} ticket={ticket} seat={`${match} · ${when}`} />;
          const exchanged = onExchange(ticket);
          return (
            <li key={ticket.id} className={ticket.status === 'used' || exchanged ? 'ticket-stub ticket-stub-used' : 'ticket-stub'} style={zoneAccent(ticket.place)} data-testid={testId} data-status={ticket.status} data-match={ticket.matchId}>
              <p className="received-match" data-testid="received-match">
                <strong>
                  <Words text={home} /> {t('match.vs')} <Words text={away} />
                </strong>
                <br />
                {when}
                <br />
                <span data-testid="received-venue">
                  <Words text={venue} />
                </span>
              </p>
              {/* On the exchange its code opens no gate (the gate says so too): the fan is not offered it to show. */}
              {exchanged ? null : <TicketQr ticket={ticket} />}
              <TicketExchange ticket={ticket} label={`${match} · ${when}`} onOffer={offer} />
              <dl className="summary-list">
                <div>
                  <dt>{t('detail.ticketNumber')}</dt>
                  <dd className="mono" data-testid="ticket-number">
                    {ticket.ticketNumber}
                  </dd>
                </div>
                <TicketPlaceFacts place={ticket.place} />
                <div>
                  <dt>{t('common.reference')}</dt>
                  <dd className="mono">{ticket.reference}</dd>
                </div>
              </dl>
              {!exchanged && (
                <div className="ticket-stub-actions">
                  {ticket.status === 'valid' && <TicketFileButtons ticket={ticket} />}
                  {wallets.data?.apple && ticket.status === 'valid' && <AppleWalletButton ticket={ticket} />}
                  {ticket.transferableUntil && (
                    <TransferButton ticketNumber={ticket.ticketNumber} onClick={() => setTransferring({ id: ticket.id, label: `${match} · ${when} · ${ticket.ticketNumber}` })} />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <TransferDialog ticket={transferring} onClose={() => setTransferring(null)} />
      {dialog}
    </>
  );
}

/** Tickets someone passed on to the fan, which they may pass on in turn. */
export function ReceivedTickets() {
  const { t } = useTranslation('tickets');
  const held = useHeldTickets();
  const claim = useClaimFromLink();
  const received = (held.data ?? []).filter((ticket) => !ticket.bought);

  return (
    <>
      {!claim.isIdle && (
        <p className={claim.isError ? 'form-alert' : 'notice notice-success'} role={claim.isError ? 'alert' : 'status'} data-testid="claim-status">
          {claim.isPending ? t('received.claiming') : claim.isError ? errorMessage(claim.error, t('received.claimFailed')) : t('received.claimed')}
        </p>
      )}
      {received.length > 0 && (
        <section className="card received-tickets" aria-labelledby="received-title" data-testid="received-tickets">
          <h2 id="received-title">{t('received.title')}</h2>
          <p>{t('received.text')}</p>
          <HeldTicketStubs tickets={received} testId="received-ticket" />
        </section>
      )}
    </>
  );
}

/** A season purchase's tickets on its page: one per covered match, each with its own match (a match added later brings one more). */
export function SeasonTickets({ purchaseId }: { purchaseId: string }) {
  const { t } = useTranslation('tickets');
  const held = useHeldTickets();
  const tickets = (held.data ?? []).filter((ticket) => ticket.purchaseId === purchaseId);
  return (
    <section className="card" aria-labelledby="season-tickets-title" data-testid="season-tickets">
      <h2 id="season-tickets-title">{t('season.ticketsTitle')}</h2>
      {held.isPending ? <p role="status">{t('common.loading')}</p> : tickets.length ? <HeldTicketStubs tickets={tickets} testId="season-ticket-stub" /> : <p>{t('detail.ticketsPending')}</p>}
    </section>
  );
}
