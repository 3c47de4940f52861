import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { Link } from 'react-router';
import { HttpError, Title, useLocaleState, useTranslate } from 'react-admin';
import { GATE_NAME_MAX, assertNever, type CheckInAdmitted, type CheckInGate, type CheckInMatch, type CheckInRefused, type CheckInStats, type CheckInTicket, gateNames } from '@club/core';
import { useDates } from '../dates';
import { useQrCamera } from '../gate/camera';
import { request } from '../http';
import { gateReportPath } from '../components/GateReportLink';

/**
 * What a check answered: admitted; a refusal (its code and the ticket's facts); a valid ticket at
 * the wrong gate (its code, to admit it here anyway); or another error, in the API's words (an
 * unknown ticket).
 */
type Outcome =
  | { kind: 'admitted'; data: CheckInAdmitted }
  | { kind: CheckInRefused['result']; details: CheckInRefused }
  | { kind: 'wrong_gate'; details: CheckInRefused; code: string }
  | { kind: 'refused'; message: string };

const MATCH_KEY = 'club.gate.match';
/** This device's gate name ("Gate B"), kept for the next shift on the same phone: at a venue without gates. */
const GATE_KEY = 'club.gate.name';
/** This device's venue gate, kept the same way: at a venue with gates. */
const GATE_ID_KEY = 'club.gate.id';

/** A short tone and a buzz, so the gate hears the answer without reading it (where the device allows). */
function signal(ok: boolean) {
  try {
    navigator.vibrate?.(ok ? 80 : [120, 60, 120]);
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = ok ? 880 : 220;
    gain.gain.value = 0.15;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + (ok ? 0.12 : 0.35));
    tone.onended = () => void audio.close();
  } catch { /* no sound on this device */ }
}

/** The device camera as a QR reader (the gate app's): calls onCode for each code read; the caller decides what to do with repeats. */
function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const { video, problem } = useQrCamera(onCode);
  const error = problem && (problem.kind === 'none' ? translate('club.checkIn.noCamera') : problem.message);

  return (
    <Stack spacing={1}>
      {error ? (
        <Alert severity="error">{translate('club.checkIn.cameraError', { error })}</Alert>
      ) : (
        <Box sx={{ position: 'relative', width: '100%', maxWidth: 480, mx: 'auto', aspectRatio: '1', bgcolor: 'black', borderRadius: 1, overflow: 'hidden' }}>
          <video ref={video} muted playsInline data-testid="checkin-video" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          <Box sx={{ position: 'absolute', inset: '15%', border: '3px solid rgba(255,255,255,0.8)', borderRadius: 2, pointerEvents: 'none' }} />
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>{translate('club.checkIn.cameraHint')}</Typography>
      <Button variant="outlined" startIcon={<VideocamOffIcon />} onClick={onClose}>{translate('club.checkIn.stopCamera')}</Button>
    </Stack>
  );
}

// A ticket used before is refused like any other: red (white on it 5.6:1), never a caution's amber.
// Amber is kept for a valid ticket at the wrong gate: the holder is sent on, not turned away (near-black on it 10:1).
const COLORS = { admitted: '#1b7f3b', already_used: '#c62828', refused: '#c62828', wrong_gate: '#f9a825' } as const;
const INK = { admitted: 'white', already_used: 'white', refused: 'white', wrong_gate: '#1a1a1a' } as const;

/** A match as the gate names it: "Home – Away · date, time" in the console's language. */
function useFixture() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dates = useDates();
  return (m: CheckInMatch) => {
    const th = locale === 'th';
    const away = (th ? m.away_team_th : m.away_team) ?? translate('club.checkIn.tba');
    return `${th ? m.home_team_th : m.home_team} – ${away} · ${dates.dateTime(m.match_date)}`;
  };
}

/** Gates by name in the console's language: "Gate A or Gate B". */
function useGateNames() {
  const [locale] = useLocaleState();
  return (gates: CheckInGate[]) => gateNames(gates.map((g) => ({ name: g.name, nameTh: g.name_th })), locale === 'th' ? 'th' : 'en');
}

/** Why the gate refused a ticket, by the refusal's code, with the ticket's facts. */
function useRefusalText() {
  const translate = useTranslate();
  const dates = useDates();
  const fixture = useFixture();
  const gateNames = useGateNames();
  return (refused: CheckInRefused): string => {
    switch (refused.reason) {
      case 'already_used':
        return translate('club.checkIn.refusal_already_used', { time: dates.dateTimeSeconds(refused.used_at), by: refused.used_by?.name ?? '?' });
      case 'wrong_match':
        return translate('club.checkIn.refusal_wrong_match', { match: fixture(refused.ticket.match) });
      case 'transferred':
        return translate('club.checkIn.refusal_transferred');
      case 'on_exchange':
        return translate('club.checkIn.refusal_on_exchange');
      case 'wrong_gate':
        return translate('club.checkIn.refusal_wrong_gate', { gates: gateNames(refused.admit_at ?? []) });
      default:
        return assertNever(refused.reason);
    }
  };
}

