import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueStateDto } from '@club/core';

/** A waiting fan hears their place again at most this often; a new state (their turn, sold out) at once. */
export const SAY_PLACE_EVERY_MS = 60_000;

/**
 * What the place card says to screen readers, politely and never at each tick: the place once the
 * page has it (a moment after, so the region exists first), then the people ahead at most once a
 * minute while they wait, and each change of state as it happens. Out of sight: the card shows it.
 */
export function PlaceAnnouncer({ place }: { place: QueueStateDto }) {
  const { t } = useTranslation('queue');
  const [said, setSaid] = useState('');
  const last = useRef<{ state: string; at: number; ahead: number | null; turnEndsAt: string | null } | null>(null);

  const wordsAt = (now: number) =>
    place.state === 'waiting'
      ? place.position === null ? t('say.pre') : t('say.waiting', { place: t('number', { value: place.position }), count: place.ahead ?? 0 })
      : place.state === 'admitted' ? place.turnEndsAt ? t('say.turn', { count: Math.max(1, Math.ceil((Date.parse(place.turnEndsAt) - now) / 60_000)) }) : t('say.admitted')
        : place.state === 'standby' ? t('say.standby', { position: t('number', { value: place.standbyPosition ?? 0 }) })
          : place.state === 'expired' ? t('say.expired') : t('say.soldOut');

  useEffect(() => {
    const before = last.current;
    const now = Date.now();
    // The turn's end arrives with a read just after the counter reaches the fan: said again with its minutes.
    const changed = !before || before.state !== place.state || (place.state === 'waiting' && (before.ahead === null) !== (place.ahead === null))
      || (place.state === 'admitted' && before.turnEndsAt !== place.turnEndsAt);
    const due = before && place.ahead !== before.ahead && now - before.at >= SAY_PLACE_EVERY_MS;
    if (!changed && !due) return;
    const timer = setTimeout(() => {
      last.current = { state: place.state, at: Date.now(), ahead: place.ahead, turnEndsAt: place.turnEndsAt };
      setSaid(wordsAt(Date.now()));
    }, before ? 0 : 1000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words are those of the moment it speaks
  }, [place.state, place.ahead, place.turnEndsAt]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="queue-announcement">
      {said}
    </p>
  );
}
