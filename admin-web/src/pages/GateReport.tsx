import { type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Title, useGetOne, useTranslate } from 'react-admin';
import type { AdminMatchDto, GateReport as Report, GateReportScan } from '@club/core';
import { CsvDownloadButton } from '../components/CsvDownloadButton';
import { useDates } from '../dates';
import { useFixtureText } from '../components/matchText';
import { FirstLoad, usePolled } from '../components/Polled';

/** The staff room hears no scan at the gate, so the report asks again this often (not while the tab is hidden). */
const POLL_MS = 15_000;

/**
 * A table on a desk; on a phone each row a block of "label: value" lines (ReviewListDesktop /
 * ReviewListMobile), so nothing scrolls sideways.
 */
function ReportTable({ columns, rows, testId }: { columns: { key: string; label: string; numeric?: boolean }[]; rows: { key: string; cells: Record<string, ReactNode> }[]; testId: string }) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  if (phone) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid={testId}>
        {rows.map((r) => (
          <Box component="li" key={r.key} data-testid={`${testId}-row`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25 }}>
              {columns.map((c) => [
                <Box component="dt" key={`${c.key}-l`} sx={{ color: 'text.secondary' }}>{c.label}</Box>,
                <Box component="dd" key={`${c.key}-v`} sx={{ m: 0, overflowWrap: 'anywhere' }}>{r.cells[c.key]}</Box>,
              ])}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>{columns.map((c) => <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 600 }}>{c.label}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key} data-testid={`${testId}-row`}>
              {columns.map((c) => <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={{ overflowWrap: 'anywhere' }}>{r.cells[c.key]}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" sx={{ my: 2 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.1rem' }}>{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <Typography color="text.secondary">{children}</Typography>;

/** The columns of an entered scan: where, which phone and steward, when (with seconds: the order matters), online or not. */
function useScanColumns() {
  const translate = useTranslate();
  const dates = useDates();
  const t = (key: string) => translate(`club.gateReport.${key}`);
  return {
    columns: [
      { key: 'gate', label: t('gate') }, { key: 'phone', label: t('phone') }, { key: 'steward', label: t('steward') },
      { key: 'time', label: t('time') }, { key: 'connection', label: t('connection') },
    ],
    cells: (s: GateReportScan): Record<string, ReactNode> => ({
      gate: (
        <>
          {s.gate ?? t('noGate')}
          {s.first ? <Chip size="small" color="primary" label={t('first')} sx={{ ml: 1 }} data-testid="gate-report-first" /> : null}
        </>
      ),
      phone: s.phone ?? '—', steward: s.steward, time: dates.dateTimeSeconds(s.at), connection: t(s.online ? 'online' : 'offline'),
    }),
  };
}

/** A ticket's facts on one line: "Zone West · Seat 12/3 · Anna Kowalski". */
function TicketFacts({ zone, seat, holder }: { zone: string | null; seat: string | null; holder: string | null }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 600 } }}>
      {([['zone', zone], ['seat', seat], ['holder', holder]] as const).map(([key, value]) => (
        <Box key={key} sx={{ display: 'flex', gap: 0.5 }}>
          <dt>{translate(`club.gateReport.${key}`)}:</dt>
          <dd>{value || '—'}</dd>
        </Box>
      ))}
    </Box>
  );
}

function Doubles({ doubles }: { doubles: Report['doubles'] }) {
  const translate = useTranslate();
  const scan = useScanColumns();
  return (
    <Panel title={translate('club.gateReport.doubles')} testId="gate-report-doubles">
      {doubles.length ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('club.gateReport.doublesHint')}</Typography>
          {doubles.map((d) => (
            <Box key={d.ticket_number} component="article" data-testid="gate-report-double" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>{translate('club.gateReport.ticket', { number: d.ticket_number })}</Typography>
              <TicketFacts zone={d.zone} seat={d.seat} holder={d.holder} />
              <ReportTable testId="gate-report-double-scans" columns={scan.columns} rows={d.scans.map((s, i) => ({ key: String(i), cells: scan.cells(s) }))} />
            </Box>
          ))}
        </>
      ) : <Empty>{translate('club.gateReport.noDoubles')}</Empty>}
    </Panel>
  );
}

function VoidEntries({ entries }: { entries: Report['entered_invalid'] }) {
  const translate = useTranslate();
  const scan = useScanColumns();
  const t = (key: string) => translate(`club.gateReport.${key}`);
  return (
    <Panel title={t('voidEntries')} testId="gate-report-void">
      {entries.length ? (
        <ReportTable
          testId="gate-report-void-table"
          columns={[{ key: 'ticket', label: t('ticketColumn') }, { key: 'reason', label: t('reason') }, ...scan.columns]}
          rows={entries.map((e, i) => ({
            key: String(i),
            cells: {
              ...scan.cells(e.scan),
              ticket: e.ticket_number ? `${e.ticket_number} · ${[e.zone, e.seat, e.holder].filter(Boolean).join(' · ')}` : t('unknownTicket'),
              reason: translate(`gate.verdict.${e.reason}`, { _: e.reason }),
            },
          }))}
        />
      ) : <Empty>{t('noVoid')}</Empty>}
    </Panel>
  );
}

