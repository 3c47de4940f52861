import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { BooleanInput, Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList, useTranslate } from 'react-admin';
import type { CompetitionMatchDto } from '@club/core';
import { FeedStatusPanel } from './FeedStatusPanel';
import { useDates } from '../../dates';
import { KickOff, MatchTeams, ScoreCell, Tournament, useKickOff, useTeamsText, useTournament } from './matchFields';

function SearchFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SearchInput source={source} placeholder={translate('resources.competition-results.fields.q')} sx={{ minWidth: { sm: 260 } }} />;
}

function StatusFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const choices = (['finished', 'upcoming'] as const).map((id) => ({ id, name: translate(`club.competition.${id}`) }));
  return <SelectInput source={source} choices={choices} />;
}

/** Only `true` narrows the list; switching it off removes the filter instead of sending false. */
function ManualFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return <BooleanInput source={source} label="club.competition.manualOnly" parse={(v: boolean) => (v ? true : '')} sx={{ ml: 0.5 }} />;
}

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
  <ManualFilter key="manual" source="manual" alwaysOn />,
];

/** One match a row on a phone: the teams, the score and manual mark, then when and which tournament. */
function PhoneRow({ record }: { record: CompetitionMatchDto }) {
  const kickOff = useKickOff();
  const tournamentOf = useTournament();
  const teams = useTeamsText();
  const { date, time } = kickOff(record);
  return (
    <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
      <Typography variant="body1" component="span" sx={{ display: 'block', fontWeight: 500 }}>{teams(record)}</Typography>
      <Box component="span" sx={{ display: 'block', my: 0.75 }}><ScoreCell /></Box>
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>{`${date} · ${time} · ${tournamentOf(record).tournament}`}</Typography>
    </Box>
  );
}

function CompetitionResultList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { number } = useDates();
  return (
    <Stack>
      <FeedStatusPanel />
      {/* Most recent first: the results staff correct are the ones just played. */}
      <List filters={filters} sort={{ field: 'start_date', order: 'DESC' }} perPage={25} empty={false} exporter={false} actions={false}>
        {small ? (
          <SimpleList<CompetitionMatchDto>
            primaryText={(r) => <PhoneRow record={r} />}
            linkType="edit"
            rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
          />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <KickOff source="start_date" label="resources.competition-results.fields.start_date" />
            <Tournament source="tournament_name" label="resources.competition-results.fields.tournament_name" sortable={false} />
            <MatchTeams source="home_team_name" label="resources.competition-results.fields.match" sortable={false} />
            <ScoreCell source="home_goal_count" label="resources.competition-results.fields.score" sortable={false} />
            <FunctionField<CompetitionMatchDto>
              source="attendance_number"
              sortable={false}
              textAlign="right"
              render={(r) => (r.attendance_number === null ? '—' : number(r.attendance_number))}
            />
          </Datagrid>
        )}
      </List>
    </Stack>
  );
}

export { CompetitionResultList };
