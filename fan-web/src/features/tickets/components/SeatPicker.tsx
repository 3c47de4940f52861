import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bestAvailable, type SeatDto, type SeatRowDto, type ZoneOfferDto } from '@club/core';
import { useZoneSeats } from '../api/get-zone-seats';

interface SeatPickerProps {
  rows: SeatRowDto[];
  /** The seats shown as the fan's: the server's best until they choose. */
  selected: string[];
  quantity: number;
  onChange: (seatIds: string[]) => void;
}

/**
 * A numbered zone's rows, nearest the pitch first, as lines of toggle buttons placed by their position
 * along the row (so an aisle is a gap and rows line up). Choosing one seat more than the tickets lets
 * go of the seat chosen first, so the choice never holds more seats than tickets.
 */
function SeatPicker({ rows, selected, quantity, onChange }: SeatPickerProps) {
  const { t } = useTranslation('tickets');
  const columns = Math.max(0, ...rows.flatMap((r) => r.seats.map((s) => s.position)));
  const rowsRef = useRef<HTMLDivElement>(null);
  // On a phone the rows scroll sideways: open them where the fan's seats are.
  useEffect(() => {
    rowsRef.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, []);
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id].slice(-quantity));
  const label = (row: SeatRowDto, seat: SeatDto) =>
    [
      t('seats.seat', { row: row.label, number: seat.number }),
      seat.wheelchair && t('seats.wheelchair'),
      seat.companion && t('seats.companion'),
      !seat.free && t('seats.taken'),
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <div className="seat-picker" id="seat-picker" data-testid="seat-picker">
      <p className="seat-picker-pitch" aria-hidden="true">
        {t('seats.pitch')}
      </p>
      <div className="seat-rows" ref={rowsRef}>
        {rows.map((row) => (
          <div key={row.label} className="seat-row" role="group" aria-label={t('seats.row', { row: row.label })} style={{ gridTemplateColumns: `2.5em repeat(${columns}, 36px)` }}>
            <span className="seat-row-label" aria-hidden="true">
              {row.label}
            </span>
            {row.seats.map((seat) => {
              const mine = selected.includes(seat.id);
              const kind = seat.wheelchair ? ' seat-wheelchair' : seat.companion ? ' seat-companion' : '';
              return (
                <button
                  key={seat.id}
                  type="button"
                  className={`seat${kind}`}
                  style={{ gridColumn: seat.position + 1 }}
                  aria-pressed={mine}
                  aria-label={label(row, seat)}
                  disabled={!seat.free && !mine}
                  onClick={() => toggle(seat.id)}
                >
                  {seat.number}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <ul className="seat-legend" aria-hidden="true">
        <li><span className="seat" /> {t('seats.legendFree')}</li>
        <li><span className="seat seat-mine" /> {t('seats.legendYours')}</li>
        <li><span className="seat seat-taken" /> {t('seats.legendTaken')}</li>
        <li><span className="seat seat-wheelchair" /> {t('seats.legendWheelchair')}</li>
      </ul>
    </div>
  );
}

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
