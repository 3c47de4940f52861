import { formatTimeLeft } from '../lib/intl';
import { useNow } from '../lib/use-now';

/**
 * Minutes and seconds left until `until`, ticking every second (00:00 once it has passed), beside
 * the fixed time to pay by (`deadline`, already in words), which a fan can read without chasing a
 * changing number. The ticking number is in no live region: DeadlineAnnouncer says the time left.
 */
export function Countdown({ until, label, deadline }: { until: string; label: string; deadline: string }) {
  const now = useNow(1000);
  const left = Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
  return (
    <div className={left <= 60 ? 'countdown countdown-urgent' : 'countdown'}>
      <p className="countdown-text">
        <span className="countdown-label">{label}</span>
        <span className="countdown-deadline" data-testid="pay-by">
          {deadline}
        </span>
      </p>
      <time className="countdown-time" dateTime={`PT${left}S`} data-testid="countdown">
        {formatTimeLeft(left * 1000)}
      </time>
    </div>
  );
}
