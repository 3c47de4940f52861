import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Edit, NumberInput, SaveButton, SimpleForm, Toolbar, useLocaleState, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { FEED_MATCH_STATUSES, isFinishedMatch, type CompetitionMatchDto, type CompetitionResultInput, type StaffCompetitionResultDto } from '@club/core';
import { ClearManualResultButton } from './ClearManualResultButton';
import { ScoreCell, hasKickedOff, useKickOff, useTeamsText, useTournament } from './matchFields';
import { useDates } from '../../dates';
import { Facts } from '../../components/Facts';

const MAX_GOALS = 99;
const MAX_ATTENDANCE = 200_000;

/** A whole number from 0 to max; the same bounds as competitionResultSchema, so the server rarely has to refuse. */
const wholeNumber = (max: number, message: string, optional = false): Validator => (value: unknown) => {
  if (value === null || value === undefined || value === '') return optional ? undefined : 'ra.validation.required';
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= max ? undefined : { message, args: { max } };
};

const validateGoals = wholeNumber(MAX_GOALS, 'club.competition.goalsInvalid');
const validateAttendance = wholeNumber(MAX_ATTENDANCE, 'club.competition.attendanceInvalid', true);

/** Only the result goes to the server: the rest of the record is the feed's. */
const toResultBody = (data: CompetitionMatchDto): CompetitionResultInput => ({
  // Both goals are required by the form's validation before this runs.
  home_goal_count: data.home_goal_count as number,
  away_goal_count: data.away_goal_count as number,
  attendance_number: data.attendance_number ?? null,
});

/** Which match, and the result fans see now (with the manual mark). */
function MatchHeader() {
  const record = useRecordContext<CompetitionMatchDto>();
  const translate = useTranslate();
  const tournamentOf = useTournament();
  const teams = useTeamsText();
  if (!record) return null;
  const { tournament, stage } = tournamentOf(record);
  return (
    <Card data-testid="result-summary" data-manual={String(record.manual)}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.5 }}>{[tournament, stage].filter(Boolean).join(' · ')}</Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{teams(record)}</Typography>
        <Box sx={{ mt: 2 }}><ScoreCell size="medium" /></Box>
        <Stack spacing={1} sx={{ mt: 2, '&:empty': { display: 'none' } }}>
          {record.manual && <Alert severity="warning">{translate('club.competition.manualHint')}</Alert>}
          {!hasKickedOff(record)
            ? <Alert severity="info" data-testid="result-not-started">{translate('club.competition.notStartedHint')}</Alert>
            : !isFinishedMatch(record) && <Alert severity="info">{translate('club.competition.upcomingHint')}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The feed's own result, shown beside a manual one so staff see what clearing brings back. */
function useFeedResultText() {
  const translate = useTranslate();
  const { number } = useDates();
  return (r: StaffCompetitionResultDto) => {
    const f = r.feed;
    const score = f.match_status === FEED_MATCH_STATUSES.finished && f.home_goal_count !== null && f.away_goal_count !== null
      ? `${f.home_goal_count} – ${f.away_goal_count}`
      : translate(f.match_status === FEED_MATCH_STATUSES.live ? 'club.competition.live' : 'club.competition.upcoming');
    return f.attendance_number === null ? score : `${score} · ${translate('club.competition.attendanceShort', { count: number(f.attendance_number) })}`;
  };
}

/** When and where, as the feed describes it, and who entered a manual result. */
function MatchDetails() {
  const record = useRecordContext<StaffCompetitionResultDto>();
  const translate = useTranslate();
  const kickOff = useKickOff();
  const { dateTime, number } = useDates();
  const feedResult = useFeedResultText();
  const [locale] = useLocaleState();
  if (!record) return null;
  const field = (name: string) => translate(`resources.competition-results.fields.${name}`);
  const { date, time } = kickOff(record);
  const stadium = locale === 'th' ? record.stadium_name : record.stadium_name_en || record.stadium_name;
  const rows: [string, ReactNode][] = [
    [field('start_date'), `${date} · ${time}`],
    [field('stadium_name'), stadium || '—'],
    [field('attendance_number'), record.attendance_number === null ? '—' : number(record.attendance_number)],
  ];
  if (record.manual && record.feed) rows.push([field('feed'), <span key="feed" data-testid="result-feed">{feedResult(record)}</span>]);
  if (record.manual && record.updated_at) {
    rows.push([field('updated_by'), translate('club.competition.enteredBy', { name: record.updated_by_name ?? '—', time: dateTime(record.updated_at) })]);
  }
  rows.push([field('id'), record.id]);
  return (
    <Card variant="outlined" data-testid="result-details">
      <CardContent><Facts labelWidth="minmax(110px, 30%)" rows={rows} /></CardContent>
    </Card>
  );
}

function ResultToolbar() {
  const record = useRecordContext<CompetitionMatchDto>();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton data-testid="result-save" disabled={!!record && !hasKickedOff(record)} />
      <ClearManualResultButton />
    </Toolbar>
  );
}

