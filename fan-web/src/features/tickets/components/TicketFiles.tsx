import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseDto } from '@club/core';
import { Icon, type IconName } from '../../../components/Icon';
import { fetchBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { googleWalletLink } from '../api/transfer-ticket';

/** A file of the purchase's tickets, fetched with the fan's session and handed to their downloads. */
function FileButton({ path, fileName, icon, label, failed, testId, small = false }: { path: string; fileName: string; icon: IconName; label: string; failed: string; testId: string; small?: boolean }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const fetchFile = async () => {
    setState('busy');
    try {
      saveFile(await fetchBlob(path), fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className={small ? 'button button-secondary button-small' : 'button button-secondary'} disabled={state === 'busy'} onClick={() => void fetchFile()} data-testid={testId}>
        <Icon name={icon} size={small ? 16 : 18} />
        {label}
      </button>
      {state === 'failed' && (
        <p className="form-alert" role="alert">
          {failed}
        </p>
      )}
    </>
  );
}

/**
 * The match as a calendar file (.ics, in the fan's language; the same event as the tickets mail's,
 * replaced when the kick-off moves), which a phone opens in its calendar.
 */
export function CalendarButton({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const path = `/api/v1/purchases/${encodeURIComponent(purchase.id)}/tickets.ics`;
  return <FileButton path={path} fileName={`${purchase.referenceNumber}.ics`} icon="calendar" label={t('detail.addToCalendar')} failed={t('detail.calendarFailed')} testId="add-to-calendar" />;
}

/** The tickets the fan holds as a PDF, a page each with its QR code, to print or keep (as attached to the tickets mail). */
export function PdfButton({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const path = `/api/v1/purchases/${encodeURIComponent(purchase.id)}/tickets.pdf`;
  return <FileButton path={path} fileName={`${purchase.referenceNumber}.pdf`} icon="download" label={t('detail.downloadPdf')} failed={t('detail.pdfFailed')} testId="download-pdf" />;
}

/**
 * One ticket the fan holds as a PDF page and its match as a calendar event, as the purchase's
 * buttons above give them: a ticket passed on to the fan has no purchase of theirs to download.
 */
export function TicketFileButtons({ ticket }: { ticket: { id: string; ticketNumber: string } }) {
  const { t } = useTranslation('tickets');
  const path = (ext: string) => `/api/v1/tickets/${encodeURIComponent(ticket.id)}/ticket.${ext}`;
  return (
    <>
      <FileButton path={path('pdf')} fileName={`${ticket.ticketNumber}.pdf`} icon="download" label={t('received.pdf')} failed={t('detail.pdfFailed')} testId="download-pdf" small />
      <FileButton path={path('ics')} fileName={`${ticket.ticketNumber}.ics`} icon="calendar" label={t('detail.addToCalendar')} failed={t('detail.calendarFailed')} testId="add-to-calendar" small />
    </>
  );
}

/** One ticket as an Apple Wallet pass (.pkpass): the phone offers to add it to Wallet. */
export function AppleWalletButton({ ticket }: { ticket: { id: string; ticketNumber: string } }) {
  const { t } = useTranslation('tickets');
  const path = `/api/v1/tickets/${encodeURIComponent(ticket.id)}/wallet.pkpass`;
  return <FileButton path={path} fileName={`${ticket.ticketNumber}.pkpass`} icon="ticket" label={t('wallet.apple')} failed={t('wallet.failed')} testId="apple-wallet" small />;
}

/** The tickets the fan holds of the purchase, saved to Google Wallet: the server signs a link, which the browser then opens. */
export function GoogleWalletButton({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const open = async () => {
    setState('busy');
    try {
      window.location.assign((await googleWalletLink(purchase.id)).url);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button button-secondary" disabled={state === 'busy'} onClick={() => void open()} data-testid="google-wallet">
        <Icon name="ticket" size={18} />
        {t('wallet.google')}
      </button>
      {state === 'failed' && (
        <p className="form-alert" role="alert">
          {t('wallet.failed')}
        </p>
      )}
    </>
  );
}
