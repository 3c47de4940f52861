import { Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { FEED_MATCH_STATUSES, feedKickOff, type CompetitionMatchDto, type Language } from '@club/core';
import { useDates } from '../../dates';

/** A result can be entered only once the match has kicked off (the server refuses one before). */
export const hasKickedOff = (m: Pick<CompetitionMatchDto, 'start_date' | 'start_time'>, now = Date.now()): boolean => !(feedKickOff(m).getTime() > now);

/** The feed gives the kick-off as a Bangkok date and time; shown in Bangkok time whatever the browser's zone. */
export function useKickOff() {
  const dates = useDates();
  return (m: Pick<CompetitionMatchDto, 'start_date' | 'start_time'>) => {
    const at = feedKickOff(m);
    if (Number.isNaN(at.getTime())) return { date: m.start_date, time: m.start_time.slice(0, 5) };
    return { date: dates.matchDay(at.toISOString()), time: dates.time(at.toISOString()) };
  };
}

/** The tournament (and stage) in the console language; the feed always has the Thai name. */
export function useTournament() {
  const [locale] = useLocaleState();
  return (m: CompetitionMatchDto) => {
    const en = locale !== 'th';
    const tournament = (en && m.tournament_name_en) || m.tournament_name;
    const stage = (en && m.stage_name_en) || m.stage_name;
    return { tournament, stage };
  };
}

type Teams = Pick<CompetitionMatchDto, 'home_team_name' | 'away_team_name' | 'home_team_name_en' | 'away_team_name_en'>;

/** "Home vs Away" in a language: the feed writes the Thai names, and English twins where it has them. */
export const teamsIn = (m: Teams, lang: Language) =>
  lang === 'th' ? `${m.home_team_name} พบ ${m.away_team_name}` : `${m.home_team_name_en || m.home_team_name} vs ${m.away_team_name_en || m.away_team_name}`;

/** "Home vs Away" in the console language. */
export function useTeamsText() {
  const { lang } = useDates();
  return (m: Teams) => teamsIn(m, lang);
}

const hasScore = (m: CompetitionMatchDto) =>
  m.match_status === FEED_MATCH_STATUSES.finished && m.home_goal_count !== null && m.away_goal_count !== null;

/** "2 – 1" for a finished match, otherwise the word for where the match stands. */
function useScoreText() {
  const translate = useTranslate();
  return (m: CompetitionMatchDto) => {
    if (hasScore(m)) return `${m.home_goal_count} – ${m.away_goal_count}`;
    return translate(m.match_status === FEED_MATCH_STATUSES.live ? 'club.competition.live' : 'club.competition.upcoming');
  };
}

/** Home and away, in the console language. */
export function MatchTeams(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<CompetitionMatchDto>();
  const teams = useTeamsText();
  if (!record) return null;
  return <Typography variant="body2" sx={{ fontWeight: 500, minWidth: 0 }}>{teams(record)}</Typography>;
}

export function KickOff(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<CompetitionMatchDto>();
  const kickOff = useKickOff();
  if (!record) return null;
  const { date, time } = kickOff(record);
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{date}</Typography>
      <Typography variant="caption" color="text.secondary">{time}</Typography>
    </Box>
  );
}

export function Tournament(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<CompetitionMatchDto>();
  const tournamentOf = useTournament();
  if (!record) return null;
  const { tournament, stage } = tournamentOf(record);
  return (
    <Box>
      <Typography variant="body2">{tournament}</Typography>
      {stage && <Typography variant="caption" color="text.secondary">{stage}</Typography>}
    </Box>
  );
}

/** Staff entered this result; it wins over the feed until cleared. */
function ManualChip({ size = 'small' }: { size?: ChipProps['size'] }) {
  const translate = useTranslate();
  return <Chip data-testid="result-manual" size={size} color="warning" icon={<EditNoteIcon />} label={translate('club.competition.manual')} />;
}

/** The score, or where the match stands, and the manual mark. */
export function ScoreCell({ size = 'small' }: { size?: ChipProps['size']; label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<CompetitionMatchDto>();
  const scoreText = useScoreText();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {hasScore(record) ? (
        <Typography data-testid="result-score" variant={size === 'medium' ? 'h5' : 'body1'} component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {scoreText(record)}
        </Typography>
      ) : (
        <Chip data-testid="result-score" size={size} variant="outlined" color={record.match_status === FEED_MATCH_STATUSES.live ? 'error' : 'info'} label={scoreText(record)} />
      )}
      {record.manual && <ManualChip size={size} />}
    </Stack>
  );
}
