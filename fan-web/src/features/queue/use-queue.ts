import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueueStateDto, QueueTickDto } from '@club/core';
import { watchLiveSocket } from '../../lib/live-socket';
import { getQueueState, hasNoPlace } from '../../lib/queue-state';

/** The client events that put the page's connection in the match's room and take it out (api/src/realtime/socket.ts: the match's id), and the room's one event. */
export const QUEUE_JOIN_EVENT = 'queue:join';
export const QUEUE_LEAVE_EVENT = 'queue:leave';
export const QUEUE_TICK_EVENT = 'queue:tick';
/** Without a live connection the page asks for its place this often (the site's fallback everywhere). */
export const QUEUE_POLL_MS = 10_000;

/** A moment within the next `ms`: 20,000 phones do not all ask at the same instant. */
const jitter = (ms: number) => Math.round(Math.random() * ms);

export interface QueueView {
  /** undefined while first read; null: the fan is not in the room. */
  place: QueueStateDto | null | undefined;
  /** The first read failed (not for want of a place). */
  error: unknown;
  /** Whether the live connection is in the room (else the page polls). */
  live: boolean;
  /** Admissions a minute, from the last tick (null before one). */
  rate: number | null;
  /** Read the place again now. */
  refresh(): Promise<void>;
  /** Take a place the join answered. */
  setPlace(place: QueueStateDto): void;
}

/**
 * The place as the last tick says it: each tick carries only the room's counter (`served`), its
 * state and rate, and the page works out its own people ahead and wait (one broadcast for the whole
 * room, no message per fan). A tick never moves a fan back.
 */
export function withTick(place: QueueStateDto, tick: QueueTickDto | null): QueueStateDto {
  if (!tick || place.position === null || !['waiting', 'standby'].includes(place.state)) return place;
  if (tick.state === 'sold_out') return { ...place, state: 'sold_out', ahead: null, estimatedWaitSeconds: null };
  // The counter as the place was read: `ahead` are the places between it and the fan.
  const served = Math.max(tick.served, place.position - (place.ahead ?? place.position) - 1);
  const ahead = Math.max(0, place.position - served - 1);
  // Admitted by the counter: the turn's end comes with the next read of the place (the hook asks at once).
  if (place.position <= served) return { ...place, state: 'admitted', ahead: 0, estimatedWaitSeconds: null };
  if (tick.state === 'standby') return { ...place, state: 'standby', ahead, estimatedWaitSeconds: null, held: tick.held ?? place.held, standbyPosition: ahead + 1 };
  return { ...place, state: 'waiting', ahead, estimatedWaitSeconds: tick.rate > 0 ? Math.ceil(((ahead + 1) / tick.rate) * 60) : null };
}

/**
 * The fan's place in a match's waiting room, live: read once (and after a reload: the server keeps
 * it), then moved by the room's ticks on the fan's one socket.io connection, or, while that is
 * down, read again every 10 s. Read again too where a tick cannot say: after the draw at the sale
 * start, and when the counter reaches the fan (the turn's end).
 */
export function useQueue(matchId: string): QueueView {
  const [read, setRead] = useState<{ place: QueueStateDto | null | undefined; error: unknown }>({ place: undefined, error: null });
  const [tick, setTick] = useState<QueueTickDto | null>(null);
  const [live, setLive] = useState(false);
  const reading = useRef<Promise<void> | null>(null);

  const refresh = useCallback(() => {
    reading.current ??= getQueueState(matchId)
      .then(
        (place) => setRead({ place, error: null }),
        (error: unknown) => {
          if (hasNoPlace(error)) setRead({ place: null, error: null });
          // A failed read later on keeps the place shown; only the first one is the page's to report.
          else setRead((before) => (before.place === undefined ? { place: undefined, error } : before));
        },
      )
      .finally(() => {
        reading.current = null;
      });
    return reading.current;
  }, [matchId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // The room's ticks on the fan's connection, joined again at each (re)connection, which also reads the place (anything missed).
  useEffect(() => {
    let current: import('socket.io-client').Socket | undefined;
    const onTick = (message: QueueTickDto) => {
      if (message.matchId === matchId) setTick(message);
    };
    const onConnect = () => {
      current?.emit(QUEUE_JOIN_EVENT, matchId);
      setLive(true);
      void refresh();
    };
    const onDisconnect = () => setLive(false);
    const leave = () => {
      if (!current) return;
      current.off(QUEUE_TICK_EVENT, onTick).off('connect', onConnect).off('disconnect', onDisconnect);
      if (current.connected) current.emit(QUEUE_LEAVE_EVENT, matchId);
      current = undefined;
      setLive(false);
    };
    const stop = watchLiveSocket((socket) => {
      leave();
      current = socket;
      if (!socket) return;
      socket.on(QUEUE_TICK_EVENT, onTick).on('connect', onConnect).on('disconnect', onDisconnect);
      if (socket.connected) {
        socket.emit(QUEUE_JOIN_EVENT, matchId);
        setLive(true);
      }
    });
    return () => {
      stop();
      leave();
    };
  }, [matchId, refresh]);

  const place = read.place;
  const shown = place ? withTick(place, tick) : place;
  const inPlay = !!place && ['waiting', 'standby', 'admitted'].includes(place.state);

  // No live connection: read every 10 s while the place can still move.
  useEffect(() => {
    if (live || !inPlay) return;
    const timer = setInterval(() => void refresh(), QUEUE_POLL_MS + jitter(1000));
    return () => clearInterval(timer);
  }, [live, inPlay, refresh]);

  // The pre-queue at the sale start: the draw is done in a moment; read until the place is known. The
  // room's first admission (a tick's counter moving) says it is done; the time is the fallback.
  const undrawn = place?.state === 'waiting' && place.position === null;
  const startsAt = place?.saleStartsAt;
  const admitting = (tick?.served ?? 0) > 0;
  useEffect(() => {
    if (!undrawn || !startsAt) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = (first: boolean) => {
      const wait = admitting && first ? 0 : Math.max(0, Date.parse(startsAt) - Date.now()) + 1000;
      timer = setTimeout(() => void refresh().then(() => check(false)), wait + jitter(4000));
    };
    check(true);
    return () => clearTimeout(timer);
  }, [undrawn, startsAt, admitting, refresh]);

  // The counter reached the fan: read when their turn ends, again until a read says it (one already
  // under way when the tick came may answer from before the turn, and a read may fail).
  const turnUnknown = shown?.state === 'admitted' && !shown.turnEndsAt;
  useEffect(() => {
    if (!turnUnknown) return;
    let timer = setTimeout(function again() {
      void refresh();
      timer = setTimeout(again, 2000 + jitter(1000));
    }, jitter(500));
    return () => clearTimeout(timer);
  }, [turnUnknown, refresh]);

  // The end of a turn: read what the server says of it (expired, or a purchase made meanwhile).
  const turnEndsAt = shown?.state === 'admitted' ? shown.turnEndsAt : null;
  useEffect(() => {
    if (!turnEndsAt) return;
    const timer = setTimeout(() => void refresh(), Math.max(0, Date.parse(turnEndsAt) - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [turnEndsAt, refresh]);

  const setPlace = useCallback((next: QueueStateDto) => setRead({ place: next, error: null }), []);
  return { place: shown, error: read.error, live, rate: tick?.rate ?? null, refresh, setPlace };
}
