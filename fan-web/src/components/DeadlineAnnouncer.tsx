import { useEffect, useRef, useState } from 'react';
import { useNow } from '../lib/use-now';

/** Minutes left at which a screen reader hears again how long is left. */
export const SAY_AT_MINUTES = [60, 30, 10, 5, 2, 1] as const;

/**
 * A live region changes nothing a screen reader says when it appears with its words already in it,
 * so the first words come a moment after the page (and each later change as soon as it is due).
 */
const FIRST_WORDS_AFTER_MS = 1000;

/** Which announcement is due: 0 once the time is up, else the nearest threshold passed (Infinity before the first). */
const stageAt = (leftMs: number) => (leftMs <= 0 ? 0 : Math.min(Infinity, ...SAY_AT_MINUTES.filter((m) => leftMs <= m * 60_000)));

/**
 * How long is left until `until`, said politely to screen readers, never each second: once when the
 * page opens, again at 60, 30, 10, 5, 2 and 1 minutes left, and once when the time is up (only to a
 * fan who heard that time was left: a page opened after the end says so itself). `say(minutes)`
 * gives the words in the reader's language, `say(0)` those for the end. The ticking number on
 * screen stays out of any live region; this one is out of sight.
 */
export function DeadlineAnnouncer({ until, active = true, say }: { until: string; active?: boolean; say(minutesLeft: number): string }) {
  const now = useNow(1000);
  const stage = active ? stageAt(Date.parse(until) - now) : null;
  // The minutes said at a stage; shown only while that stage lasts.
  const [said, setSaid] = useState<{ stage: number; minutes: number } | null>(null);
  const heardTimeLeft = useRef(false);

  useEffect(() => {
    if (stage === null) return;
    const timer = setTimeout(() => {
      const leftMs = Date.parse(until) - Date.now();
      if (leftMs <= 0 && !heardTimeLeft.current) return;
      heardTimeLeft.current = true;
      setSaid({ stage, minutes: leftMs <= 0 ? 0 : Math.ceil(leftMs / 60_000) });
    }, heardTimeLeft.current ? 0 : FIRST_WORDS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [stage, until]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="deadline-announcement">
      {said && said.stage === stage ? say(said.minutes) : ''}
    </p>
  );
}
