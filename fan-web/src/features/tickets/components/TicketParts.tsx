import { useTranslation } from 'react-i18next';
import { formatClubDate, formatClubDateTime, type TicketDto } from '@club/core';
import { Icon } from '../../../components/Icon';
import { QrCode } from '../../../components/QrCode';
import { errorMessage } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
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
