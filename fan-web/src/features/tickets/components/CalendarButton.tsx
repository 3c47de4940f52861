import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseDto } from '@club/core';
import { Icon } from '../../../components/Icon';
import { fetchBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * The match as a calendar file (.ics, in the fan's language; the same event as the tickets mail's,
 * replaced when the kick-off moves), fetched with the fan's session and handed to their downloads,
 * which a phone opens in its calendar.
 */
export function CalendarButton({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const add = async () => {
    setState('busy');
    try {
      saveFile(await fetchBlob(`/api/v1/purchases/${encodeURIComponent(purchase.id)}/tickets.ics`), `${purchase.referenceNumber}.ics`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button button-secondary" disabled={state === 'busy'} onClick={() => void add()} data-testid="add-to-calendar">
        <Icon name="calendar" size={18} />
        {t('detail.addToCalendar')}
      </button>
      {state === 'failed' && (
        <p className="form-alert" role="alert">
          {t('detail.calendarFailed')}
        </p>
      )}
    </>
  );
}
