import '../queue.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type MatchDto, type QueueStateDto } from '@club/core';
import { PageTitle } from '../../../components/PageTitle';
import { VerificationMailAgain } from '../../../components/VerificationMailAgain';
import { ApiError, errorMessage, isNotFound } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth';
import { useLanguage } from '../../../lib/i18n';
import { formatDeadlineTime, formatMatchWhen, inLanguage } from '../../../lib/intl';
import { useNow } from '../../../lib/use-now';
import { drawPath, getChallenge, getDraw, joinQueue, useMatch } from '../api/queue';
import { solveChallenge } from '../solve-challenge';
import { TimeUntil } from '../../../components/TimeUntil';
import { PlaceAnnouncer } from '../components/PlaceAnnouncer';
import { useQueue, type QueueView } from '../use-queue';

type Joining = { step: 'idle' } | { step: 'checking' | 'joining' } | { step: 'failed'; error: unknown };

/** The match the room is for, in one line: the teams, then when and where. */
function MatchLine({ match }: { match: MatchDto }) {
  const { t } = useTranslation('queue');
  const lang = useLanguage();
  const home = inLanguage(lang, match.homeTeam.name, match.homeTeam.nameTh);
  const away = match.awayTeam ? inLanguage(lang, match.awayTeam.name, match.awayTeam.nameTh) : t('match.tba');
  return (
    <div className="queue-match">
      <p className="queue-match-teams" data-testid="queue-match">
        {t('match.teams', { home, away })}
      </p>
      <p className="queue-match-when">
        {formatMatchWhen(match.matchDate, lang)} · {inLanguage(lang, match.venue.name, match.venue.nameTh)}
      </p>
    </div>
  );
}

/** The fan's entry in the published draw, the seed's hash published when the room opened, and where the draw is. */
function DrawFacts({ matchId, place, drawn }: { matchId: string; place: QueueStateDto; drawn: boolean }) {
  const { t } = useTranslation('queue');
  const [seedHash, setSeedHash] = useState<string | null>(null);
  // Only before the start: after it the draw lists every entry (megabytes on the day), which the link opens for whoever wants it.
  useEffect(() => {
    if (drawn) return;
    const controller = new AbortController();
    getDraw(matchId, controller.signal).then((draw) => setSeedHash(draw.seedHash), () => {});
    return () => controller.abort();
  }, [matchId, drawn]);
  return (
    <section className="card queue-draw" aria-labelledby="queue-draw-title">
      <h2 id="queue-draw-title">{t('draw.title')}</h2>
      <p>{drawn ? t('draw.after') : t('draw.before')}</p>
      <dl className="summary-list">
        <div>
          <dt>{t('draw.entry')}</dt>
          <dd className="mono queue-hash" data-testid="queue-entry">
            {place.entry}
          </dd>
        </div>
        {seedHash && (
          <div>
            <dt>{t('draw.seedHash')}</dt>
            <dd className="mono queue-hash" data-testid="queue-seed-hash">
              {seedHash}
            </dd>
          </div>
        )}
      </dl>
      <p>
        <a className="text-link" href={drawPath(matchId)} data-testid="queue-draw-link">
          {t('draw.link')}
        </a>
      </p>
    </section>
  );
}

/** The place, the people ahead and the wait, as they move. */
function Waiting({ place, rate }: { place: QueueStateDto; rate: number | null }) {
  const { t } = useTranslation('queue');
  const wait = place.estimatedWaitSeconds;
  const waitText =
    wait === null ? t('waiting.waitUnknown') : wait < 60 ? t('waiting.waitUnderMinute') : wait < 3600 ? t('waiting.waitMinutes', { count: Math.round(wait / 60) })
      : t('waiting.waitHours', { hours: Math.floor(wait / 3600), minutes: Math.round((wait % 3600) / 60) });
  return (
    <>
      <dl className="queue-figures">
        <div>
          <dt>{t('waiting.place')}</dt>
          <dd data-testid="queue-position">{t('number', { value: place.position })}</dd>
        </div>
        <div>
          <dt>{t('waiting.ahead')}</dt>
          <dd data-testid="queue-ahead">{t('number', { value: place.ahead ?? 0 })}</dd>
        </div>
        <div>
          <dt>{t('waiting.wait')}</dt>
          <dd data-testid="queue-wait">{waitText}</dd>
        </div>
      </dl>
      {rate !== null && rate > 0 && <p className="field-hint">{t('waiting.rate', { count: rate })}</p>}
      <p>{t('waiting.keepOpen')}</p>
    </>
  );
}

