import { useTranslation } from 'react-i18next';
import type { PurchaseDto } from '@club/core';
import { QrCode } from '../../../components/QrCode';
import { useTickets } from '../api/get-tickets';

/** Ticket QR size (spec section 9). */
const TICKET_QR_PX = 200;

/** One QR code per seat once the purchase is completed; the tickets arrive a moment after approval. */
export function IssuedTickets({ purchase, past }: { purchase: PurchaseDto; past: boolean }) {
  const { t } = useTranslation('tickets');
  const tickets = useTickets(purchase.id, true);
  const list = tickets.data ?? [];

  return (
    <section className="card tickets-card" aria-labelledby="issued-title">
      <h2 id="issued-title">{t('detail.ticketsTitle')}</h2>
      <p>{past ? t('detail.usedNote') : t('detail.ticketsText')}</p>
      {tickets.isPending ? (
        <p role="status">{t('detail.ticketsLoading')}</p>
      ) : !list.length ? (
        <p role="status" data-testid="tickets-pending">
          {t('detail.ticketsPending')}
        </p>
      ) : (
        <ol className="ticket-list">
          {list.map((ticket) => (
            <li key={ticket.id} className={past || ticket.status !== 'valid' ? 'ticket-stub ticket-stub-used' : 'ticket-stub'}>
              <QrCode value={ticket.qrContent} width={TICKET_QR_PX} alt={t('detail.qrAlt', { number: ticket.ticketNumber })} error={t('detail.qrError')} testId="ticket-qr" />
              <dl className="summary-list">
                <div>
                  <dt>{t('detail.ticketNumber')}</dt>
                  <dd className="mono" data-testid="ticket-number">
                    {ticket.ticketNumber}
                  </dd>
                </div>
                <div>
                  <dt>{t('detail.seat')}</dt>
                  <dd>{t('detail.seatValue', { seat: ticket.seat, count: purchase.quantity })}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
