import '../tickets.css';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatBaht, isMatchPast, purchaseMatchDate, type PurchaseDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { Icon } from '../../../components/Icon';
import { PageTitle } from '../../../components/PageTitle';
import { PrivateImage } from '../../../components/PrivateImage';
import { Words } from '../../../components/Words';
import { isNotFound } from '../../../lib/api-client';
import { formatDateTime, inLanguage } from '../../../lib/intl';
import { usePurchase } from '../api/get-purchase';
import { useTickets } from '../api/get-tickets';
import { IssuedTickets } from '../components/IssuedTickets';
import { LoadFailed, Loading } from '../components/LoadState';
import { OfflineBanner } from '../components/OfflineBanner';
import { buyAgainPath, PurchaseOverview, usePurchaseSubject } from '../components/PurchaseSubject';
import { SeasonTickets } from '../components/ReceivedTickets';
import { supportMailto } from '../components/support-link';
import { RejectionFacts } from '../components/PurchaseFacts';
import { SlipUpload } from '../components/SlipUpload';
import { StatusBadge } from '../components/StatusBadge';
import { useShareLink } from '../components/use-share-link';
import { CalendarButton, GoogleWalletButton, PdfButton } from '../components/TicketFiles';
import { ResendTickets } from '../components/ResendTickets';
import { useWallets } from '../api/get-wallets';
import { useShownStatus, type ShownStatus } from '../components/use-shown-status';
import { usePlaceFacts } from '../components/PurchaseFacts';

function PurchaseInfo({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const na = t('common.na');
  const place = usePlaceFacts(purchase);
  const rows: [string, string][] = [
    [t('common.reference'), purchase.referenceNumber],
    [t('common.purchaseDate'), formatDateTime(purchase.createdAt, lang, na)],
    ...place,
    [t('common.quantity'), String(purchase.quantity)],
    [t('common.unitPrice'), formatBaht(Math.round(purchase.totalSatang / purchase.quantity), lang)],
    [t('common.total'), formatBaht(purchase.totalSatang, lang)],
  ];
  if (purchase.status === 'pending') rows.push([t('detail.expiresAt'), formatDateTime(purchase.expiresAt, lang, na)]);
  if (purchase.receiptUploadedAt) rows.push([t('detail.receiptUploadedAt'), formatDateTime(purchase.receiptUploadedAt, lang, na)]);
  if (purchase.completedAt) rows.push([t('detail.completedAt'), formatDateTime(purchase.completedAt, lang, na)]);
  if (purchase.ticketsEmailedAt) rows.push([t('detail.emailedAt'), formatDateTime(purchase.ticketsEmailedAt, lang, na)]);
  return (
    <section className="card" aria-labelledby="facts-title">
      <h2 id="facts-title">{t('detail.purchaseInfo')}</h2>
      <dl className="summary-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Where the payment stands, and the one thing the fan can do about it. */
function PaymentStatusCard({ purchase, shown }: { purchase: PurchaseDto; shown: ShownStatus }) {
  const { t } = useTranslation('tickets');
  if (shown === 'rejected') {
    return (
      <section className="card outcome outcome-danger" data-testid="rejection-card" aria-labelledby="rejection-title">
        <h2 id="rejection-title">{t('detail.rejectionTitle')}</h2>
        <p>{t('detail.rejectionText')}</p>
        <RejectionFacts purchase={purchase} />
        <SlipUpload purchase={purchase} />
      </section>
    );
  }
  if (shown === 'expired') {
    return (
      <section className="card outcome outcome-warning" data-testid="expired-card" aria-labelledby="expired-title">
        <h2 id="expired-title">{t('detail.expiredTitle')}</h2>
        <p>{t('detail.expiredText')}</p>
        <SlipUpload purchase={purchase} />
        <Link className="button button-secondary" to={buyAgainPath(purchase)}>
          {t('detail.buyAgain')}
        </Link>
      </section>
    );
  }
  const text: Partial<Record<ShownStatus, string>> = { pending: t('detail.pendingText'), verifying: t('detail.verifyingText'), cancelled: t('detail.cancelledText') };
  if (!text[shown]) return null;
  return (
    <section className="card outcome outcome-info" aria-labelledby="payment-status-title">
      <h2 id="payment-status-title">{t('detail.paymentStatus')}</h2>
      <p>{text[shown]}</p>
      {/* A new slip after a rejection that could not be read: another may be sent. */}
      {shown === 'verifying' && purchase.receiptCheck?.status === 'unreadable' && <SlipUpload purchase={purchase} />}
      {shown === 'pending' && (
        <Link className="button button-primary" to={`/payment/${purchase.id}`}>
          {t('buy.continuePayment')}
        </Link>
      )}
    </section>
  );
}

/**
 * "Print" on a my-tickets card opens this page with ?print=1: the print dialog comes up once every
 * QR code is drawn, and the parameter goes, so a reload does not print again.
 */
function usePrintWhenAsked(ticketCount: number) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('print') === '1';
  useEffect(() => {
    if (!asked || !ticketCount) return;
    let tries = 0;
    const timer = setInterval(() => {
      const drawn = document.querySelectorAll('img[data-testid=ticket-qr]').length >= ticketCount;
      if (!drawn && ++tries < 30) return;
      clearInterval(timer);
      setParams({}, { replace: true });
      window.print();
    }, 100);
    return () => clearInterval(timer);
  }, [asked, ticketCount, setParams]);
}

/** Share the page: the phone's share sheet, or the link copied with a visible confirmation. */
function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('tickets');
  const { share, outcome } = useShareLink();
  // The page's address, read when the fan shares it: the server renders the page too, with no window.
  const url = () => window.location.origin + window.location.pathname;
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => void share({ title, text, url: url() })} data-testid="ticket-share">
        <Icon name="share" size={18} />
        {t('list.share')}
      </button>
      <p className="share-status" role="status" data-testid="share-status">
        {outcome === 'copied' ? t('list.linkCopied') : outcome === 'failed' ? t('list.copyThis', { url: url() }) : ''}
      </p>
    </>
  );
}

