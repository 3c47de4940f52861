import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { QrCode } from '../../../components/QrCode';

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
