import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { formatClubDate, formatClubDateTime, type TicketDto, type TicketPlaceDto, gateNames } from '@club/core';
import { Icon } from '../../../components/Icon';
import { QrCode } from '../../../components/QrCode';
import { Words } from '../../../components/Words';
import { errorMessage } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { inLanguage } from '../../../lib/intl';
import { useCancelTransfer } from '../api/transfer-ticket';

/** Ticket QR size (spec section 9). */
const TICKET_QR_PX = 200;

/** A ticket's QR code, greyed under a "Used" stamp once admitted at the gate. */
export function TicketQr({ ticket }: { ticket: { ticketNumber: string; qrContent: string; status: string } }) {
  const { t } = useTranslation('tickets');
  const used = ticket.status === 'used';
  return (
    <div className="ticket-qr-frame">
      <QrCode
        value={ticket.qrContent}
        width={TICKET_QR_PX}
        alt={used ? t('detail.usedQrAlt', { number: ticket.ticketNumber }) : t('detail.qrAlt', { number: ticket.ticketNumber })}
        error={t('detail.qrError')}
        testId="ticket-qr"
      />
      {used && (
        <span className="ticket-used-stamp" aria-hidden="true">
          {t('detail.usedStamp')}
        </span>
      )}
    </div>
  );
}

/** A ticket's stub edged in its zone's colour (the zone's own colour is its accent on tickets). */
export const zoneAccent = (place: TicketPlaceDto): CSSProperties => ({ '--zone-colour': place.zone.colour }) as CSSProperties;

/** A ticket's place in words, in the reader's language: its zone, the gates that admit it ("Any gate" for a zone with none), its row and seat. */
export function usePlaceWords() {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  return ({ zone, gates, seat }: TicketPlaceDto) => ({
    zone: inLanguage(lang, zone.name, zone.nameTh),
    gates: gates.length ? gateNames(gates, lang) : t('place.anyGate'),
    seat: seat ? `${t('place.seatValue', { row: seat.row, number: seat.number })}${seat.wheelchair ? ` (${t('place.wheelchair')})` : ''}` : t('place.unnumbered'),
  });
}

/** A ticket's place on one line, as a downloaded QR image's caption: "West VIP · Gate A · Row C · Seat 9". */
export function usePlaceLine() {
  const words = usePlaceWords();
  return (place: TicketPlaceDto) => Object.values(words(place)).join(' · ');
}

/** Where a ticket goes in, as rows of its summary list, the zone's colour beside its name. */
export function TicketPlaceFacts({ place }: { place: TicketPlaceDto }) {
  const { t } = useTranslation('tickets');
  const words = usePlaceWords()(place);
  return (
    <>
      <div>
        <dt>{t('place.zone')}</dt>
        <dd className="ticket-zone" data-testid="ticket-zone">
          <span className="ticket-zone-swatch" aria-hidden="true" />
          <Words text={words.zone} />
        </dd>
      </div>
      <div>
        <dt>{t('place.gates')}</dt>
        <dd data-testid="ticket-gates">{words.gates}</dd>
      </div>
      <div>
        <dt>{t('place.seat')}</dt>
        <dd data-testid="ticket-seat">{words.seat}</dd>
      </div>
    </>
  );
}

/** Opens the transfer dialog for a ticket. */
export function TransferButton({ ticketNumber, onClick }: { ticketNumber: string; onClick(): void }) {
  const { t } = useTranslation('tickets');
  return (
    <button type="button" className="button button-secondary button-small" onClick={onClick} aria-label={t('transfer.openLabel', { number: ticketNumber })} data-testid="ticket-transfer">
      <Icon name="mail" size={16} />
      {t('transfer.open')}
    </button>
  );
}

/** A ticket passed on, as its sender sees it. */
type PassedOn = Pick<TicketDto, 'id' | 'transferredTo' | 'transferredAt' | 'transferCancellableUntil'>;

/**
 * A ticket the fan passed on (`seat` names it): to whom and when; while its recipient has not
 * received it, until when the fan may take it back, and the button that does.
 */
export function PassedOnTicket({ ticket, seat }: { ticket: PassedOn; seat: string }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const cancel = useCancelTransfer();
  return (
    <li className="ticket-stub ticket-stub-used" data-testid="ticket-stub" data-status="transferred">
      <p className="ticket-use-note" role="status" data-testid="ticket-transferred">
        <Icon name="mail" size={18} />
        {t('transfer.done', { seat, to: ticket.transferredTo ?? '', date: formatClubDate(ticket.transferredAt!, lang) })}
      </p>
      {ticket.transferCancellableUntil && (
        <>
          <p data-testid="transfer-pending">{t('transfer.pending', { date: formatClubDateTime(ticket.transferCancellableUntil, lang) })}</p>
          <div className="ticket-stub-actions no-print">
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(ticket.id)}
              aria-label={t('transfer.cancelLabel', { seat })}
              data-testid="transfer-cancel"
            >
              <Icon name="close" size={16} />
              {cancel.isPending ? t('transfer.cancelling') : t('transfer.cancelTransfer')}
            </button>
          </div>
        </>
      )}
      {cancel.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(cancel.error, t('transfer.cancelFailed'))}
        </p>
      )}
    </li>
  );
}
