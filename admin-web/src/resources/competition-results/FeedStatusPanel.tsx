import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CompetitionFeedDto } from '@club/core';
import { request } from '../../http';
import { useDates } from '../../dates';

type FeedState = Pick<CompetitionFeedDto, 'fetched_at' | 'stale'>;

/** How long "Fetch now" waits for the worker's fetch to show up before saying it has not yet. */
const SYNC_WAIT_MS = 15_000;
const SYNC_POLL_MS = 1_000;

const readFeed = async (): Promise<FeedState> => {
  const { json } = await request('/api/v1/competition/matches');
  const { fetched_at, stale } = json as CompetitionFeedDto;
  return { fetched_at, stale };
};

/**
 * When the worker last fetched the competition feed, whether what is shown may be out of date,
 * and "Fetch now": the sync call only queues a fetch, so the panel watches fetched_at move.
 */
export function FeedStatusPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { dateTime } = useDates();
  const [feed, setFeed] = useState<FeedState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const alive = useRef(true);

  const apply = useCallback((next: FeedState | null) => {
    if (!alive.current) return;
    if (next) { setFeed(next); setLoadFailed(false); } else setLoadFailed(true);
  }, []);

  const load = useCallback(async () => {
    const next = await readFeed().catch(() => null);
    apply(next);
    return next;
  }, [apply]);

  useEffect(() => {
    alive.current = true;
    const poll = () => readFeed().catch(() => null).then(apply);
    void poll();
    const timer = setInterval(poll, 60_000);
    return () => { alive.current = false; clearInterval(timer); };
  }, [apply]);

  const sync = async () => {
    setSyncing(true);
    const before = feed?.fetched_at ?? null;
    try {
      await request('/api/v1/admin/competition/sync', { method: 'POST', body: '{}' });
    } catch (err) {
      notify('club.competition.syncFailed', { type: 'error', messageArgs: { message: err instanceof Error ? err.message : String(err) }, autoHideDuration: 8000 });
      if (alive.current) setSyncing(false);
      return;
    }
    const until = Date.now() + SYNC_WAIT_MS;
    let now: FeedState | null = null;
    while (alive.current && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, SYNC_POLL_MS));
      now = await load();
      if (now && now.fetched_at && now.fetched_at !== before) break;
    }
    if (!alive.current) return;
    setSyncing(false);
    refresh();
    if (now?.fetched_at && now.fetched_at !== before) notify('club.competition.syncDone', { type: 'success' });
    else notify('club.competition.syncPending', { type: 'warning', autoHideDuration: 8000 });
  };

  const fetchedText = feed?.fetched_at
    ? translate('club.competition.fetchedAt', { time: dateTime(feed.fetched_at) })
    : feed
      ? translate('club.competition.neverFetched')
      : loadFailed
        ? translate('club.competition.feedLoadError')
        : translate('ra.page.loading');

  return (
    <Card variant="outlined" data-testid="competition-feed" data-stale={feed ? String(feed.stale) : undefined} sx={{ mt: { xs: 1, sm: 2 } }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{translate('club.competition.feedTitle')}</Typography>
              {feed && (
                <Chip
                  data-testid="competition-feed-state"
                  size="small"
                  color={feed.stale ? 'warning' : 'success'}
                  variant={feed.stale ? 'filled' : 'outlined'}
                  label={translate(feed.stale ? 'club.competition.stale' : 'club.competition.fresh')}
                />
              )}
            </Stack>
            <Typography variant="body2" data-testid="competition-fetched-at">{fetchedText}</Typography>
            {feed?.stale && feed.fetched_at && <Typography variant="body2" color="text.secondary">{translate('club.competition.staleHint')}</Typography>}
          </Stack>
          <Button
            data-testid="competition-sync"
            variant="contained"
            onClick={() => void sync()}
            disabled={syncing}
            startIcon={syncing ? <CircularProgress size={18} color="inherit" /> : <SyncIcon />}
            sx={{ flex: 'none', alignSelf: { xs: 'stretch', sm: 'center' }, whiteSpace: 'nowrap' }}
          >
            {translate(syncing ? 'club.competition.fetching' : 'club.competition.fetchNow')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
