import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseDto, TicketDto } from '@club/core';
import { Icon } from '../../../components/Icon';
import { useTickets } from '../api/get-tickets';
import { saveFile } from '../../../lib/save-file';
import { ticketFileName, ticketImage } from './ticket-image';
import { useTicketUseText } from './ticket-use';
import { TransferDialog } from './TransferDialog';
import { PassedOnTicket, TicketPlaceFacts, TicketQr, TransferButton, usePlaceLine, zoneAccent } from './TicketParts';
import { AppleWalletButton } from './TicketFiles';
import { useWallets } from '../api/get-wallets';

/** A ticket's QR code as a PNG file, with its number and match written under it. */
function DownloadQr({ ticket, caption }: { ticket: TicketDto; caption: string[] }) {
  const { t } = useTranslation('tickets');
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      saveFile(await ticketImage(ticket, caption), ticketFileName(ticket.ticketNumber));
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button-secondary button-small no-print"
        onClick={() => void download()}
        aria-label={t('detail.downloadQrLabel', { number: ticket.ticketNumber })}
        data-testid="ticket-download"
      >
        <Icon name="download" size={16} />
        {t('detail.downloadQr')}
      </button>
      {failed && (
        <p className="field-error" role="alert">
          {t('list.downloadFailed')}
        </p>
      )}
    </>
  );
}

/**
 * One QR code per seat once the purchase is completed; the tickets arrive a moment after approval.
 * A ticket admitted at the gate keeps its code, greyed under a "Used" stamp, and says when and where.
 */
export function IssuedTickets({ purchase, past, caption }: { purchase: PurchaseDto; past: boolean; caption: string[] }) {
  const { t } = useTranslation('tickets');
  const tickets = useTickets(purchase.id, true);
  const useText = useTicketUseText();
  const wallets = useWallets();
  const placeLine = usePlaceLine();
  const [transferring, setTransferring] = useState<{ id: string; label: string } | null>(null);
  const list = tickets.data ?? [];
  const held = list.filter((ticket) => ticket.status !== 'transferred');
  const allUsed = held.length > 0 && held.every((ticket) => ticket.status === 'used');

  return (
    <section className="card tickets-card" aria-labelledby="issued-title">
      <h2 id="issued-title">{t('detail.ticketsTitle')}</h2>
      <p>{past ? t('detail.usedNote') : allUsed ? t('detail.allUsedNote') : t('detail.ticketsText')}</p>
      {tickets.isPending ? (
        <p role="status">{t('detail.ticketsLoading')}</p>
      ) : !list.length ? (
        <p role="status" data-testid="tickets-pending">
          {t('detail.ticketsPending')}
        </p>
      ) : (
        <ol className="ticket-list">
          {list.map((ticket) => {
            const used = ticket.status === 'used';
            const usable = ticket.status === 'valid' && !past;
            const seat = t('detail.seatShort', { seat: ticket.seat, count: purchase.quantity });
            if (ticket.status === 'transferred') return <PassedOnTicket key={ticket.id} ticket={ticket} seat={seat} />;
            return (
              <li key={ticket.id} className={usable ? 'ticket-stub' : 'ticket-stub ticket-stub-used'} style={zoneAccent(ticket.place)} data-testid="ticket-stub" data-status={ticket.status}>
                <TicketQr ticket={ticket} />
                {used && (
                  <p className="ticket-use-note" role="status" data-testid="ticket-use">
                    <Icon name="check" size={18} />
                    {useText.ofTicket(ticket)}
                  </p>
                )}
                <dl className="summary-list">
                  <div>
                    <dt>{t('detail.ticketNumber')}</dt>
                    <dd className="mono" data-testid="ticket-number">
                      {ticket.ticketNumber}
                    </dd>
                  </div>
                  <TicketPlaceFacts place={ticket.place} />
                  <div>
                    <dt>{t('place.entry')}</dt>
                    <dd>{t('place.entryValue', { seat: ticket.seat, count: purchase.quantity })}</dd>
                  </div>
                </dl>
                {usable && (
                  <div className="ticket-stub-actions no-print">
                    <DownloadQr ticket={ticket} caption={[...caption, seat, placeLine(ticket.place)]} />
                    {wallets.data?.apple && <AppleWalletButton ticket={ticket} />}
                    {ticket.transferableUntil && (
                      <TransferButton ticketNumber={ticket.ticketNumber} onClick={() => setTransferring({ id: ticket.id, label: `${caption.join(' · ')} · ${seat} · ${ticket.ticketNumber}` })} />
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <TransferDialog ticket={transferring} onClose={() => setTransferring(null)} />
    </section>
  );
}