/** The heading of the fan's state: focused when the state changes, so a keyboard or screen reader user is taken to what is new. */
function StateHeading({ state, children }: { state: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [state]);
  return (
    <h2 ref={ref} tabIndex={-1} className="queue-state-title" data-testid="queue-state-title">
      {children}
    </h2>
  );
}

function Room({ match, room }: { match: MatchDto; room: QueueView }) {
  const { t } = useTranslation('queue');
  const lang = useLanguage();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const now = useNow(1000);
  const [joining, setJoining] = useState<Joining>({ step: 'idle' });
  const when = (iso: string) => formatMatchWhen(iso, lang);
  const days = (count: number) => t('days', { count });

  const opensAt = match.queueOpensAt;
  const open = opensAt !== null && now >= Date.parse(opensAt);
  const unverified = user?.emailVerified === false || (joining.step === 'failed' && joining.error instanceof ApiError && joining.error.code === ERROR_CODES.EMAIL_UNVERIFIED);

  const join = async () => {
    setJoining({ step: 'checking' });
    try {
      // The server always hands one out, and says whether the join needs it (QUEUE_CHALLENGE=off: not).
      const challenge = await getChallenge(match.id);
      const altcha = challenge.required ? await solveChallenge(challenge) : undefined;
      setJoining({ step: 'joining' });
      room.setPlace(await joinQueue(match.id, altcha));
      setJoining({ step: 'idle' });
    } catch (error) {
      setJoining({ step: 'failed', error });
    }
  };

  // A fan who opens the page is there to wait: they join as the room opens (within a few seconds of
  // it, at random: the pre-queue is drawn at random, so no one gains by being first).
  const [autoJoin, setAutoJoin] = useState(true);
  const shouldJoin = room.place === null && open && !unverified && autoJoin;
  useEffect(() => {
    if (!shouldJoin) return;
    const timer = setTimeout(() => {
      setAutoJoin(false);
      void join();
    }, Math.max(0, Date.parse(opensAt!) + Math.random() * 5000 - Date.now()));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- join reads the latest state when it runs
  }, [shouldJoin]);

  if (room.place === undefined) {
    if (room.error) {
      return (
        <div className="card" role="alert">
          <p>{t('loadError')}</p>
          <button type="button" className="button button-primary" onClick={() => void room.refresh()}>
            {t('retry')}
          </button>
        </div>
      );
    }
    return (
      <div className="card" role="status">
        <p>{t('loading')}</p>
      </div>
    );
  }

  const buyLink = (
    <Link className="button button-primary" to={`/buy-ticket/${match.id}`} data-testid="queue-buy">
      {t('turn.buy')}
    </Link>
  );

  if (opensAt === null && !room.place) {
    return (
      <div className="card queue-card">
        <StateHeading state="none">{t('none.title')}</StateHeading>
        <p>{t('none.text')}</p>
        <Link className="button button-primary" to={`/buy-ticket/${match.id}`}>
          {t('none.buy')}
        </Link>
      </div>
    );
  }

  if (!room.place) {
    if (unverified) {
      return (
        <div className="card queue-card notice-warning" data-testid="queue-verify">
          <StateHeading state="verify">{t('verify.title')}</StateHeading>
          <p>{t('verify.text', { email: user?.email ?? '' })}</p>
          <VerificationMailAgain email={user?.email} labels={{ send: t('verify.send'), sent: (email) => t('verify.sent', { email }), failed: t('verify.failed') }} />
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              void queryClient.invalidateQueries({ queryKey: ['profile'] });
              void join();
            }}
          >
            {t('verify.done')}
          </button>
        </div>
      );
    }
    if (!open) {
      return (
        <div className="card queue-card" data-testid="queue-not-open">
          <StateHeading state="not-open">{t('notOpen.title', { time: when(opensAt!) })}</StateHeading>
          <TimeUntil until={opensAt!} label={t('notOpen.countdown')} when={when(opensAt!)} days={days} testId="queue-opens" />
          <p>{t('notOpen.text', { start: when(match.saleStartsAt ?? opensAt!) })}</p>
        </div>
      );
    }
    const busy = joining.step === 'checking' || joining.step === 'joining';
    return (
      <div className="card queue-card" data-testid="queue-join">
        <StateHeading state="join">{t('join.title')}</StateHeading>
        <p>{t('join.text')}</p>
        <p role="status" className="queue-status" data-testid="queue-join-status">
          {busy && <span className="spinner spinner-small" aria-hidden="true" />}
          {joining.step === 'checking' ? t('join.checking') : joining.step === 'joining' ? t('join.joining') : ''}
        </p>
        {joining.step === 'failed' && (
          <p className="form-alert" role="alert">
            {errorMessage(joining.error, t('join.failed'))}
          </p>
        )}
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void join()} data-testid="queue-join-button">
          {t('join.button')}
        </button>
      </div>
    );
  }

  const place = room.place;
  const beforeStart = place.state === 'waiting' && place.position === null;
  let body;
  if (beforeStart) {
    const started = now >= Date.parse(place.saleStartsAt);
    body = (
      <>
        <StateHeading state="pre">{t('pre.title')}</StateHeading>
        <p>{t('pre.text', { time: formatDeadlineTime(place.saleStartsAt, lang) })}</p>
        {started ? (
          <p role="status" className="queue-status">
            <span className="spinner spinner-small" aria-hidden="true" />
            {t('pre.drawing')}
          </p>
        ) : (
          <TimeUntil until={place.saleStartsAt} label={t('pre.countdown')} when={when(place.saleStartsAt)} days={days} testId="queue-draw-countdown" />
        )}
        <p>{t('pre.keep')}</p>
      </>
    );
  } else if (place.state === 'waiting') {
    body = (
      <>
        <StateHeading state="waiting">{t('waiting.title')}</StateHeading>
        <Waiting place={place} rate={room.rate} />
      </>
    );
  } else if (place.state === 'admitted') {
    body = (
      <>
        <StateHeading state="admitted">{place.turnEndsAt ? t('turn.title', { time: formatDeadlineTime(place.turnEndsAt, lang) }) : t('turn.titleNow')}</StateHeading>
        {place.turnEndsAt && <TurnLeft until={place.turnEndsAt} />}
        <p>{t('turn.text')}</p>
        {buyLink}
      </>
    );
  } else if (place.state === 'expired') {
    body = (
      <>
        <StateHeading state="expired">{t('expired.title')}</StateHeading>
        <p>{t('expired.text')}</p>
      </>
    );
  } else if (place.state === 'standby') {
    body = (
      <>
        <StateHeading state="standby">{t('standby.title')}</StateHeading>
        <p data-testid="queue-standby">{t('standby.text', { count: place.held ?? 0, position: t('number', { value: place.standbyPosition ?? (place.ahead ?? 0) + 1 }) })}</p>
        <p>{t('standby.keep')}</p>
      </>
    );
  } else {
    body = (
      <>
        <StateHeading state="sold_out">{t('soldOut.title')}</StateHeading>
        <p>{t('soldOut.text')}</p>
        <Link className="button button-secondary" to="/">
          {t('backHome')}
        </Link>
      </>
    );
  }
  return (
    <>
      <div className={`card queue-card queue-card-${place.state}`} data-testid="queue-state" data-state={place.state}>
        {body}
        <PlaceAnnouncer place={place} />
      </div>
      <DrawFacts matchId={match.id} place={place} drawn={!beforeStart} />
      <p className="queue-live field-hint" data-testid="queue-live">
        {room.live ? t('live.on') : t('live.polling')}
      </p>
    </>
  );
}

