import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBaht, type PurchaseDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { FactList } from '../../../components/FactList';
import { Icon } from '../../../components/Icon';
import { MenuButton, type MenuAction } from '../../../components/MenuButton';
import { Words } from '../../../components/Words';
import { inLanguage } from '../../../lib/intl';
import { useNow } from '../../../lib/use-now';
import { getTickets } from '../api/get-tickets';
import { purchaseKeys } from '../api/keys';
import { RateMatchDialog } from './RateMatchDialog';
import { ReceiptDialog } from './ReceiptDialog';
import { StatusBadge } from './StatusBadge';
import { supportMailto } from './support-link';
import { downloadTicketImages } from './ticket-image';
import { useTicketUseText } from './ticket-use';
import { useShareLink } from './use-share-link';
import { useShownStatus } from './use-shown-status';
import { usePlaceLine } from './TicketParts';
import { usePlaceFacts } from './PurchaseFacts';
import { usePurchaseSubject } from './PurchaseSubject';
import { SeasonMatches } from './SeasonMatches';

/** A match's teams, each kept whole on a line break. */
function MatchTitle({ match }: { match: NonNullable<PurchaseDto['matchDetails']> }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  return (
    <>
      <Words text={inLanguage(lang, match.homeTeam.name, match.homeTeam.nameTh)} /> <span className="purchase-card-vs">{t('match.vs')}</span>{' '}
      <Words text={match.awayTeam ? inLanguage(lang, match.awayTeam.name, match.awayTeam.nameTh) : t('match.tba')} />
    </>
  );
}

/**
 * One purchase in "my tickets": status, match (or season pass), when and where, what was bought, and what to do
 * next. The one thing the fan most likely wants (pay, show the codes, rate the match, else the
 * details) is a button; the rest of what fits the purchase (details, download, share, print,
 * receipt, rate, support) is under More, so a card keeps one row of buttons on a 360 px phone.
 */
