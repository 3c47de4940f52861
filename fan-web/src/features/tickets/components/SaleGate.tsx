import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { MatchDto, QueueStateDto } from '@club/core';
import { Countdown } from '../../../components/Countdown';
import { DeadlineAnnouncer } from '../../../components/DeadlineAnnouncer';
import { useLanguage } from '../../../lib/i18n';
import { formatDeadlineTime, formatMatchWhen } from '../../../lib/intl';
import { useNow } from '../../../lib/use-now';
import { queuePagePath, queueStateQuery } from '../../../lib/queue-state';
import { TimeUntil } from '../../../components/TimeUntil';

/** Before the sale start: when it is, the time left, and (a match with a waiting room) when the room opens or a way into it. No buy form. */
function BeforeSale({ match, startsAt, now, joined }: { match: MatchDto; startsAt: string; now: number; joined: boolean }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const when = formatMatchWhen(startsAt, lang);
  const opensAt = match.queueOpensAt;
  return (
    <section className="card sale-gate" aria-labelledby="sale-title" data-testid="sale-countdown">
      <h2 id="sale-title">{t('buy.saleTitle', { when })}</h2>
      <TimeUntil until={startsAt} label={t('buy.saleIn')} when={when} days={(count) => t('buy.days', { count })} testId="sale-starts" />
      {opensAt === null ? (
        <p>{t('buy.saleText')}</p>
      ) : now < Date.parse(opensAt) ? (
        <p data-testid="room-opens">{t('buy.roomOpensAt', { time: formatMatchWhen(opensAt, lang) })}</p>
      ) : (
        <>
          <p>{joined ? t('buy.roomPreQueue') : t('buy.roomOpen')}</p>
          <Link className="button button-primary" to={queuePagePath(match.id)} data-testid="join-room">
            {joined ? t('buy.toRoom') : t('buy.joinRoom')}
          </Link>
        </>
      )}
    </section>
  );
}

/**
 * After the sale start, a match whose room is on: the fan's turn, the time left in it and the buy
 * form; else where they stand and the way to the room (no form: the server would refuse it, NOT_ADMITTED).
 */
function RoomGate({ match, place, now, children }: { match: MatchDto; place: UseQueryResult<QueueStateDto | null>; now: number; children: ReactNode }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const toRoom = (label: string) => (
    <Link className="button button-primary" to={queuePagePath(match.id)} data-testid="join-room">
      {label}
    </Link>
  );
  const notice = (testId: string, text: string, action?: ReactNode) => (
    <section className="card sale-gate" data-testid={testId}>
      <p>{text}</p>
      {action}
    </section>
  );

  if (place.isPending) return null;
  if (place.isError) {
    return notice('room-error', t('buy.roomLoadError'), (
      <button type="button" className="button button-secondary" onClick={() => void place.refetch()}>
        {t('common.retry')}
      </button>
    ));
  }
  const state = place.data;
  if (!state) return notice('room-required', t('buy.roomRequired'), toRoom(t('buy.joinRoom')));
  const turnOver = state.state === 'admitted' && state.turnEndsAt !== null && now >= Date.parse(state.turnEndsAt);
  if (state.state === 'admitted' && !turnOver) {
    return (
      <>
        {state.turnEndsAt && (
          <div data-testid="turn">
            <Countdown until={state.turnEndsAt} label={t('buy.turnLabel')} deadline={formatDeadlineTime(state.turnEndsAt, lang)} />
            <DeadlineAnnouncer until={state.turnEndsAt} say={(minutes) => (minutes ? t('buy.turnSay', { count: minutes }) : t('buy.turnSayEnded'))} />
          </div>
        )}
        {children}
      </>
    );
  }
  if (state.state === 'admitted' || state.state === 'expired') return notice('turn-ended', t('buy.turnEnded'), toRoom(t('buy.toRoom')));
  if (state.state === 'sold_out') return notice('room-sold-out', t('buy.roomSoldOut'));
  if (state.state === 'standby') return notice('room-standby', t('buy.roomStandby'), toRoom(t('buy.toRoom')));
  return notice(
    'room-waiting',
    state.position === null ? t('buy.roomPreQueue') : t('buy.roomWaiting', { place: state.position.toLocaleString(lang === 'th' ? 'th-TH' : 'en-GB') }),
    toRoom(t('buy.toRoom')),
  );
}

/**
 * What stands between a fan and the buy form on an on-sale day: before the sale start a count
 * down and no form; after it, for a match with a waiting room, the fan's turn. A match without
 * either shows the form as always.
 */
export function SaleGate({ match, children }: { match: MatchDto; children: ReactNode }) {
  const now = useNow(1000);
  const room = match.queueOpensAt !== null;
  const place = useQuery({ ...queueStateQuery(match.id), enabled: room });
  // The room's own word on the sale start when the fan has a place: fresher than a match read a while ago, should staff have moved it.
  const startsAt = place.data?.saleStartsAt ?? match.saleStartsAt;
  if (startsAt !== null && now < Date.parse(startsAt)) return <BeforeSale match={match} startsAt={startsAt} now={now} joined={Boolean(place.data)} />;
  if (!room) return children;
  return (
    <RoomGate match={match} place={place} now={now}>
      {children}
    </RoomGate>
  );
}