/** The turn's time left, ticking (out of any live region: DeadlineAnnouncer says it). */
function TurnLeft({ until }: { until: string }) {
  const { t } = useTranslation('queue');
  const lang = useLanguage();
  return <TimeUntil until={until} label={t('turn.left')} when={formatDeadlineTime(until, lang)} days={(count) => t('days', { count })} testId="queue-turn" />;
}

export function QueueRoute() {
  const { matchId = '' } = useParams();
  const { t } = useTranslation('queue');
  const match = useMatch(matchId);
  const room = useQueue(matchId);
  return (
    <section className="container queue-page" aria-labelledby="queue-title">
      {/* In a tab in the background, the title says when it is the fan's turn. */}
      <PageTitle title={room.place?.state === 'admitted' ? t('turn.tab') : t('title')} />
      <h1 id="queue-title" className="queue-title">
        {t('title')}
      </h1>
      {match.isPending ? (
        <div className="card" role="status">
          <p>{t('loading')}</p>
        </div>
      ) : match.isError ? (
        <div className="card" role="alert">
          <p>{isNotFound(match.error) ? t('matchNotFound') : t('loadError')}</p>
          <Link className="button button-secondary" to="/">
            {t('backHome')}
          </Link>
        </div>
      ) : (
        <>
          <MatchLine match={match.data} />
          <Room match={match.data} room={room} />
        </>
      )}
    </section>
  );
}