export function PurchaseCard({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shown = useShownStatus(purchase)!;
  const now = useNow(30_000);
  const useText = useTicketUseText();
  const placeLine = usePlaceLine();
  const { share, outcome } = useShareLink();
  const [dialog, setDialog] = useState<'rate' | 'receipt' | null>(null);
  const [notice, setNotice] = useState('');
  const m = purchase.matchDetails;
  const { title: fixture, when } = usePurchaseSubject()(purchase);
  const detailPath = `/ticket/${purchase.id}`;
  const zone = inLanguage(lang, purchase.zone.name, purchase.zone.nameTh);
  const seats = usePlaceFacts(purchase).slice(1).map(([, value]) => value);

  const hasTickets = shown === 'completed' || shown === 'used';
  // Rating is for a match the fan held a ticket for, once it has kicked off (the API says the same); a season pass's matches are rated from their own tickets' match, not here.
  const canRate = purchase.status === 'completed' && !!m && Date.parse(m.matchDate) <= now;
  const used = useText.ofPurchase(purchase.ticketUse);

  const download = async () => {
    setNotice('');
    try {
      const tickets = await queryClient.fetchQuery({ queryKey: purchaseKeys.tickets(purchase.id), queryFn: ({ signal }) => getTickets(purchase.id, signal) });
      if (!tickets.length) return setNotice(t('detail.ticketsPending'));
      await downloadTicketImages(tickets, (i) => [fixture, when, t('detail.seatShort', { seat: tickets[i]!.seat, count: purchase.quantity }), placeLine(tickets[i]!.place)]);
    } catch {
      setNotice(t('list.downloadFailed'));
    }
  };
  const shareTickets = () => {
    setNotice('');
    void share({ title: t('share.title', { fixture }), text: t('share.text', { fixture, when, reference: purchase.referenceNumber }), url: `${window.location.origin}${detailPath}` });
  };

  // The main button, when there is one for this state; Details then goes under More (Show QR opens the same page).
  const primary = shown === 'pending' ? 'pay' : shown === 'completed' ? 'qr' : shown === 'used' && canRate ? 'rate' : shown === 'rejected' ? 'newSlip' : null;
  const actions: MenuAction[] = [];
  if (primary === 'pay' || primary === 'rate' || primary === 'newSlip') actions.push({ key: 'details', label: t('list.details'), icon: 'ticket', onSelect: () => navigate(detailPath), testId: 'action-details' });
  if (hasTickets) {
    // A season pass's tickets are each of their own match: their files are on its page, ticket by ticket.
    if (m) actions.push({ key: 'download', label: t('list.download', { count: purchase.quantity }), icon: 'download', onSelect: () => void download(), testId: 'action-download' });
    actions.push(
      { key: 'share', label: t('list.share'), icon: 'share', onSelect: shareTickets, testId: 'action-share' },
      { key: 'print', label: t('detail.print'), icon: 'printer', onSelect: () => navigate(`${detailPath}?print=1`), testId: 'action-print' },
    );
  }
  if (purchase.receiptImageUrl) actions.push({ key: 'receipt', label: t('list.viewReceipt'), icon: 'receipt', onSelect: () => setDialog('receipt'), testId: 'action-receipt' });
  // Once the match is over, rating is the card's main button instead.
  if (canRate && shown !== 'used') actions.push({ key: 'rate', label: t('list.rate'), icon: 'star', onSelect: () => setDialog('rate'), testId: 'action-rate' });
  actions.push({ key: 'support', label: t('detail.support'), icon: 'mail', href: supportMailto(t('list.supportSubject', { reference: purchase.referenceNumber })), testId: 'action-support' });

  const status = outcome === 'copied' ? t('list.linkCopied') : outcome === 'failed' ? t('list.copyThis', { url: `${window.location.origin}${detailPath}` }) : notice;

  return (
    <article className={`purchase-card purchase-card-${shown}`} data-testid="purchase-card" data-status={shown} aria-labelledby={`purchase-${purchase.id}`}>
      <header className="purchase-card-head">
        <StatusBadge status={shown} />
        <span className="purchase-card-ref mono">{purchase.referenceNumber}</span>
      </header>
      <h3 id={`purchase-${purchase.id}`} className="purchase-card-title">
        {m ? <MatchTitle match={m} /> : <Words text={fixture} />}
      </h3>
      <FactList
        className="purchase-card-facts"
        facts={[
          { icon: 'calendar', label: m ? t('match.date') : t('season.covers'), value: when },
          // The stadium and the zone bought in it; a season pass's zone and seat.
          { icon: 'pin', label: m ? t('match.venue') : t('place.zone'), value: m ? <><Words text={inLanguage(lang, m.venue.name, m.venue.nameTh)} /> · <Words text={zone} /></> : [zone, ...seats].join(' · ') },
          { icon: 'ticket', label: t('common.quantity'), value: `${m ? t('list.quantityValue', { count: purchase.quantity }) : t('season.kind')} · ${formatBaht(purchase.totalSatang, lang)}` },
        ]}
      />
      {!m && hasTickets && <SeasonMatches purchase={purchase} />}
      {used && (
        <p className="ticket-use-note" data-testid="ticket-use">
          <Icon name="check" size={18} />
          {used}
        </p>
      )}
      <div className="purchase-card-actions">
        {primary === 'pay' && (
          <Link className="button button-primary button-small purchase-card-primary" to={`/payment/${purchase.id}`}>
            {t('list.continuePayment')}
          </Link>
        )}
        {primary === 'qr' && (
          <Link className="button button-primary button-small purchase-card-primary" to={detailPath}>
            <Icon name="qr" size={16} />
            {t('list.showQr')}
          </Link>
        )}
        {primary === 'newSlip' && (
          <Link className="button button-primary button-small purchase-card-primary" to={detailPath} data-testid="action-new-slip">
            <Icon name="receipt" size={16} />
            {t('list.sendNewSlip')}
          </Link>
        )}
        {primary === 'rate' && (
          <button type="button" className="button button-primary button-small purchase-card-primary" onClick={() => setDialog('rate')} data-testid="action-rate">
            <Icon name="star" size={16} />
            {t('list.rate')}
          </button>
        )}
        {!primary && (
          <Link className="button button-ghost button-small" to={detailPath}>
            {t('list.details')}
          </Link>
        )}
        <MenuButton label={t('list.moreLabel', { reference: purchase.referenceNumber })} actions={actions} testId="purchase-more">
          <Icon name="more" size={18} />
          {t('list.more')}
        </MenuButton>
      </div>
      <p className="purchase-card-status" role="status" data-testid="purchase-status">
        {status}
      </p>
      {purchase.receiptImageUrl && <ReceiptDialog open={dialog === 'receipt'} src={purchase.receiptImageUrl} onClose={() => setDialog(null)} />}
      {canRate && (
        <RateMatchDialog open={dialog === 'rate'} matchId={purchase.matchId!} fixture={`${fixture} · ${when}`} onClose={() => setDialog(null)} onSaved={() => setNotice(t('rating.saved'))} />
      )}
    </article>
  );
}
