import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useParams, Link } from 'react-router';
import {
  Alert, Box, Button, Card, CardContent, Chip, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography, type ChipProps,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { HttpError, Title, useGetOne, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { AdminMatchDto, OnSaleDto, QueueRateInput, QueueTickDto } from '@club/core';
import { useBaht, useLocalized } from '../../components/catalogueFields';
import { useDates, useNow } from '../../dates';
import { io } from 'socket.io-client';
import { TOKEN_KEY, request } from '../../http';
import { useFixtureText } from '../../components/matchText';
import { FirstLoad, usePolled, type Polled } from '../../components/Polled';

/** How often the page asks for the figures when nothing live arrives. */
const POLL_MS = 5000;
/** Live ticks (one a second in an open room) ask for the figures at most this often. */
const TICK_MIN_MS = 2000;

const onSaleUrl = (id: string) => `/api/v1/admin/matches/${encodeURIComponent(id)}/on-sale`;
const queueUrl = (id: string) => `/api/v1/admin/matches/${encodeURIComponent(id)}/queue`;

const errorText = (e: unknown) => (e instanceof HttpError || e instanceof Error ? e.message : String(e));

/**
 * The control room's figures: asked every 5 seconds (not while the tab is hidden), and again when
 * the room's live tick arrives. A failed refresh keeps the last figures and says they are old.
 */
function useOnSale(id: string): Polled<OnSaleDto> & { live: boolean } {
  const polled = usePolled<OnSaleDto>(onSaleUrl(id), POLL_MS);
  // Live once a tick of this match's room arrived.
  const [liveFor, setLiveFor] = useState<string | null>(null);
  // The room's tick (once a second while it is open) asks for the figures again, at most every TICK_MIN_MS.
  useRoomTicks(id, (tick) => {
    if (tick.matchId !== id) return;
    setLiveFor(id);
    if (Date.now() - polled.askedAt() >= TICK_MIN_MS) polled.reload();
  });
  return { ...polled, live: liveFor === id };
}

/**
 * The match's room on the console's socket (`queue:<matchId>`, joined with `queue:join` on each
 * connection, since a new connection is in no room): `onTick` runs for each `queue:tick`.
 */
function useRoomTicks(matchId: string, onTick: (tick: QueueTickDto) => void): void {
  const handler = useRef(onTick);
  useEffect(() => { handler.current = onTick; });
  useEffect(() => {
    if (!matchId) return;
    const socket = io({ path: '/socket.io', auth: { token: localStorage.getItem(TOKEN_KEY) }, transports: ['websocket'] });
    socket.on('connect', () => { socket.emit('queue:join', matchId); });
    socket.on('queue:tick', (tick: QueueTickDto) => handler.current(tick));
    return () => { socket.disconnect(); };
  }, [matchId]);
}

const ROOM_COLOURS: Record<OnSaleDto['room'], ChipProps['color']> = { none: 'default', scheduled: 'default', pre_queue: 'info', open: 'success', standby: 'warning', sold_out: 'error' };

export function OnSalePage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const fixture = useFixtureText();
  const dates = useDates();
  const { permissions } = usePermissions();
  const { data: match } = useGetOne<AdminMatchDto>('matches', { id }, { enabled: !!id });
  const onSale = useOnSale(id);
  const { data, error, loadedAt, live, reload } = onSale;
  const now = useNow(15_000);
  const name = match ? fixture(match) : '';
  const started = !!data && (!data.saleStartsAt || new Date(data.saleStartsAt).getTime() <= now);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }} data-testid="on-sale">
      <Title title={name ? translate('club.onSale.title', { match: name }) : 'club.onSale.controlRoom'} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button component={Link} to="/matches" size="small" startIcon={<ArrowBackIcon />}>{translate('club.onSale.back')}</Button>
        {permissions === 'admin' ? <Button component={Link} to={`/matches/${id}`} size="small" startIcon={<EditIcon />}>{translate('club.onSale.edit')}</Button> : null}
      </Box>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {translate('club.onSale.controlRoom')}{name ? <Box component="span" sx={{ display: 'block', fontSize: '1rem', color: 'text.secondary' }}>{name}{match ? ` · ${dates.kickOff(match.match_date)}` : ''}</Box> : null}
      </Typography>

      <FirstLoad polled={onSale} loading={translate('club.onSale.loading')} failed={translate('club.onSale.loadError', { message: onSale.error })} retry={translate('club.onSale.retry')} testId="on-sale-error" />

      {data ? (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, my: 1 }}>
            <Chip color={ROOM_COLOURS[data.room]} label={translate(`club.onSale.room_${data.room}`)} data-testid="on-sale-room" />
            <Typography variant="body2">
              {data.saleStartsAt
                ? translate(started ? 'club.onSale.saleStarted' : 'club.onSale.saleStarts', { date: dates.dateTime(data.saleStartsAt), relative: dates.relative(data.saleStartsAt, now) })
                : translate('club.onSale.saleAnyTime')}
            </Typography>
            {data.queueOpensAt && data.room === 'scheduled' ? <Typography variant="body2">{translate('club.onSale.roomOpens', { date: dates.dateTime(data.queueOpensAt) })}</Typography> : null}
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" data-testid="on-sale-updated">
            {loadedAt ? translate(live ? 'club.onSale.updatedLive' : 'club.onSale.updated', { time: formatSeconds(loadedAt, dates.lang) }) : null}
          </Typography>
          {error ? <Alert severity="warning" sx={{ my: 1 }}>{translate('club.onSale.stale', { time: loadedAt ? formatSeconds(loadedAt, dates.lang) : '—', message: error })}</Alert> : null}
          {data.room === 'none' ? <Alert severity="info" sx={{ my: 1 }} data-testid="on-sale-no-room">{translate('club.onSale.noRoomText')}</Alert> : null}
          {!started && data.saleStartsAt ? <Alert severity="info" sx={{ my: 1 }} data-testid="on-sale-not-yet">{translate('club.onSale.notOnSaleYet', { date: dates.dateTime(data.saleStartsAt) })}</Alert> : null}

          <Figures data={data} />
          {data.room === 'none' ? null : <Admission id={id} data={data} canChange={permissions === 'admin'} onChanged={reload} />}
          <PerMinute data={data} />
          <Zones data={data} />
        </>
      ) : null}
    </Box>
  );
}

