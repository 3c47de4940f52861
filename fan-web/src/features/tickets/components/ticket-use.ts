import { useTranslation } from 'react-i18next';
import type { TicketDto, TicketUseDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/intl';

/**
 * What the gate did with a purchase's tickets, in the reader's language and Bangkok time:
 * "Used on 22 Nov 2026, 18:32 at Gate B", or "1 of 2 tickets used, the last on …"; null before any.
 */
export function useTicketUseText() {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const when = (iso: string | null) => formatDateTime(iso, lang, t('common.na'));
  return {
    ofTicket: (ticket: Pick<TicketDto, 'status' | 'usedAt' | 'usedGate'>) =>
      ticket.status !== 'used'
        ? null
        : ticket.usedGate
          ? t('use.ticket', { when: when(ticket.usedAt), gate: ticket.usedGate })
          : t('use.ticketNoGate', { when: when(ticket.usedAt) }),
    ofPurchase: (use: TicketUseDto | null) => {
      if (!use?.used) return null;
      const values = { when: when(use.lastUsedAt), gate: use.lastUsedGate ?? '', used: use.used, issued: use.issued };
      if (use.used === use.issued && use.issued === 1) return use.lastUsedGate ? t('use.ticket', values) : t('use.ticketNoGate', values);
      return use.lastUsedGate ? t('use.some', values) : t('use.someNoGate', values);
    },
  };
}
