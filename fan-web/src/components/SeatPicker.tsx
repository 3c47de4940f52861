import './seat-picker.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatDto, SeatRowDto } from '@club/core';

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
 * go of the seat chosen first, so the choice never holds more seats than tickets. Its texts are the
 * ticket pages' (tickets namespace), which it loads itself on another page (the season pass's).
 */
export function SeatPicker({ rows, selected, quantity, onChange }: SeatPickerProps) {
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
