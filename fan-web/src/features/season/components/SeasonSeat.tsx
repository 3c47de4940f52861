import { useTranslation } from 'react-i18next';
import { SeatPicker } from '../../../components/SeatPicker';
import { useSeasonSeats } from '../api/get-season-seats';

interface SeasonSeatProps {
  passId: string;
  /** The fan's own choice, or null for the server's best. */
  chosen: string | null;
  onChoose: (seatId: string | null) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A numbered pass's seat: the best one free at every covered match now (the server picks again when
 * the fan continues, unless they choose their own), and the rows to choose from behind a button.
 */
export function SeasonSeat({ passId, chosen, onChoose, open, onOpenChange }: SeasonSeatProps) {
  const { t } = useTranslation('season');
  const seats = useSeasonSeats(passId);
  const shown = chosen ?? seats.data?.best[0];
  const row = seats.data?.rows.find((r) => r.seats.some((s) => s.id === shown));
  const seat = row?.seats.find((s) => s.id === shown);

  return (
    <section className="season-seat" aria-labelledby={`seat-title-${passId}`} data-testid="season-seat">
      <h3 id={`seat-title-${passId}`} className="field-label">
        {t('buy.seat')}
      </h3>
      {seats.isPending ? (
        <p role="status">{t('buy.seatsLoading')}</p>
      ) : seats.isError ? (
        <p role="alert" className="form-alert">
          {t('buy.seatsError')}{' '}
          <button type="button" className="button button-secondary button-small" onClick={() => void seats.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : !row || !seat ? (
        <p className="field-error">{t('buy.noSeat')}</p>
      ) : (
        <>
          <p className="season-seat-summary">
            <strong data-testid="season-seat-value">{t('buy.seatValue', { row: row.label, number: seat.number })}</strong>{' '}
            <span className="field-hint">{chosen ? t('buy.yourChoice') : t('buy.bestNote')}</span>
          </p>
          <div className="season-seat-actions">
            <button type="button" className="button button-secondary button-small" aria-expanded={open} aria-controls={open ? 'seat-picker' : undefined} onClick={() => onOpenChange(!open)} data-testid="change-seat">
              {t('buy.changeSeat')}
            </button>
            {chosen && (
              <button type="button" className="button button-ghost button-small" onClick={() => onChoose(null)}>
                {t('buy.useBest')}
              </button>
            )}
          </div>
          {open && <SeatPicker rows={seats.data.rows} selected={[seat.id]} quantity={1} onChange={(ids) => onChoose(ids[0] ?? null)} />}
        </>
      )}
    </section>
  );
}
