import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBankAmount, formatClubDateTime, type HeldTicketDto } from '@club/core';
import { Icon } from '../../../components/Icon';
import { Words } from '../../../components/Words';
import { errorMessage } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useModal } from '../../../lib/use-modal';
import { useListTicket } from '../api/list-ticket';
import { useWithdrawListing } from '../api/withdraw-listing';

/** A ticket to offer, and how the dialog names it ("Home VS Away · kick-off · seat"). */
export interface OfferedTicket {
  id: string;
  label: string;
  /** What a sale would credit and when offering closes (the server's figures). */
  offer: HeldTicketDto['offer'];
}

/** On the exchange (offered, held by a buyer, or sold): its code opens no gate, so it is not shown. */
export const onExchange = (ticket: Pick<HeldTicketDto, 'listing'>) => ticket.listing !== null;

/**
 * Where a season ticket stands on the exchange, as its holder sees it: offered (until when, and
 * Take it back), being bought, or sold; or, while it may be offered, the button that asks. Nothing
 * for any other ticket.
 */
export function TicketExchange({ ticket, label, onOffer }: { ticket: HeldTicketDto; label: string; onOffer(ticket: OfferedTicket): void }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const withdraw = useWithdrawListing();
  const listing = ticket.listing;
  if (!listing && !ticket.listable) return null;
  if (!listing) {
    return (
      <button type="button" className="button button-secondary button-small" onClick={() => onOffer({ id: ticket.id, label, offer: ticket.offer })} aria-label={t('exchange.offerLabel', { ticket: label })} data-testid="exchange-offer">
        <Icon name="share" size={16} />
        {t('exchange.offer')}
      </button>
    );
  }
  // Sold: the seat is the buyer's now. Held by a buyer, or offered until the listing closes: either way the code opens no gate.
  const [title, text] =
    listing.status === 'sold' ? [t('exchange.sold'), t('exchange.soldText')]
      : listing.status === 'reserved' ? [t('exchange.reserved'), t('exchange.reservedText')]
        : [t('exchange.listed'), t('exchange.listedText', { date: formatClubDateTime(listing.closesAt, lang) })];
  return (
    <div className="exchange-state" data-testid="exchange-state" data-listing={listing.status}>
      <p className="ticket-use-note">
        <Icon name={listing.status === 'sold' ? 'check' : 'clock'} size={18} />
        <span>
          <strong>{title}</strong> {text}
        </span>
      </p>
      {listing.status === 'listed' && (
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(ticket.id)}
          aria-label={t('exchange.withdrawLabel', { ticket: label })}
          data-testid="exchange-withdraw"
        >
          <Icon name="close" size={16} />
          {withdraw.isPending ? t('exchange.withdrawing') : t('exchange.withdraw')}
        </button>
      )}
      {withdraw.isError && (
        <p className="form-alert" role="alert" data-testid="exchange-error">
          {errorMessage(withdraw.error, t('exchange.withdrawFailed'))}
        </p>
      )}
    </div>
  );
}

/** The dialog's content: mounted each time it opens, so an earlier refusal is gone. */
function OfferForm({ id, ticket, onClose }: { id: string; ticket: OfferedTicket; onClose(): void }) {
  const { t } = useTranslation('tickets');
  const list = useListTicket();
  const lang = useLanguage();
  const { offer } = ticket;
  // The credit and the close time in figures when the server gave them, else in general words.
  const points = t(offer ? 'exchange.dialogPointsExact' : 'exchange.dialogPoints', {
    returnObjects: true, ...(offer ? { credit: formatBankAmount(offer.creditSatang, lang), date: formatClubDateTime(offer.closesAt, lang) } : {}),
  }) as string[];
  return (
    <>
      <h2 id={`${id}-title`}>{t('exchange.dialogTitle')}</h2>
      <p id={`${id}-what`}>
        <strong>
          <Words text={ticket.label} />
        </strong>
      </p>
      <ul className="exchange-points">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {list.isError && (
        <p className="field-error" role="alert" data-testid="exchange-offer-error">
          {errorMessage(list.error, t('exchange.offerFailed'))}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-ghost" onClick={onClose} disabled={list.isPending} autoFocus>
          {t('exchange.keep')}
        </button>
        <button type="button" className="button button-primary" disabled={list.isPending} onClick={() => list.mutate(ticket.id, { onSuccess: onClose })} data-testid="exchange-offer-confirm">
          {list.isPending ? t('exchange.offering') : t('exchange.offerConfirm')}
        </button>
      </div>
    </>
  );
}

/** Asks before a ticket goes on the exchange, saying what follows (native <dialog>: focus stays inside, Escape closes). */
export function OfferDialog({ ticket, onClose }: { ticket: OfferedTicket | null; onClose(): void }) {
  const ref = useModal(ticket !== null);
  const id = useId();
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      data-testid="exchange-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {ticket && <OfferForm id={id} ticket={ticket} onClose={onClose} />}
    </dialog>
  );
}

/** The ticket offered in a list's one dialog, and the dialog: a list of tickets shares one. */
export function useOfferDialog() {
  const [offering, setOffering] = useState<OfferedTicket | null>(null);
  return { offer: setOffering, dialog: <OfferDialog ticket={offering} onClose={() => setOffering(null)} /> };
}
