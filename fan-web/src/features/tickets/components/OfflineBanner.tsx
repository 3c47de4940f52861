import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/intl';
import { useStoredAt } from '../../../lib/offline-tickets';
import { purchaseQuery } from '../api/get-purchase';
import { ticketsPath, ticketsQuery } from '../api/get-tickets';

/** While the tickets shown are the kept copy, the network is tried this often: the banner goes once it answers. */
const TRY_NETWORK_MS = 10_000;

/**
 * A paid purchase's tickets for a phone with no signal at the gate. Once shown, the purchase and its
 * tickets are asked for again (a page the server rendered came with them): those answers are what
 * the service worker keeps (src/sw.ts), with the codes as they are now. When the tickets shown are
 * its kept copy, the banner says when they were loaded, and that they still open the gate: a live
 * region from the first render, so that its words are announced when they come.
 */
export function OfflineBanner({ purchaseId }: { purchaseId: string }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const storedAt = useStoredAt(ticketsPath(purchaseId));
  useQuery({ ...purchaseQuery(purchaseId), refetchOnMount: 'always' });
  // The browser's online event is no help here: a phone with no signal may still count as online.
  useQuery({ ...ticketsQuery(purchaseId), refetchOnMount: 'always', refetchInterval: storedAt ? TRY_NETWORK_MS : false });
  return (
    <div role="status" className="offline-status">
      {storedAt && (
        <p className="notice notice-warning" data-testid="offline-banner">
          {/* The time in one piece: a phone's narrow line never splits it. */}
          {t('offline.banner', { time: formatDateTime(storedAt, lang, '').replaceAll(' ', '\u00a0') })}
        </p>
      )}
    </div>
  );
}
