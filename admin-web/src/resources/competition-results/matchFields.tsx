import { Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { FEED_MATCH_STATUSES, type CompetitionMatchDto } from '@club/core';

/** Intl locale of the console language: th-TH writes the Buddhist year, as Thai readers expect. */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return locale === 'th' ? 'th-TH' : 'en-GB';
}

/** The kick-off as an instant (the feed's date and time are Bangkok time); NaN when the feed's text is odd. */
export const kickOffAt = (m: Pick<CompetitionMatchDto, 'start_date' | 'start_time'>): number =>
  Date.parse(`${m.start_date}T${m.start_time.slice(0, 5)}:00+07:00`);

/** A result can be entered only once the match has kicked off (the server refuses one before). */
export const hasKickedOff = (m: Pick<CompetitionMatchDto, 'start_date' | 'start_time'>, now = Date.now()): boolean => !(kickOffAt(m) > now);

/** The feed gives the kick-off as a Bangkok date and time; shown in Bangkok time whatever the browser's zone. */
export function useKickOff() {
  const intl = useIntlLocale();
  const day = new Intl.DateTimeFormat(intl, { timeZone: 'Asia/Bangkok', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const clock = new Intl.DateTimeFormat(intl, { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (m: Pick<CompetitionMatchDto, 'start_date' | 'start_time'>) => {
    const at = new Date(kickOffAt(m));
    if (Number.isNaN(at.getTime())) return { date: m.start_date, time: m.start_time.slice(0, 5) };
    return { date: day.format(at), time: clock.format(at) };
  };
}

/** A moment the server reports (fetched_at), in the console language. */
export function useFormatMoment() {
  const intl = useIntlLocale();
  const fmt = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => fmt.format(new Date(iso));
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

export const teamsThai = (m: CompetitionMatchDto) => `${m.home_team_name} vs ${m.away_team_name}`;

/** The English names, when the feed has them and they are not the Thai ones again. */
export const teamsEnglish = (m: CompetitionMatchDto): string | null => {
  const home = m.home_team_name_en || m.home_team_name;
  const away = m.away_team_name_en || m.away_team_name;
  const text = `${home} vs ${away}`;
  return text === teamsThai(m) ? null : text;
};

export const hasScore = (m: CompetitionMatchDto) =>
  m.match_status === FEED_MATCH_STATUSES.finished && m.home_goal_count !== null && m.away_goal_count !== null;

/** "2 – 1" for a finished match, otherwise the word for where the match stands. */
export function useScoreText() {
  const translate = useTranslate();
  return (m: CompetitionMatchDto) => {
    if (hasScore(m)) return `${m.home_goal_count} – ${m.away_goal_count}`;
    return translate(m.match_status === FEED_MATCH_STATUSES.live ? 'club.competition.live' : 'club.competition.upcoming');
  };
}

/** Home and away: the Thai names as the feed writes them, the English twin below. */
export function MatchTeams(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<CompetitionMatchDto>();
  if (!record) return null;
  const english = teamsEnglish(record);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>{teamsThai(record)}</Typography>
      {english && <Typography variant="caption" color="text.secondary" component="div">{english}</Typography>}
    </Box>
  );
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
export function ManualChip({ size = 'small' }: { size?: ChipProps['size'] }) {
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