/** "10:03:12": the time of the last refresh, in Bangkok, with seconds. */
function formatSeconds(at: number, lang: 'en' | 'th'): string {
  return new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(at);
}

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" component="section" sx={{ my: 2 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.1rem' }}>{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The room's counts and the holds, as a list of figures (two a row on a phone). */
function Figures({ data }: { data: OnSaleDto }) {
  const translate = useTranslate();
  const { number } = useDates();
  const rows: { key: string; label: string; value: number; hint: string }[] = [
    ...(data.room === 'none' ? [] : [
      { key: 'waiting', label: 'club.onSale.waiting', value: data.waiting, hint: 'club.onSale.waitingHint' },
      { key: 'admitted', label: 'club.onSale.admitted', value: data.admitted, hint: 'club.onSale.admittedHint' },
      { key: 'active', label: 'club.onSale.activeShoppers', value: data.activeShoppers, hint: 'club.onSale.activeHint' },
    ]),
    { key: 'holds', label: 'club.onSale.holds', value: data.holds.seats, hint: translate('club.onSale.expiring', { smart_count: data.holds.expiringNextMinute, count: number(data.holds.expiringNextMinute) }) },
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${rows.length}, minmax(0, 1fr))` }, gap: { xs: 1, sm: 2 }, my: 2 }}>
      {rows.map((r) => (
        <Card key={r.key} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`on-sale-${r.key}`}>
          <Typography component="dt" variant="body2" color="text.secondary">{translate(r.label)}</Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 600, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>{number(r.value)}</Typography>
          <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>{translate(r.hint)}</Typography>
        </Card>
      ))}
    </Box>
  );
}

/** The admission now, and (for an admin) the control to change it at once: a number of fans a minute, or automatic. */
function Admission({ id, data, canChange, onChanged }: { id: string; data: OnSaleDto; canChange: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { number } = useDates();
  const { perMinute, auto, lastMinute, autoNow } = data.admission;
  // Until staff touch the control it follows the room (another admin may change it meanwhile); then it keeps their draft.
  const [draft, setDraft] = useState<{ mode: 'rate' | 'auto'; rate: string } | null>(null);
  const mode = draft?.mode ?? (auto ? 'auto' : 'rate');
  const rate = draft?.rate ?? (perMinute === null ? '' : String(perMinute));
  const [saving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const edit = (change: Partial<{ mode: 'rate' | 'auto'; rate: string }>) => { setDraft({ mode, rate, ...change }); setFieldError(null); };
  const current = auto ? translate('club.onSale.autoNow') : translate('club.onSale.rateNow', { smart_count: perMinute ?? 0, count: number(perMinute ?? 0) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = Number(rate);
    if (mode === 'rate' && (!rate || !Number.isInteger(value) || value < 1)) {
      setFieldError(translate('club.onSale.rateRequired'));
      return;
    }
    const body: QueueRateInput = mode === 'auto' ? { queue_admit_per_minute: null, queue_auto: true } : { queue_admit_per_minute: value, queue_auto: false };
    setSaving(true);
    setFieldError(null);
    try {
      await request(queueUrl(id), { method: 'PUT', body: JSON.stringify(body) });
      const words = mode === 'auto' ? translate('club.onSale.autoNow') : translate('club.onSale.rateNow', { smart_count: value, count: number(value) });
      notify(translate('club.onSale.saved', { rate: words }), { type: 'success' });
      setDraft(null);
      onChanged();
    } catch (err) {
      const fieldMessage = err instanceof HttpError ? (err.body as { errors?: Record<string, unknown> } | undefined)?.errors?.queue_admit_per_minute : undefined;
      if (typeof fieldMessage === 'string') setFieldError(fieldMessage);
      notify(translate('club.onSale.saveFailed', { message: errorText(err) }), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={translate('club.onSale.admission')} testId="on-sale-admission">
      <Typography sx={{ fontWeight: 600 }} data-testid="on-sale-rate">{current}</Typography>
      {autoNow ? (
        <Typography variant="body2" data-testid="on-sale-auto-now">
          {translate('club.onSale.autoLimit', {
            smart_count: autoNow.perMinute, count: number(autoNow.perMinute), seconds: number(Math.round(autoNow.purchaseP95Ms / 100) / 10), shoppers: number(autoNow.shoppersCeiling),
          })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">{translate('club.onSale.lastMinute', { smart_count: lastMinute, count: number(lastMinute) })}</Typography>
      {canChange ? (
        <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }} data-testid="on-sale-rate-form">
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>{translate('club.onSale.change')}</FormLabel>
            <RadioGroup value={mode} onChange={(e) => edit({ mode: e.target.value as 'rate' | 'auto' })}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <FormControlLabel value="rate" control={<Radio />} label={translate('club.onSale.modeRate')} />
                <TextField
                  size="small" type="number" value={rate} disabled={mode !== 'rate'} label={translate('club.onSale.rateLabel')}
                  onChange={(e) => edit({ rate: e.target.value })}
                  error={!!fieldError} helperText={fieldError ?? undefined}
                  slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric', 'data-testid': 'on-sale-rate-input' } }}
                  sx={{ width: 180 }}
                />
              </Box>
              <FormControlLabel value="auto" control={<Radio />} label={translate('club.onSale.modeAuto')} />
            </RadioGroup>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>{translate(mode === 'auto' ? 'club.onSale.autoHint' : 'club.onSale.rateHint')}</Typography>
          </FormControl>
          <Box>
            <Button type="submit" variant="contained" disabled={saving} data-testid="on-sale-rate-apply">{translate('club.onSale.apply')}</Button>
          </Box>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>{translate('club.onSale.readOnly')}</Typography>
      )}
    </Panel>
  );
}

/** Tickets and baht of each of the last 10 minutes: two bar charts drawn with boxes, said in words and in a table for those who do not see them. */
function PerMinute({ data }: { data: OnSaleDto }) {
  const translate = useTranslate();
  const { number, time } = useDates();
  const baht = useBaht();
  const rows = data.perMinute;
  const tickets = rows.map((r) => r.tickets);
  const satang = rows.map((r) => r.satang);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return (
    <Panel title={translate('club.onSale.perMinute')} testId="on-sale-per-minute">
      {sum(tickets) === 0 ? <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('club.onSale.noSales')}</Typography> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <Bars
          title={translate('club.onSale.tickets')} values={tickets} minutes={rows.map((r) => time(r.minute))} format={number}
          summary={translate('club.onSale.ticketsSummary', { total: number(sum(tickets)), peak: number(Math.max(0, ...tickets)) })}
        />
        <Bars
          title={translate('club.onSale.baht')} values={satang} minutes={rows.map((r) => time(r.minute))} format={(v) => baht(v)}
          summary={translate('club.onSale.bahtSummary', { total: baht(sum(satang)), peak: baht(Math.max(0, ...satang)) })}
        />
      </Box>
      <Box component="details" sx={{ mt: 2, '& summary': { cursor: 'pointer', width: 'fit-content', py: 0.5 }, '& summary:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}>
        <Box component="summary">{translate('club.onSale.asTable')}</Box>
        <Box component="table" sx={{ mt: 1, borderCollapse: 'collapse', '& th, & td': { px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider', textAlign: 'right' }, '& th:first-of-type, & td:first-of-type': { textAlign: 'left' } }} data-testid="on-sale-per-minute-table">
          <caption style={visuallyHidden as object}>{translate('club.onSale.perMinute')}</caption>
          <thead><tr><th scope="col">{translate('club.onSale.minute')}</th><th scope="col">{translate('club.onSale.tickets')}</th><th scope="col">{translate('club.onSale.baht')}</th></tr></thead>
          <tbody>
            {rows.map((r) => <tr key={r.minute}><th scope="row" style={{ fontWeight: 'normal' }}>{time(r.minute)}</th><td>{number(r.tickets)}</td><td>{baht(r.satang)}</td></tr>)}
          </tbody>
        </Box>
      </Box>
    </Panel>
  );
}

/** One series as bars (a figure whose caption says its total and peak in words; the bars themselves are hidden from screen readers). */
function Bars({ title, values, minutes, format, summary }: { title: string; values: number[]; minutes: string[]; format: (v: number) => string; summary: string }) {
  const max = Math.max(0, ...values);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box component="figcaption" sx={{ mb: 1 }}>
        <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" component="span">{summary}</Typography>
      </Box>
      <Box aria-hidden sx={{ display: 'flex', alignItems: 'flex-end', gap: '4px', height: 120, borderBottom: 1, borderColor: 'text.secondary', position: 'relative' }}>
        {max > 0 ? <Typography variant="caption" color="text.secondary" sx={{ position: 'absolute', top: -2, left: 0 }}>{format(max)}</Typography> : null}
        {values.map((v, i) => (
          <Box
            key={minutes[i] ?? i} title={`${minutes[i]}: ${format(v)}`}
            sx={{ flex: 1, minWidth: 0, height: max ? `${Math.max((v / max) * 85, v > 0 ? 2 : 0)}%` : 0, bgcolor: 'primary.main', borderRadius: '2px 2px 0 0' }}
          />
        ))}
      </Box>
      <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">{minutes[0]}</Typography>
        <Typography variant="caption" color="text.secondary">{minutes[minutes.length - 1]}</Typography>
      </Box>
    </Box>
  );
}

/** Each zone's sold, held and left against its capacity: a bar, and the same figures in words. */
function Zones({ data }: { data: OnSaleDto }) {
  const translate = useTranslate();
  const localized = useLocalized();
  const { number } = useDates();
  const legend = [
    { key: 'sold', colour: 'primary.main', label: 'club.onSale.legendSold' },
    { key: 'held', colour: 'warning.main', label: 'club.onSale.legendHeld' },
    { key: 'left', colour: 'grey.300', label: 'club.onSale.legendLeft' },
  ];
  return (
    <Panel title={translate('club.onSale.zones')} testId="on-sale-zones">
      {data.zones.length === 0 ? <Typography variant="body2" color="text.secondary">{translate('club.onSale.noZones')}</Typography> : (
        <>
          <Box aria-hidden sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1.5 }}>
            {legend.map((l) => (
              <Box key={l.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Box sx={{ width: 14, height: 14, bgcolor: l.colour, border: 1, borderColor: 'text.secondary', borderRadius: '2px' }} />
                <Typography variant="caption">{translate(l.label)}</Typography>
              </Box>
            ))}
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.zones.map((z) => {
              const capacity = Math.max(z.capacity, z.sold + z.held + z.available, 1);
              const pct = (n: number) => `${(n / capacity) * 100}%`;
              return (
                <Box component="li" key={z.zoneId} data-testid="on-sale-zone">
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>{localized({ name: z.name, name_th: z.nameTh }, 'name')}</Typography>
                    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {translate('club.onSale.zoneLine', { sold: number(z.sold), capacity: number(z.capacity), held: number(z.held), available: number(z.available) })}
                    </Typography>
                  </Box>
                  <Box aria-hidden sx={{ display: 'flex', height: 14, mt: 0.5, bgcolor: 'grey.300', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'text.secondary' }}>
                    <Box sx={{ width: pct(z.sold), bgcolor: 'primary.main' }} />
                    <Box sx={{ width: pct(z.held), bgcolor: 'warning.main' }} />
                  </Box>
                </Box>
              );
            })}
          </Box>
        </>
      )}
    </Panel>
  );
}

