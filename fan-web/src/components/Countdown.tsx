import { formatTimeLeft } from '../lib/intl';
import { useNow } from '../lib/use-now';

/** Minutes and seconds left until `until`, ticking every second; 00:00 once it has passed. */
export function Countdown({ until, label }: { until: string; label: string }) {
  const now = useNow(1000);
  const left = Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
  return (
    <p className={left <= 60 ? 'countdown countdown-urgent' : 'countdown'} data-testid="countdown">
      <span className="countdown-label">{label}</span>
      <time className="countdown-time" dateTime={`PT${left}S`} aria-live="off">
        {formatTimeLeft(left * 1000)}
      </time>
    </p>
  );
}
