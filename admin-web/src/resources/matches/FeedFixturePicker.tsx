import { useEffect, useRef } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { SelectInput, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FeedFixtureDto } from '@club/core';
import { Section } from '../../components/catalogueFields';
import { useKickOffText } from '../../components/matchText';

/** The feed's words in the console language: its English twin in English when it has one. */
function useFeedText() {
  const [locale] = useLocaleState();
  return (thai: string | null, english: string | null) => (locale === 'th' ? thai : english || thai) ?? '';
}

/**
 * A new match from the competition feed: the club's upcoming home fixtures no match sells yet
 * (GET /admin/feed-fixtures). Picking one fills the teams, kick-off, venue and league with the
 * console's records of the feed's names, and the match keeps the feed's id (feed_match_id), which
 * links it to the fans' results page. A name the console does not know is said, for staff to choose.
 */
export function FeedFixturePicker() {
  const translate = useTranslate();
  const kickOff = useKickOffText();
  const feedText = useFeedText();
  const { data, isPending, error } = useGetList<FeedFixtureDto>('feed-fixtures', { pagination: { page: 1, perPage: 100 }, sort: { field: 'kick_off', order: 'ASC' } });
  const { setValue } = useFormContext();
  const feedMatchId = useWatch({ name: 'feed_match_id' }) as string | null | undefined;
  const chosen = data?.find((f) => f.id === feedMatchId);
  const filled = useRef<string | null>(null);

  useEffect(() => {
    if (!feedMatchId) filled.current = null;
    if (!chosen || filled.current === chosen.id) return;
    filled.current = chosen.id;
    const set = (field: string, value: unknown) => setValue(field, value, { shouldDirty: true, shouldValidate: true });
    // A name the console does not know leaves its field as it was: staff choose (the warning below says which).
    if (chosen.home_team_id) set('home_team_id', chosen.home_team_id);
    if (chosen.away_team_id) set('away_team_id', chosen.away_team_id);
    if (chosen.venue_id) set('venue_id', chosen.venue_id);
    set('match_date', chosen.kick_off);
    set('league', chosen.tournament_name_en || chosen.tournament_name);
    set('league_th', chosen.tournament_name);
  }, [chosen, feedMatchId, setValue]);

  const option = (f: FeedFixtureDto) => translate('club.ticketing.feedFixtureOption', {
    date: kickOff(f.kick_off),
    opponent: feedText(f.away_team_name, f.away_team_name_en),
    stage: feedText(f.stage_name, f.stage_name_en) || feedText(f.tournament_name, f.tournament_name_en),
  });
  const missing = chosen ? [
    !chosen.home_team_id && translate('club.ticketing.feedTeamMissing', { name: feedText(chosen.home_team_name, chosen.home_team_name_en), field: translate('resources.matches.fields.home_team_id').toLowerCase() }),
    !chosen.away_team_id && translate('club.ticketing.feedTeamMissing', { name: feedText(chosen.away_team_name, chosen.away_team_name_en), field: translate('resources.matches.fields.away_team_id').toLowerCase() }),
    !chosen.venue_id && translate('club.ticketing.feedVenueMissing', { name: feedText(chosen.stadium_name, chosen.stadium_name_en) || '—' }),
  ].filter((m): m is string => !!m) : [];

  const helper = error ? 'club.ticketing.feedFixturesError'
    : !isPending && !data?.length ? 'club.ticketing.feedFixturesEmpty'
      : 'club.ticketing.feedFixtureHint';

  return (
    <>
      <Section title="club.ticketing.sectionFromFeed" />
      <SelectInput
        source="feed_match_id" label="club.ticketing.feedFixture" choices={data ?? []} optionValue="id"
        // A fixture reads long (day, time, opponent, round): it wraps on a phone instead of widening the page.
        optionText={(f: FeedFixtureDto) => <Box component="span" sx={{ whiteSpace: 'normal' }}>{option(f)}</Box>}
        emptyText="club.ticketing.feedFixtureNone" isPending={isPending} disabled={!!error || (!isPending && !data?.length)}
        helperText={helper} fullWidth data-testid="match-feed-fixture"
      />
      {missing.length > 0 && (
        <Stack spacing={1} sx={{ mb: 2, width: '100%' }} data-testid="feed-fixture-missing">
          {missing.map((text) => <Alert key={text} severity="warning">{text}</Alert>)}
        </Stack>
      )}
    </>
  );
}
