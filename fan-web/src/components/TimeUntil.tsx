import './time-until.css';
import { useNow } from '../lib/use-now';

/** Days, then hours:minutes:seconds, left until `until` (never below zero). */
export function timeUntil(until: string, now: number): { days: number; clock: string; seconds: number } {
  const seconds = Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    days: Math.floor(seconds / 86_400),
    clock: `${two(Math.floor((seconds % 86_400) / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`,
    seconds,
  };
}

interface Props {
  until: string;
  /** What happens then ("Tickets on sale"), above the fixed time. */
  label: string;
  /** The moment in words in the reader's language ("Sunday, 29 November 2569 · 10:00"). */
  when: string;
  /** "2 days" / "2 วัน", in front of the clock when a day or more is left. */
  days(count: number): string;
  testId?: string;
}

/**
 * A count down to a moment (the sale start, the draw): the fixed time a fan can read without chasing
 * a changing number, and beside it the time left ticking every second. The ticking number is in no
 * live region (a screen reader would hear it every second): DeadlineAnnouncer says the time left.
 */
export function TimeUntil({ until, label, when, days, testId }: Props) {
  const now = useNow(1000);
  const left = timeUntil(until, now);
  return (
    <div className="countdown time-until" data-testid={testId}>
      <p className="countdown-text">
        <span className="countdown-label">{label}</span>
        <span className="countdown-deadline">{when}</span>
      </p>
      <time className="countdown-time" dateTime={`PT${left.seconds}S`} data-testid={testId && `${testId}-time`}>
        {left.days > 0 && <span className="time-until-days">{days(left.days)} </span>}
        {left.clock}
      </time>
    </div>
  );
}
