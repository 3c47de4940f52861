import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef } from 'react';
import {
  List, Pagination, SelectArrayInput, SelectInput, useGetList, useGetOne, useListContext, useTranslate,
} from 'react-admin';
import { STATEMENT_LINE_STATUSES, STATEMENT_LINES_OPEN, type StatementImportDto, type StatementLineDto } from '@club/core';
import { NoResults } from '../../components/NoResults';
import { useDates } from '../../dates';
import type { AfterChange } from './LineActions';
import { LineCard, lineHeadingId } from './LineCard';

const WAITING = [...STATEMENT_LINES_OPEN];
const INTRO_ID = 'statement-lines-intro';

function StatusFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <SelectArrayInput
      source={source}
      choices={STATEMENT_LINE_STATUSES.map((id) => ({ id, name: translate(`club.statements.status_${id}`) }))}
      sx={{ minWidth: 220, maxWidth: { xs: '100%', sm: 480 } }}
      helperText={false}
    />
  );
}

/** The imports to narrow the lines to, newest first; one chosen from a link that is not among them is fetched to be named. */
function ImportFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const dates = useDates();
  const { filterValues } = useListContext();
  const chosen = typeof filterValues?.[source] === 'string' ? (filterValues[source] as string) : '';
  const { data: recent = [] } = useGetList<StatementImportDto>('statement-imports', { pagination: { page: 1, perPage: 50 }, sort: { field: 'imported_at', order: 'DESC' } });
  const listed = !chosen || recent.some((r) => r.id === chosen);
  const { data: older } = useGetOne<StatementImportDto>('statement-imports', { id: chosen }, { enabled: !listed });
  const choices = [...recent, ...(older && !listed ? [older] : [])].map((r) => ({ id: r.id, name: `${r.file_name} · ${dates.dateTime(r.imported_at)}` }));
  return <SelectInput source={source} choices={choices} sx={{ minWidth: 240, maxWidth: { xs: '100%', sm: 420 } }} helperText={false} />;
}

// On a phone the import filter waits behind "Add filter" (shown when a link chose an import), leaving the screen to the lines.
const filtersFor = (small: boolean) => [
  <StatusFilter key="status" source="status" alwaysOn />,
  <ImportFilter key="import_id" source="import_id" alwaysOn={!small} />,
];

/** Whether the status filter is exactly the statuses waiting for staff. */
const isWaitingFilter = (status: unknown) => Array.isArray(status) && status.length === WAITING.length && WAITING.every((s) => status.includes(s));

/**
 * Two views staff switch between, as chips: the lines waiting for them, and every line. The
 * status filter says the same in detail; a chip keeps the import chosen.
 */
function LineViews() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const values = (filterValues ?? {}) as Record<string, unknown>;
  const { status: _status, ...rest } = values;
  const current = isWaitingFilter(values.status) ? 'waiting' : values.status === undefined || (Array.isArray(values.status) && !values.status.length) ? 'all' : null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', px: 2, pt: 1.5 }} role="group" aria-label={translate('club.statements.views')} data-testid="statement-line-views">
      {(['waiting', 'all'] as const).map((view) => (
        <Chip
          key={view}
          label={translate(`club.statements.view_${view}`)}
          color={current === view ? 'primary' : 'default'}
          variant={current === view ? 'filled' : 'outlined'}
          aria-pressed={current === view}
          onClick={() => setFilters(view === 'waiting' ? { ...rest, status: WAITING } : rest, displayedFilters)}
          data-testid={`statement-line-view-${view}`}
        />
      ))}
    </Stack>
  );
}

/** Nothing waits: said as the good news it is, with the way to every line. */
function NothingWaiting() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { status: _status, ...rest } = (filterValues ?? {}) as Record<string, unknown>;
  return (
    <Box sx={{ textAlign: 'center', p: 4 }} data-testid="statement-lines-none-waiting">
      <DoneAllIcon color="success" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">{translate('club.statements.noneWaiting')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('club.statements.noneWaitingHint')}</Typography>
      <Button variant="outlined" onClick={() => setFilters(rest, displayedFilters)}>{translate('club.statements.view_all')}</Button>
    </Box>
  );
}

/**
 * The lines of the page, one card each. After a decision the page reloads and focus moves to
 * where staff go on from: the line itself when it is still shown (with its new status), else the
 * line after it, else the one before, else the top of the list.
 */
function LineCards() {
  const translate = useTranslate();
  const { data, isPending, error, filterValues, refetch } = useListContext<StatementLineDto>();

  // Where focus goes is decided once the reloaded page is drawn: judged on the DOM right after the
  // reload (a frame later), a busy browser could still show the decided line, focus it, and lose
  // the focus with it when React took it away.
  const wanted = useRef<{ lineId: string; decided: boolean; before: string[]; page: typeof data } | null>(null);
  const afterChange: AfterChange = async (lineId, decided) => {
    wanted.current = { lineId, decided, before: (data ?? []).map((l) => l.id), page: data };
    await refetch();
  };
  useEffect(() => {
    const change = wanted.current;
    if (!change || change.page === data) return;
    wanted.current = null;
    const shown = new Set((data ?? []).map((l) => l.id));
    // A refusal leaves focus where it is, unless its line has gone (a colleague decided it).
    if (!change.decided && shown.has(change.lineId)) return;
    const at = change.before.indexOf(change.lineId);
    const next = shown.has(change.lineId) ? change.lineId
      : change.before.slice(at + 1).find((id) => shown.has(id)) ?? change.before.slice(0, at).reverse().find((id) => shown.has(id));
    (next ? document.getElementById(lineHeadingId(next)) : document.getElementById(INTRO_ID))?.focus();
  }, [data]);

  if (error) return <Alert severity="error" sx={{ m: 2 }}>{translate('club.statements.linesFailed', { message: error.message ?? '' })}</Alert>;
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (!data?.length) return isWaitingFilter(filterValues?.status) ? <NothingWaiting /> : <NoResults />;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }} data-testid="statement-lines">
      {data.map((line) => <LineCard key={line.id} line={line} afterChange={afterChange} />)}
    </Stack>
  );
}

/**
 * Lines to check: the credit lines of imported statements the product could not surely match,
 * waiting for staff (by default), newest first, narrowed by status and by import. Each says why,
 * what it could pay for, and takes the decision: this one, assign by reference, or dismiss.
 */
export function StatementLineList() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filtersFor(small)} filterDefaultValues={{ status: WAITING }} sort={{ field: 'booked_at', order: 'DESC' }} perPage={25} exporter={false} empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}>
      <Typography id={INTRO_ID} tabIndex={-1} variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5, outlineOffset: 2 }}>{translate('club.statements.linesIntro')}</Typography>
      <LineViews />
      <LineCards />
    </List>
  );
}
