import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useDataProvider, useGetList, useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminMatchDto } from '@club/core';
import { request } from '../../http';
import { useFixtureText, useKickOffText } from '../../components/matchText';

/**
 * The competition feed moved the fixture this match sells (feed_match_date): the match keeps its
 * kick-off (fans hold tickets for it) until an admin applies the feed's, an edit of match_date
 * like any other, or dismisses it. Staff who are not admins see the warning only.
 */
function FeedDateActions({ match }: { match: AdminMatchDto }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const kickOff = useKickOffText();
  const fixture = useFixtureText();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const feedDate = match.feed_match_date;
  if (!feedDate) return null;

  const failed = (err: unknown) =>
    notify('club.ticketing.feedActionFailed', { type: 'error', messageArgs: { message: err instanceof Error ? err.message : String(err) }, autoHideDuration: 8000 });

  const apply = async () => {
    setPending(true);
    try {
      // The normal match update (audited as every match edit): only the kick-off changes.
      await dataProvider.update<AdminMatchDto>('matches', { id: match.id, data: { ...match, match_date: feedDate }, previousData: match });
      notify('club.ticketing.feedDateApplied', { type: 'success', messageArgs: { date: kickOff(feedDate) } });
      setAsking(false);
      refresh();
    } catch (err) {
      failed(err);
    } finally {
      setPending(false);
    }
  };

  const dismiss = async () => {
    setPending(true);
    try {
      await request(`/api/v1/admin/matches/${encodeURIComponent(match.id)}/dismiss-feed-date`, { method: 'POST' });
      notify('club.ticketing.feedDateDismissed', { type: 'info' });
      refresh();
    } catch (err) {
      failed(err);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="contained" color="warning" data-testid="feed-date-apply" disabled={pending} onClick={() => setAsking(true)}>
          {translate('club.ticketing.applyFeedDate')}
        </Button>
        <Button size="small" color="inherit" data-testid="feed-date-dismiss" disabled={pending} onClick={() => void dismiss()}>
          {translate('club.ticketing.dismissFeedDate')}
        </Button>
      </Stack>
      <Dialog open={asking} onClose={() => !pending && setAsking(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('club.ticketing.applyFeedDateTitle', { match: fixture(match), date: kickOff(feedDate) })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('club.ticketing.applyFeedDateText', { smart_count: match.purchase_count })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={pending}>{translate('ra.action.cancel')}</Button>
          <Button data-testid="feed-date-apply-confirm" variant="contained" color="warning" onClick={() => void apply()} disabled={pending}>
            {translate('club.ticketing.applyFeedDate')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The warning of one match, with its actions for an admin. `title`: name the match (in a list of several). */
function FeedDateAlert({ match, title = false }: { match: AdminMatchDto; title?: boolean }) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const kickOff = useKickOffText();
  const fixture = useFixtureText();
  if (!match.feed_match_date) return null;
  return (
    <Alert severity="warning" icon={<EventBusyIcon />} data-testid="feed-date-warning" data-match-id={match.id} sx={{ mb: 1 }}>
      {title && <AlertTitle sx={{ mb: 0 }}>{fixture(match)}</AlertTitle>}
      {translate('club.ticketing.feedMoved', { date: kickOff(match.feed_match_date), current: kickOff(match.match_date) })}
      {permissions === 'admin' ? <FeedDateActions match={match} /> : <Box sx={{ mt: 0.5 }}>{translate('club.ticketing.feedMovedAdminOnly')}</Box>}
    </Alert>
  );
}

/** Above the matches list: every match the feed moved, whatever page or filter the list shows. */
export function FeedMovedNotice() {
  const { data } = useGetList<AdminMatchDto>('matches', { filter: { feed_moved: true }, sort: { field: 'match_date', order: 'ASC' }, pagination: { page: 1, perPage: 50 } });
  if (!data?.length) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="feed-moved-notice">
      {data.map((m) => <FeedDateAlert key={m.id} match={m} title />)}
    </Box>
  );
}

/** The list's cell (and the edit page's header): the match is flagged. */
export function FeedMovedChip(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<AdminMatchDto>();
  const translate = useTranslate();
  const kickOff = useKickOffText();
  if (!record?.feed_match_date) return null;
  return (
    <Chip
      size="small" color="warning" icon={<EventBusyIcon />} data-testid="feed-moved-chip"
      label={translate('club.ticketing.feedMovedChip', { date: kickOff(record.feed_match_date) })}
    />
  );
}

/** The edit page: the warning of the match being edited. */
export function RecordFeedDateAlert() {
  const record = useRecordContext<AdminMatchDto>();
  return record ? <FeedDateAlert match={record} /> : null;
}