export function GateReport() {
  const { matchId = '' } = useParams();
  const translate = useTranslate();
  const dates = useDates();
  const fixture = useFixtureText();
  const { data: match } = useGetOne<AdminMatchDto>('matches', { id: matchId }, { enabled: !!matchId });
  const report = usePolled<Report>(`/api/v1/admin/matches/${encodeURIComponent(matchId)}/gate-report`, POLL_MS);
  const { data, error, reload } = report;
  const loadedAt = report.loadedAt ? new Date(report.loadedAt).toISOString() : null;
  const t = (key: string, options?: Record<string, unknown>) => translate(`club.gateReport.${key}`, options);
  const name = match ? `${fixture(match)} · ${dates.kickOff(match.match_date)}` : '';

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }} data-testid="gate-report">
      <Title title={name ? t('titleOf', { match: fixture(match!) }) : 'club.gateReport.title'} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button component={Link} to="/matches" size="small" startIcon={<ArrowBackIcon />}>{t('back')}</Button>
        <Button onClick={reload} size="small" startIcon={<RefreshIcon />}>{t('refresh')}</Button>
        <CsvDownloadButton path={`/api/v1/admin/exports/gate-report.csv?match_id=${encodeURIComponent(matchId)}`} label="club.gateReport.download" fallbackName="gate-report.csv" />
      </Box>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {t('title')}
        {name ? <Box component="span" sx={{ display: 'block', fontSize: '1rem', color: 'text.secondary' }} data-testid="gate-report-match">{name}</Box> : null}
      </Typography>

      <FirstLoad polled={report} loading={t('loading')} failed={t('loadError', { message: error })} retry={t('retry')} testId="gate-report-error" />

      {data ? (
        <>
          <Typography variant="caption" color="text.secondary" component="p" data-testid="gate-report-updated">{t('updated', { time: dates.dateTimeSeconds(loadedAt) })}</Typography>
          {error ? <Alert severity="warning" sx={{ my: 1 }}>{t('stale', { time: dates.dateTimeSeconds(loadedAt), message: error })}</Alert> : null}
          <Doubles doubles={data.doubles} />
          <VoidEntries entries={data.entered_invalid} />
          <Panel title={t('admissions')} testId="gate-report-admissions">
            {data.admissions.length ? (
              <ReportTable
                testId="gate-report-admissions-table"
                columns={[{ key: 'gate', label: t('gate') }, { key: 'online', label: t('online'), numeric: true }, { key: 'offline', label: t('offline'), numeric: true }, { key: 'total', label: t('total'), numeric: true }]}
                rows={data.admissions.map((a) => ({
                  key: a.gate ?? '',
                  cells: { gate: a.gate ?? t('noGate'), online: dates.number(a.online), offline: dates.number(a.offline), total: dates.number(a.online + a.offline) },
                }))}
              />
            ) : <Empty>{t('noAdmissions')}</Empty>}
          </Panel>
          <Panel title={t('refusals')} testId="gate-report-refusals">
            {data.refusals.length ? (
              <ReportTable
                testId="gate-report-refusals-table"
                columns={[{ key: 'verdict', label: t('verdict') }, { key: 'count', label: t('scans'), numeric: true }]}
                rows={data.refusals.map((r) => ({ key: r.verdict, cells: { verdict: translate(`gate.verdict.${r.verdict}`, { _: r.verdict }), count: dates.number(r.count) } }))}
              />
            ) : <Empty>{t('noRefusals')}</Empty>}
          </Panel>
          <Panel title={t('phones')} testId="gate-report-phones">
            {data.phones.length ? (
              <ReportTable
                testId="gate-report-phones-table"
                columns={[
                  { key: 'phone', label: t('phone') }, { key: 'steward', label: t('steward') }, { key: 'gate', label: t('gate') },
                  { key: 'lastSeen', label: t('lastSeen') }, { key: 'lastSeq', label: t('lastSeq'), numeric: true }, { key: 'missing', label: t('missing') },
                ]}
                rows={data.phones.map((p) => ({
                  key: p.id,
                  cells: {
                    phone: p.label, steward: p.steward, gate: p.gate ?? t('noGate'), lastSeen: dates.dateTimeSeconds(p.last_seen_at), lastSeq: dates.number(p.last_seq),
                    missing: p.missing.length ? <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>{p.missing.join(', ')}</Box> : t('noMissing'),
                  },
                }))}
              />
            ) : <Empty>{t('noPhones')}</Empty>}
          </Panel>
        </>
      ) : null}
    </Box>
  );
}
