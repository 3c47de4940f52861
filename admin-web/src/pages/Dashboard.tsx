import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Card, CardContent, Chip, Grid, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Link, Title, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { formatBaht, ORDER_STATUSES, type DashboardDto, type DashboardMatchDto } from '@club/core';
import { CsvDownloadButton } from '../components/CsvDownloadButton';
import { useDates } from '../dates';
import { request } from '../http';
import { useStaffEvents } from '../liveEvents';

interface Health {
  status: 'ok' | 'degraded';
  database: { ok: boolean; kind: string; latencyMs: number };
  redis: { ok: boolean; latencyMs: number };
  queues: Record<string, { waiting?: number; active?: number; failed?: number; delayed?: number; error?: string }>;
}

type MatchRow = DashboardMatchDto;

/** The figures, again on every purchase or order change announced to staff, and every 30 s in case a message was missed. */
function useDashboard() {
  const [data, setData] = useState<DashboardDto | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => request('/api/v1/admin/dashboard')
    .then((r) => { setData(r.json as DashboardDto); setFailed(false); })
    .catch(() => setFailed(true)), []);
  // A burst of events (a batch of expiries) costs one reload.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useStaffEvents(['purchase:status', 'order:status'], () => { clearTimeout(pending.current); pending.current = setTimeout(() => void load(), 500); });
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), 30_000);
    return () => { clearInterval(timer); clearTimeout(pending.current); };
  }, [load]);
  return { data, failed };
}

function useFormats() {
  const [locale] = useLocaleState();
  const dates = useDates();
  return {
    thai: locale === 'th',
    /** Whole baht, the sites' one way: "฿9,000" / "9,000 บาท". */
    baht: (satang: number) => formatBaht(satang, locale),
    number: dates.number,
    date: (iso: string) => dates.dateTime(iso),
    day: (iso: string) => dates.date(iso),
    time: (iso: string) => dates.time(iso),
  };
}

function Figure({ label, value, to, emphasis, note, small }: { label: string; value: string; to?: string; emphasis?: boolean; note?: string; small?: boolean }) {
  const body = (
    <Box>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant={small ? 'h6' : 'h5'} component="p" color={emphasis ? 'warning.main' : undefined} sx={{ fontWeight: 500, lineHeight: 1.3 }}>{value}</Typography>
      {note && <Typography variant="caption" color="text.secondary">{note}</Typography>}
    </Box>
  );
  return to ? <Link to={to} underline="none" color="inherit">{body}</Link> : body;
}