/** The ticket's zone (its colour beside it) and seat, large: where its holder goes. */
function TicketPlace({ ticket, ink }: { ticket: CheckInTicket; ink: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const seat = ticket.place;
  return (
    <Box data-testid="checkin-place" sx={{ display: 'flex', gap: 1.5, alignItems: 'stretch', mt: 1.5 }}>
      <Box aria-hidden sx={{ width: 10, flexShrink: 0, borderRadius: 1, bgcolor: ticket.zone.colour, border: `2px solid ${ink}` }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontSize: { xs: '1.8rem', sm: '2.1rem' }, fontWeight: 800, lineHeight: 1.15 }} data-testid="checkin-zone">
          {translate('club.checkIn.zone')} {locale === 'th' ? ticket.zone.name_th : ticket.zone.name}
        </Typography>
        {/* Free seating has no seat to name: the entry count says which of the purchase it is. */}
        {seat && (
          <Typography sx={{ fontSize: { xs: '1.5rem', sm: '1.8rem' }, fontWeight: 700, lineHeight: 1.2 }} data-testid="checkin-seat">
            {translate('club.checkIn.seatPlace', { row: seat.row, number: seat.number })}
            {seat.wheelchair && ` · ${translate('club.checkIn.wheelchair')}`}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function ResultPanel({ outcome, onAdmitAnyway, busy }: { outcome: Outcome; onAdmitAnyway: (code: string) => void; busy: boolean }) {
  const translate = useTranslate();
  const dates = useDates();
  const refusalText = useRefusalText();
  const ticket = outcome.kind === 'admitted' ? outcome.data.ticket : 'details' in outcome ? outcome.details.ticket : null;
  const fact = (label: string, value: string, testId?: string) => (
    <Box>
      <Typography component="span" sx={{ opacity: 0.85 }}>{label}: </Typography>
      <Typography component="span" sx={{ fontWeight: 700 }} data-testid={testId}>{value}</Typography>
    </Box>
  );
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-testid="checkin-result"
      data-result={outcome.kind}
      sx={{ bgcolor: COLORS[outcome.kind], color: INK[outcome.kind], borderRadius: 2, p: { xs: 2, sm: 3 }, fontSize: { xs: '1.05rem', sm: '1.15rem' } }}
    >
      <Typography component="div" sx={{ fontWeight: 900, fontSize: { xs: '2.2rem', sm: '2.8rem' }, lineHeight: 1.1, letterSpacing: 1 }}>
        {translate(`club.checkIn.result_${outcome.kind}`)}
      </Typography>
      {outcome.kind !== 'admitted' && (
        <Typography sx={{ fontSize: '1.2rem', fontWeight: 600, mt: 1 }} data-testid="checkin-reason" data-reason={'details' in outcome ? outcome.details.reason : undefined}>
          {'details' in outcome ? refusalText(outcome.details) : outcome.message}
        </Typography>
      )}
      {outcome.kind === 'already_used' && (
        <Stack sx={{ mt: 1 }}>
          {outcome.details.used_at && fact(translate('club.checkIn.usedAt'), dates.dateTimeSeconds(outcome.details.used_at), 'checkin-used-at')}
          {outcome.details.used_by && fact(translate('club.checkIn.usedBy'), outcome.details.used_by.name, 'checkin-used-by')}
          {outcome.details.used_gate && fact(translate('club.checkIn.usedGate'), outcome.details.used_gate, 'checkin-used-gate')}
        </Stack>
      )}
      {ticket && (outcome.kind === 'admitted' || outcome.kind === 'wrong_gate') && <TicketPlace ticket={ticket} ink={INK[outcome.kind]} />}
      {outcome.kind === 'wrong_gate' && (
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          onClick={() => onAdmitAnyway(outcome.code)}
          data-testid="checkin-admit-anyway"
          sx={{ mt: 2, bgcolor: '#1a1a1a', color: 'white', '&:hover': { bgcolor: '#333' }, '&:focus-visible': { outline: '3px solid #1a1a1a', outlineOffset: 3 } }}
        >
          {translate('club.checkIn.admitAnyway')}
        </Button>
      )}
      {ticket && (
        <Stack sx={{ mt: 1.5 }} spacing={0.25}>
          {outcome.kind === 'admitted' && (
            <Typography sx={{ fontSize: { xs: '1.8rem', sm: '2rem' }, fontWeight: 800 }} data-testid="checkin-entry">{translate('club.checkIn.entry', { seat: ticket.seat, count: ticket.entries })}</Typography>
          )}
          {fact(translate('club.checkIn.holder'), ticket.holder_name, 'checkin-holder')}
          {fact(translate('club.checkIn.ticket'), ticket.ticket_number)}
          {outcome.kind === 'admitted' && fact(translate('club.checkIn.admittedAt'), dates.dateTimeSeconds(outcome.data.used_at))}
          {outcome.kind === 'admitted' && outcome.data.used_gate && fact(translate('club.checkIn.usedGate'), outcome.data.used_gate, 'checkin-gate-shown')}
        </Stack>
      )}
    </Box>
  );
}

export function GateCheckIn() {
  const translate = useTranslate();
  const dates = useDates();
  const [matches, setMatches] = useState<CheckInMatch[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [matchId, setMatchId] = useState<string>('');
  const [stats, setStats] = useState<CheckInStats | null>(null);
  const [code, setCode] = useState('');
  const [gate, setGate] = useState(() => localStorage.getItem(GATE_KEY) ?? '');
  // The venue's gates of the chosen match (null while loading); none: the gate types its name as before.
  const [gatesOf, setGatesOf] = useState<{ matchId: string; gates: CheckInGate[] } | null>(null);
  const gates = gatesOf?.matchId === matchId ? gatesOf.gates : null;
  const [gateId, setGateId] = useState(() => localStorage.getItem(GATE_ID_KEY) ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [camera, setCamera] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const lastScan = useRef<{ code: string; at: number }>({ code: '', at: 0 });

  useEffect(() => {
    request('/api/v1/admin/check-in/matches').then(({ json }) => {
      const list = json as CheckInMatch[];
      setMatches(list);
      const remembered = localStorage.getItem(MATCH_KEY);
      // Today's match, unless this gate chose another one of today's; on other days the last choice.
      const pick = list.find((m) => m.id === remembered && m.today) ?? list.find((m) => m.today) ?? list.find((m) => m.id === remembered) ?? list[0];
      setMatchId(pick?.id ?? '');
    }).catch(() => setLoadError(true));
  }, []);

  useEffect(() => {
    if (!matchId) return;
    let alive = true;
    request(`/api/v1/admin/check-in/gates?match_id=${matchId}`)
      .then(({ json }) => alive && setGatesOf({ matchId, gates: json as CheckInGate[] }))
      .catch(() => alive && setGatesOf({ matchId, gates: [] }));
    return () => { alive = false; };
  }, [matchId]);
  // This device's gate, when it is one of this venue's.
  const venueGate = gates?.find((g) => g.id === gateId);

  // The running count, again after every check.
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (!matchId) return;
    let alive = true;
    request(`/api/v1/admin/check-in/stats?match_id=${matchId}`)
      .then(({ json }) => alive && setStats(json as CheckInStats))
      .catch(() => alive && setStats(null));
    return () => { alive = false; };
  }, [matchId, checks]);

  const check = useCallback(async (raw: string, gateOverride = false) => {
    const text = raw.trim();
    if (!text || !matchId) return;
    setBusy(true);
    const at = gates?.length ? { gate_id: venueGate?.id, gate_override: gateOverride || undefined } : { gate: gate.trim() || undefined };
    try {
      const { json } = await request('/api/v1/admin/check-in', { method: 'POST', body: JSON.stringify({ code: text, match_id: matchId, ...at }) });
      setOutcome({ kind: 'admitted', data: json as CheckInAdmitted });
      signal(true);
      setCode('');
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { error?: { code?: string; details?: CheckInRefused } } | undefined) : undefined;
      const details = body?.error?.details && typeof body.error.details === 'object' && 'reason' in body.error.details ? body.error.details : undefined;
      setOutcome(details?.reason === 'wrong_gate'
        ? { kind: 'wrong_gate', details, code: text }
        : details
          ? { kind: details.result, details }
          : { kind: 'refused', message: e instanceof Error ? e.message : translate('club.checkIn.error') });
      signal(false);
      setCode('');
    } finally {
      setBusy(false);
      setChecks((n) => n + 1);
      input.current?.focus();
    }
  }, [matchId, gate, gates, venueGate, translate]);

  // The camera sees the same code many times a second: check it once, and again only after a pause.
  const onScan = useCallback((scanned: string) => {
    const now = Date.now();
    if (busy || (scanned === lastScan.current.code && now - lastScan.current.at < 4000)) return;
    lastScan.current = { code: scanned, at: now };
    void check(scanned);
  }, [busy, check]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void check(code);
  };

  const fixture = useFixture();
  const gateNames = useGateNames();
  const matchLabel = (m: CheckInMatch) => `${m.today ? `${translate('club.checkIn.today')} · ` : ''}${fixture(m)}`;

  return (
    <Stack data-testid="checkin-page" spacing={2} sx={{ mt: 2, mb: 4, mx: 'auto', width: '100%', minWidth: 0, maxWidth: 720 }}>
      <Title title="club.checkIn.title" />
      {/* Stewards' phones scan in the gate app, which keeps working when the stadium's network fails. */}
      <Button href="/admin/gate/" variant="outlined" startIcon={<InstallMobileIcon />} data-testid="checkin-gate-app" sx={{ alignSelf: 'flex-start' }}>
        {translate('club.checkIn.gateApp')}
      </Button>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            {!matches && !loadError && <LinearProgress aria-label={translate('ra.page.loading')} />}
            {loadError && <Alert severity="error">{translate('club.checkIn.loadError')}</Alert>}
            {matches && !matches.length && <Alert severity="warning">{translate('club.checkIn.noMatches')}</Alert>}
            <TextField
              select
              label={translate('club.checkIn.match')}
              value={matches?.some((m) => m.id === matchId) ? matchId : ''}
              onChange={(e) => { setMatchId(e.target.value); localStorage.setItem(MATCH_KEY, e.target.value); setOutcome(null); }}
              disabled={!matches?.length}
              fullWidth
              // A long fixture wraps on a phone instead of widening the page.
              sx={{ '& .MuiSelect-select.MuiInputBase-input': { whiteSpace: 'normal' } }}
              slotProps={{ htmlInput: { 'data-testid': 'checkin-match' } }}
            >
              {(matches ?? []).map((m) => <MenuItem key={m.id} value={m.id}>{matchLabel(m)}</MenuItem>)}
            </TextField>
            {gates?.length ? (
              <TextField
                select
                label={translate('club.checkIn.gatePick')}
                helperText={translate('club.checkIn.gatePickHint')}
                value={venueGate?.id ?? ''}
                onChange={(e) => { setGateId(e.target.value); localStorage.setItem(GATE_ID_KEY, e.target.value); setOutcome(null); }}
                fullWidth
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'checkin-gate-pick' } }}
              >
                <MenuItem value="">{translate('club.checkIn.gateChoose')}</MenuItem>
                {gates.map((g) => <MenuItem key={g.id} value={g.id}>{gateNames([g])}</MenuItem>)}
              </TextField>
            ) : gates && (
              <TextField
                label={translate('club.checkIn.gate')}
                helperText={translate('club.checkIn.gateHint')}
                value={gate}
                onChange={(e) => { setGate(e.target.value); localStorage.setItem(GATE_KEY, e.target.value.trim()); }}
                autoComplete="off"
                fullWidth
                slotProps={{ htmlInput: { 'data-testid': 'checkin-gate', maxLength: GATE_NAME_MAX } }}
              />
            )}
            {stats?.match_id === matchId && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
                <Typography data-testid="checkin-count" sx={{ fontSize: '1.1rem' }}>
                  {translate('club.checkIn.count', { admitted: dates.number(stats.admitted), issued: dates.number(stats.issued) })}
                </Typography>
                <Button component={Link} to={gateReportPath(matchId)} size="small" startIcon={<FactCheckIcon />} data-testid="checkin-gate-report">{translate('club.gateReport.open')}</Button>
              </Box>
            )}
            <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}>
              <TextField
                inputRef={input}
                autoFocus
                fullWidth
                label={translate('club.checkIn.code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                slotProps={{ htmlInput: { 'data-testid': 'checkin-code-input', autoCapitalize: 'characters', spellCheck: false, enterKeyHint: 'go' } }}
              />
              <Button type="submit" variant="contained" size="large" disabled={busy || !code.trim() || !matchId} data-testid="checkin-submit" sx={{ px: 3, flexShrink: 0 }}>
                {translate('club.checkIn.check')}
              </Button>
            </Box>
            {camera ? (
              <CameraScanner onCode={onScan} onClose={() => setCamera(false)} />
            ) : (
              <Button variant="outlined" size="large" startIcon={<QrCodeScannerIcon />} onClick={() => setCamera(true)} disabled={!matchId} data-testid="checkin-camera">
                {translate('club.checkIn.scan')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      {outcome && <ResultPanel outcome={outcome} busy={busy} onAdmitAnyway={(again) => void check(again, true)} />}
    </Stack>
  );
}