export function TicketDetailRoute() {
  const { ticketId } = useParams();
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const purchase = usePurchase(ticketId);
  const subject = usePurchaseSubject();
  const shown = useShownStatus(purchase.data);
  const hasTickets = shown === 'completed' || shown === 'used';
  const tickets = useTickets(ticketId ?? '', hasTickets && !!ticketId);
  usePrintWhenAsked(tickets.data?.length ?? 0);
  const wallets = useWallets();

  if (purchase.isPending) return <Loading />;
  // A refresh that failed (no signal at the gate) leaves the purchase as last loaded on screen.
  const p = purchase.data;
  if (!p) {
    const missing = isNotFound(purchase.error);
    const title = missing ? t('detail.notFound') : t('detail.errorLoading');
    return (
      <>
        <PageTitle title={title} />
        <LoadFailed title={title} onRetry={missing ? undefined : () => void purchase.refetch()}>
          <Link className="button button-ghost" to="/my-tickets">
            {t('detail.back')}
          </Link>
        </LoadFailed>
      </>
    );
  }
  const { title: fixture, when } = subject(p);
  const venue = p.matchDetails?.venue;
  const howTo = t('detail.howToUseList', { returnObjects: true }) as string[];
  return (
    <section className="container ticket-page" data-testid="ticket-detail" data-status={shown} aria-labelledby="detail-title">
      <PageTitle title={t('detail.title')} />
      <Link className="text-link back-link" to="/my-tickets">
        ← {t('detail.back')}
      </Link>
      <div className="ticket-page-head">
        <h1 id="detail-title" className="ticket-page-title">
          {t('detail.title')}
        </h1>
        {shown && <StatusBadge status={shown} />}
      </div>
      {hasTickets && <OfflineBanner purchaseId={p.id} />}
      <div className="ticket-page-grid">
        <div className="ticket-page-main">
          <div className="card">
            <PurchaseOverview purchase={p} />
          </div>
          {shown && <PaymentStatusCard purchase={p} shown={shown} />}
          {hasTickets && (p.season ? <SeasonTickets purchaseId={p.id} /> : <IssuedTickets purchase={p} past={isMatchPast(purchaseMatchDate(p))} caption={[fixture, when]} />)}
          {hasTickets && (
            <section className="card" aria-labelledby="howto-title">
              <h2 id="howto-title">{t('detail.howToUse')}</h2>
              <ul className="payment-steps">
                {howTo.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <div className="ticket-page-side">
          <PurchaseInfo purchase={p} />
          {p.receiptImageUrl && (
            <section className="card" aria-labelledby="receipt-title">
              <h2 id="receipt-title">{t('detail.receipt')}</h2>
              <PrivateImage className="receipt-image" src={`${p.receiptImageUrl}?size=thumb`} alt={t('detail.receiptAlt')} error={t('detail.receiptError')} />
            </section>
          )}
          {venue && (
            <section className="card" aria-labelledby="venue-title">
              <h2 id="venue-title">{t('detail.venueTitle')}</h2>
              <p>
                <strong>
                  <Words text={inLanguage(lang, venue.name, venue.nameTh)} />
                </strong>
                <br />
                {inLanguage(lang, venue.address, venue.addressTh)}
              </p>
            </section>
          )}
          {hasTickets && <ResendTickets purchaseId={p.id} />}
          <div className="ticket-page-actions no-print">
            {hasTickets && (
              <button type="button" className="button button-secondary" onClick={() => window.print()}>
                <Icon name="printer" size={18} />
                {t('detail.print')}
              </button>
            )}
            {hasTickets && <CalendarButton purchase={p} />}
            {hasTickets && <PdfButton purchase={p} />}
            {hasTickets && wallets.data?.google && <GoogleWalletButton purchase={p} />}
            {hasTickets && <ShareButton title={t('share.title', { fixture })} text={t('share.text', { fixture, when, reference: p.referenceNumber })} />}
            <a className="button button-ghost" href={supportMailto(t('list.supportSubject', { reference: p.referenceNumber }))}>
              <Icon name="mail" size={18} />
              {t('detail.support')}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