/** Goals side by side (each labelled with its team), attendance below. */
function ResultInputs() {
  const record = useRecordContext<CompetitionMatchDto>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const english = locale !== 'th';
  const team = (th: string | undefined, en: string | null | undefined) => (english && en) || th || '';
  // Before kick-off there is no result to enter: the inputs stay, greyed, so the page keeps its shape.
  const disabled = !!record && !hasKickedOff(record);
  return (
    <Stack spacing={0} sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{translate('club.competition.enterResult')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
        <NumberInput
          source="home_goal_count"
          validate={validateGoals}
          step={1}
          disabled={disabled}
          helperText={team(record?.home_team_name, record?.home_team_name_en)}
          slotProps={{ htmlInput: { 'data-testid': 'result-home-goals', inputMode: 'numeric' } }}
        />
        <NumberInput
          source="away_goal_count"
          validate={validateGoals}
          step={1}
          disabled={disabled}
          helperText={team(record?.away_team_name, record?.away_team_name_en)}
          slotProps={{ htmlInput: { 'data-testid': 'result-away-goals', inputMode: 'numeric' } }}
        />
      </Box>
      <NumberInput
        source="attendance_number"
        validate={validateAttendance}
        step={1}
        disabled={disabled}
        helperText="club.competition.attendanceHint"
        slotProps={{ htmlInput: { 'data-testid': 'result-attendance', inputMode: 'numeric' } }}
      />
    </Stack>
  );
}

/** The teams alone on a phone, where the app bar has little room. */
function ResultTitle() {
  const record = useRecordContext<CompetitionMatchDto>();
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const teams = useTeamsText();
  if (!record) return null;
  return <span>{small ? translate('resources.competition-results.name', { smart_count: 1 }) : `${translate('resources.competition-results.name', { smart_count: 1 })}: ${teams(record)}`}</span>;
}

function ResultForm() {
  return (
    <Card>
      <SimpleForm toolbar={<ResultToolbar />} warnWhenUnsavedChanges>
        <ResultInputs />
      </SimpleForm>
    </Card>
  );
}

/** Phones read one column with the form right under the match; wider screens put the form beside it. */
function ResultEditLayout() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return small ? (
    <Stack spacing={2} sx={{ py: { xs: 1, sm: 2 } }}>
      <MatchHeader />
      <ResultForm />
      <MatchDetails />
    </Stack>
  ) : (
    <Box sx={{ display: 'grid', gap: 2, py: 2, alignItems: 'start', gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' }}>
      <Stack spacing={2}>
        <MatchHeader />
        <MatchDetails />
      </Stack>
      <ResultForm />
    </Box>
  );
}

export function CompetitionResultEdit() {
  return (
    // Stays on the page after saving: the manual mark and the clear button show what was done.
    <Edit mutationMode="pessimistic" transform={toResultBody} redirect={false} component="div" actions={false} title={<ResultTitle />}>
      <ResultEditLayout />
    </Edit>
  );
}
