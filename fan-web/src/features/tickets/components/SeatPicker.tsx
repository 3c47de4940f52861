import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bestAvailable, type ZoneOfferDto } from '@club/core';
import { SeatPicker } from '../../../components/SeatPicker';
import { useZoneSeats } from '../api/get-zone-seats';

interface ZoneSeatsProps {
  matchId: string;
  zone: ZoneOfferDto;
  quantity: number;
  /** The fan's own choice, or null for the server's best. */
  chosen: string[] | null;
  onChoose: (seatIds: string[] | null) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the form could not go on with these seats. */
  error?: string | null;
}

/**
 * The seats of a numbered zone: the best free ones now (the server picks them again when the fan
 * continues, unless they choose their own), and the rows to choose from behind "Change seats".
 */
export function ZoneSeats({ matchId, zone, quantity, chosen, onChoose, open, onOpenChange, error }: ZoneSeatsProps) {
  const { t } = useTranslation('tickets');
  const seats = useZoneSeats(matchId, zone.id, quantity);
  const map = seats.data;
  const shown = chosen ?? map?.best ?? [];
  const allSeats = map?.rows.flatMap((r) => r.seats) ?? [];
  const withWheelchair = allSeats.some((s) => chosen?.includes(s.id) && s.wheelchair);
  const [noSpace, setNoSpace] = useState(false);
  // A wheelchair space and companion seats beside it, by the rule the server uses for everyone else.
  const askWheelchair = (wanted: boolean) => {
    const pick = wanted && map ? bestAvailable(map.rows, quantity, { wheelchair: true }) : null;
    setNoSpace(wanted && !pick);
    onChoose(pick?.seatIds ?? null);
  };
  // "Row C, seats 11, 12; Row D, seats 3", nearest the pitch first.
  const summary = (map?.rows ?? [])
    .map((row) => ({ row: row.label, numbers: row.seats.filter((s) => shown.includes(s.id)).map((s) => s.number) }))
    .filter((r) => r.numbers.length)
    .map((r) => t('seats.inRow', { row: r.row, numbers: r.numbers.join(', ') }))
    .join('; ');

  return (
    <section className="zone-seats" aria-labelledby="seats-title" data-testid="zone-seats">
      <h3 id="seats-title" className="field-label">
        {t('seats.title')}
      </h3>
      {seats.isPending ? (
        <p role="status">{t('seats.loading')}</p>
      ) : seats.isError ? (
        <p role="alert" className="form-alert">
          {t('seats.loadError')}{' '}
          <button type="button" className="button button-secondary button-small" onClick={() => void seats.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <>
          {/* While another quantity loads, the rows stay but the best seats are the previous quantity's. */}
          {seats.isPlaceholderData ? (
            <p role="status">{t('seats.loading')}</p>
          ) : summary && (
            <p className="zone-seats-summary">
              <strong data-testid="seats-summary">{summary}</strong> <span className="field-hint">{chosen ? t('seats.yourChoice') : t('seats.bestNote')}</span>
            </p>
          )}
          {!chosen && !seats.isPlaceholderData && map && !map.together && map.best.length > 0 && <p className="notice notice-warning">{t('seats.apart')}</p>}
          {allSeats.some((s) => s.wheelchair) && (
            <label className="checkbox">
              <input type="checkbox" checked={withWheelchair} onChange={(e) => askWheelchair(e.target.checked)} data-testid="wheelchair-space" />
              <span>{t('seats.wheelchairOption')}</span>
            </label>
          )}
          {noSpace && !chosen && <p className="field-error">{t('seats.noWheelchair', { count: quantity })}</p>}
          {chosen && (
            <p className="field-hint" aria-live="polite">
              {t('seats.count', { chosen: chosen.length, count: quantity })}
            </p>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="ticket-page-actions">
            <button type="button" className="button button-secondary button-small" aria-expanded={open} aria-controls={open ? 'seat-picker' : undefined} onClick={() => onOpenChange(!open)} data-testid="change-seats">
              {t('seats.change')}
            </button>
            {chosen && (
              <button type="button" className="button button-ghost button-small" onClick={() => onChoose(null)}>
                {t('seats.useBest')}
              </button>
            )}
          </div>
          {open && map && <SeatPicker rows={map.rows} selected={shown} quantity={quantity} onChange={onChoose} />}
        </>
      )}
    </section>
  );
}