const listLink = (resource: string, filter: Record<string, unknown>) => `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

function SummaryCards({ data }: { data: DashboardDto }) {
  const translate = useTranslate();
  const f = useFormats();
  const q = data.verification_queue;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ height: '100%' }}><CardContent>
          <Typography variant="subtitle1" gutterBottom>{translate('club.dashboard.queue')}</Typography>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Figure label={translate('club.dashboard.queuePurchases')} value={f.number(q.purchases)} emphasis={q.purchases > 0} to={listLink('purchases', { status: 'verifying' })} />
            <Figure label={translate('club.dashboard.queueOrders')} value={f.number(q.orders)} emphasis={q.orders > 0} to={listLink('orders', { awaiting_verification: true })} />
            <Figure label={translate('club.dashboard.failedJobs')} value={f.number(data.failed_jobs)} emphasis={data.failed_jobs > 0} to="/failed-jobs" />
            <Figure label={translate('club.dashboard.statementLines')} value={f.number(data.statement_lines_waiting)} emphasis={data.statement_lines_waiting > 0} to="/statement-lines" />
            {/* Each to the list it is settled from: the purchase's or order's page says "Refund owed" with "Mark refunded…". */}
            <Figure label={translate('club.dashboard.refundsOwedPurchases')} value={f.number(data.refunds_owed.purchases)} emphasis={data.refunds_owed.purchases > 0} to={listLink('purchases', { refund_owed: true })} />
            <Figure label={translate('club.dashboard.refundsOwedOrders')} value={f.number(data.refunds_owed.orders)} emphasis={data.refunds_owed.orders > 0} to={listLink('orders', { refund_owed: true })} />
          </Stack>
          <Typography variant="subtitle1" sx={{ mt: 2 }} gutterBottom>{translate('club.dashboard.confirmedToday')}</Typography>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="confirmed-today">
            <Figure label={translate('club.dashboard.bySystem')} value={f.number(data.payments_today.by_system)} />
            <Figure label={translate('club.dashboard.byStaff')} value={f.number(data.payments_today.by_staff)} />
          </Stack>
        </CardContent></Card>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Card sx={{ height: '100%' }}><CardContent>
          <Typography variant="subtitle1" gutterBottom>{translate('club.dashboard.storeRevenue')}</Typography>
          <Figure label={translate('club.dashboard.storeRevenueHint')} value={f.baht(data.store.revenue_satang)} />
        </CardContent></Card>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Card sx={{ height: '100%' }}><CardContent>
          <Typography variant="subtitle1" gutterBottom>{translate('club.dashboard.ordersByStatus', { count: f.number(data.store.orders_total) })}</Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, alignItems: 'center' }}>
            {ORDER_STATUSES.map((s) => (
              <Box key={s} sx={{ display: 'contents' }}>
                {/* Each link a 24-pixel-high target (WCAG 2.5.8), the rows stacked without a gap. */}
                <Typography component="dt" variant="body2"><Link to={listLink('orders', { status: s })} sx={{ display: 'inline-block', lineHeight: '24px' }}>{translate(`club.orderStatus.${s}`)}</Link></Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{f.number(data.store.orders_by_status[s] ?? 0)}</Typography>
              </Box>
            ))}
          </Box>
        </CardContent></Card>
      </Grid>
    </Grid>
  );
}

function matchTitle(m: MatchRow, thai: boolean, tba: string) {
  const name = (t: { name: string; name_th: string } | null) => (t ? (thai ? t.name_th : t.name) : tba);
  return `${name(m.home_team)} – ${name(m.away_team)}`;
}

/** A match sells its zones apart only when it has several; with one, the match's own figures are its zone's. */
const severalZones = (m: MatchRow) => m.zones.length > 1;

function MatchExports({ m, vertical }: { m: MatchRow; vertical?: boolean }) {
  return (
    <Stack direction={vertical ? 'column' : 'row'} spacing={vertical ? 0 : 1} sx={{ flexWrap: vertical ? 'nowrap' : 'wrap', alignItems: 'flex-start' }}>
      <CsvDownloadButton path={`/api/v1/admin/exports/purchases.csv?match_id=${m.id}`} label="club.exports.purchases" fallbackName="purchases.csv" />
      <CsvDownloadButton path={`/api/v1/admin/exports/tickets.csv?match_id=${m.id}`} label="club.exports.tickets" fallbackName="tickets.csv" />
      {severalZones(m) && <CsvDownloadButton path={`/api/v1/admin/exports/zone-sales.csv?match_id=${m.id}`} label="club.exports.zoneSales" fallbackName="zone-sales.csv" />}
    </Stack>
  );
}

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A match's sales zone by zone: a small table of its own, the zone named in words beside its colour. */
function ZoneSales({ m }: { m: MatchRow }) {
  const translate = useTranslate();
  const f = useFormats();
  const tba = translate('club.dashboard.tba');
  return (
    <Table
      size="small" aria-label={translate('club.dashboard.zoneSalesOf', { match: matchTitle(m, f.thai, tba) })}
      sx={{
        '& th, & td': { px: 0.75, py: 0.5 }, '& th:first-of-type, & td:first-of-type': { pl: 0 }, '& th:last-of-type, & td:last-of-type': { pr: 0 }, '& tr:last-of-type > *': { borderBottom: 0 },
        // On a desktop the same columns in every match's table, so the figures line up down the page; a phone's card gives the names the room.
        '& th:not(:first-of-type), & td:not(:first-of-type)': { width: { md: '18%' } },
        '& caption': { captionSide: 'top', p: 0, pb: 0.5, color: 'text.primary', fontWeight: 500 },
      }}
    >
      <caption>{translate('club.dashboard.zoneSales')}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{translate('club.dashboard.zone')}</TableCell>
          <TableCell sx={num}>{translate('club.dashboard.zoneSold')}</TableCell>
          <TableCell sx={num}>{translate('club.dashboard.zoneLeft')}</TableCell>
          <TableCell sx={num}>{translate('club.dashboard.zoneRevenue')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {m.zones.map((z) => (
          <TableRow key={z.zone.id}>
            <TableCell component="th" scope="row">
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                {/* The colour only echoes the name: a border keeps a pale swatch visible on white. */}
                <Box component="span" aria-hidden sx={{ flexShrink: 0, width: 12, height: 12, bgcolor: z.zone.colour, border: 1, borderColor: 'text.secondary', borderRadius: 0.5 }} />
                {f.thai ? z.zone.name_th : z.zone.name}
              </Box>
            </TableCell>
            <TableCell sx={num}>{f.number(z.sold)}</TableCell>
            <TableCell sx={num}>{z.available === null ? translate('club.dashboard.unlimited') : f.number(z.available)}</TableCell>
            <TableCell sx={num}>{f.baht(z.revenue_satang)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function MatchTable({ matches }: { matches: MatchRow[] }) {
  const translate = useTranslate();
  const f = useFormats();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const tba = translate('club.dashboard.tba');
  // Seats still on sale (held ones are neither sold nor left).
  const left = (m: MatchRow) => (m.seats_available === null ? translate('club.dashboard.unlimited') : translate('club.dashboard.seatsLeft', { count: f.number(m.seats_available) }));
  const status = (m: MatchRow) => (m.status !== 'scheduled' ? <Chip size="small" label={translate(`club.dashboard.matchStatus_${m.status}`, { _: m.status })} /> : null);
  if (!matches.length) return <Card><CardContent><Typography color="text.secondary">{translate('club.dashboard.noMatches')}</Typography></CardContent></Card>;
  if (small) {
    return (
      <Stack spacing={1.5}>
        {matches.map((m) => (
          <Card key={m.id}><CardContent>
            <Typography variant="subtitle1" sx={{ fontWeight: 500 }}>{matchTitle(m, f.thai, tba)} {status(m)}</Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>{f.date(m.kick_off)} · {f.thai ? m.league_th : m.league}</Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, my: 1 }}>
              <Figure small label={translate('club.dashboard.seatsSold')} value={f.number(m.seats_sold)} note={left(m)} />
              <Figure small label={translate('club.dashboard.revenue')} value={f.baht(m.revenue_satang)} />
              <Figure small label={translate('club.dashboard.pending')} value={f.number(m.pending_purchases)} />
              <Figure small label={translate('club.dashboard.verifying')} value={f.number(m.verifying_purchases)} emphasis={m.verifying_purchases > 0} />
              <Figure small label={translate('club.dashboard.checkedIn')} value={`${f.number(m.tickets_checked_in)} / ${f.number(m.tickets_issued)}`} />
            </Box>
            {severalZones(m) && <Box sx={{ mb: 1 }}><ZoneSales m={m} /></Box>}
            <MatchExports m={m} />
          </CardContent></Card>
        ))}
      </Stack>
    );
  }
  // Headings may wrap (Thai ones are long); figures never do.
  const head = { ...num, whiteSpace: 'normal', verticalAlign: 'bottom' } as const;
  return (
    <Card>
      <TableContainer>
        <Table size="small" aria-label={translate('club.dashboard.matches')} sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ verticalAlign: 'bottom' }}>{translate('club.dashboard.kickOff')}</TableCell>
              <TableCell sx={{ verticalAlign: 'bottom' }}>{translate('club.dashboard.match')}</TableCell>
              <TableCell sx={head}>{translate('club.dashboard.seatsSold')}</TableCell>
              <TableCell sx={head}>{translate('club.dashboard.pending')}</TableCell>
              <TableCell sx={head}>{translate('club.dashboard.verifying')}</TableCell>
              <TableCell sx={head}>{translate('club.dashboard.revenue')}</TableCell>
              <TableCell sx={head}>{translate('club.dashboard.checkedIn')}</TableCell>
              <TableCell sx={{ verticalAlign: 'bottom' }}>{translate('club.dashboard.export')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {matches.map((m) => [
              <TableRow key={m.id} hover={!severalZones(m)} sx={severalZones(m) ? { '& > td': { borderBottom: 0 } } : undefined}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {f.day(m.kick_off)}
                  <Typography variant="caption" color="text.secondary" component="div">{f.time(m.kick_off)}</Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>{matchTitle(m, f.thai, tba)} {status(m)}</Typography>
                  <Typography variant="caption" color="text.secondary">{f.thai ? m.league_th : m.league}</Typography>
                </TableCell>
                <TableCell sx={num}>
                  {f.number(m.seats_sold)}
                  <Typography variant="caption" color="text.secondary" component="div">{left(m)}</Typography>
                </TableCell>
                <TableCell sx={num}>{f.number(m.pending_purchases)}</TableCell>
                <TableCell sx={{ ...num, color: m.verifying_purchases ? 'warning.main' : undefined, fontWeight: m.verifying_purchases ? 500 : undefined }}>
                  {m.verifying_purchases ? <Link to={listLink('purchases', { status: 'verifying' })}>{f.number(m.verifying_purchases)}</Link> : f.number(0)}
                </TableCell>
                <TableCell sx={num}>{f.baht(m.revenue_satang)}</TableCell>
                <TableCell sx={num}>{f.number(m.tickets_checked_in)} / {f.number(m.tickets_issued)}</TableCell>
                <TableCell sx={{ py: 0.5 }}><MatchExports m={m} vertical /></TableCell>
              </TableRow>,
              // Under the match's name, so the row reads as part of the match above it.
              severalZones(m) && (
                <TableRow key={`${m.id}-zones`}>
                  <TableCell />
                  <TableCell colSpan={7} sx={{ pt: 0, pb: 1.5 }}><Box sx={{ maxWidth: 560 }}><ZoneSales m={m} /></Box></TableCell>
                </TableRow>
              ),
            ])}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

function StatusChip({ ok }: { ok: boolean }) {
  const translate = useTranslate();
  return <Chip size="small" color={ok ? 'success' : 'error'} label={translate(ok ? 'club.dashboard.ok' : 'club.dashboard.down')} />;
}

export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [health, setHealth] = useState<Health | null>(null);
  const [failed, setFailed] = useState(false);
  const figures = useDashboard();
  const f = useFormats();

  useEffect(() => {
    let alive = true;
    const load = () => fetch('/api/v1/health').then((r) => r.json()).then((b: { data: Health }) => alive && (setHealth(b.data), setFailed(false))).catch(() => alive && setFailed(true));
    void load();
    const timer = setInterval(load, 15_000);
    return () => { alive = false; clearInterval(timer); };
  }, []);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="club.title" />
      <Card>
        <CardContent>
          <Typography variant="h5">{translate('club.dashboard.welcome', { name: identity?.fullName ?? '' })}</Typography>
          <Typography color="text.secondary">{translate('club.dashboard.role', { role: translate(`club.roles.${String(identity?.role ?? 'staff')}`) })}</Typography>
        </CardContent>
      </Card>
      {figures.failed && <Typography color="error" role="alert">{translate('club.dashboard.figuresError')}</Typography>}
      {!figures.data && !figures.failed && <Typography>{translate('ra.page.loading')}</Typography>}
      {figures.data && (
        <>
          <SummaryCards data={figures.data} />
          <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}>
            <Typography variant="h6" component="h2">{translate('club.dashboard.matches')}</Typography>
            <Typography variant="caption" color="text.secondary">{translate('club.dashboard.updatedAt', { time: f.time(figures.data.generated_at) })}</Typography>
          </Stack>
          <MatchTable matches={figures.data.matches} />
        </>
      )}
      <Typography variant="h6" component="h2">{translate('club.dashboard.health')}</Typography>
      {failed && <Typography color="error" role="alert">{translate('club.dashboard.loadError')}</Typography>}
      {!health && !failed && <Typography>{translate('ra.page.loading')}</Typography>}
      {health && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card><CardContent>
              <Typography variant="subtitle1">{translate('club.dashboard.database')} ({health.database.kind})</Typography>
              <StatusChip ok={health.database.ok} /> <Typography component="span" color="text.secondary">{health.database.latencyMs} ms</Typography>
            </CardContent></Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card><CardContent>
              <Typography variant="subtitle1">{translate('club.dashboard.redis')}</Typography>
              <StatusChip ok={health.redis.ok} /> <Typography component="span" color="text.secondary">{health.redis.latencyMs} ms</Typography>
            </CardContent></Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card><CardContent>
              <Typography variant="subtitle1">{translate('club.dashboard.queues')}</Typography>
              {Object.entries(health.queues).map(([name, q]) => (
                <Typography key={name} variant="body2">
                  <strong>{translate(`club.dashboard.queueName_${name}`, { _: name })}</strong>: {q.error ?? translate('club.dashboard.queueLine', { waiting: q.waiting ?? 0, active: q.active ?? 0, failed: q.failed ?? 0 })}
                </Typography>
              ))}
            </CardContent></Card>
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
