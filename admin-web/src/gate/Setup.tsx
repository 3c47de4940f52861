import { useEffect, useState } from 'react';
import { Alert, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { CheckInGate, CheckInMatch } from '@club/core';
import type { ConsoleLocale } from '../locale';
import { callJson } from './api';
import { downloadMatch, NoCrypto } from './download';
import type { DeviceRecord, GateDatabase } from './queue';
import type { GateSession } from './session';
import { clock, type Translate } from './texts';

/** A match as the gate names it: "Home – Away · date, time". */
export function fixture(m: Pick<CheckInMatch, 'home_team' | 'home_team_th' | 'away_team' | 'away_team_th' | 'match_date'>, t: Translate, locale: ConsoleLocale): string {
  const th = locale === 'th';
  const away = (th ? m.away_team_th : m.away_team) ?? t('club.checkIn.tba');
  const when = clock(locale);
  return `${th ? m.home_team_th : m.home_team} – ${away} · ${when.date(m.match_date)} ${when.time(m.match_date)}`;
}

/** Pick the match and the gate, name the phone, and download the match (online). */
export function Setup({ db, device, t, locale, onReady, onCancel }: {
  db: GateDatabase; device: DeviceRecord | null; t: Translate; locale: ConsoleLocale;
  onReady: (s: GateSession) => void; onCancel: (() => void) | null;
}) {
  const [matches, setMatches] = useState<CheckInMatch[] | null>(null);
  const [matchId, setMatchId] = useState(device?.matchId ?? '');
  const [gatesOf, setGatesOf] = useState<{ matchId: string; gates: CheckInGate[] } | null>(null);
  const [gateId, setGateId] = useState(device?.gateId ?? '');
  const [label, setLabel] = useState(device?.label ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const gates = gatesOf?.matchId === matchId ? gatesOf.gates : null;

  useEffect(() => {
    callJson<CheckInMatch[]>('/gate/matches').then((list) => {
      setMatches(list);
      setMatchId((chosen) => (list.some((m) => m.id === chosen) ? chosen : (list.find((m) => m.today) ?? list[0])?.id ?? ''));
    }).catch((e: Error) => setError(t('gate.setup.loadError', { error: e.message })));
  }, [t]);
  useEffect(() => {
    if (!matchId) return;
    let alive = true;
    callJson<CheckInGate[]>(`/gate/gates?match_id=${matchId}`).then((list) => alive && setGatesOf({ matchId, gates: list })).catch(() => alive && setGatesOf({ matchId, gates: [] }));
    return () => { alive = false; };
  }, [matchId]);

  const gate = gates?.find((g) => g.id === gateId) ?? null;
  const gateLabel = (g: CheckInGate) => (locale === 'th' ? g.name_th : g.name);
  const chooseGate = (id: string) => {
    const picked = gates?.find((g) => g.id === id);
    setGateId(id);
    // A name the report can tell apart: the gate's, and which of its phones.
    if (picked && (!label || gates?.some((g) => label.startsWith(`${gateLabel(g)} · `)))) setLabel(`${gateLabel(picked)} · 1`);
  };
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      onReady(await downloadMatch(db, { matchId, gateId: gate?.id ?? null, label: label.trim() }));
    } catch (e) {
      setError(e instanceof NoCrypto ? t('gate.noCrypto') : t('gate.pack.failed', { error: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="gate-setup-title">
      <Typography id="gate-setup-title" component="h2" variant="h5">{t('gate.setup.title')}</Typography>
      {!matches && !error && <LinearProgress aria-label={t('gate.setup.match')} />}
      {matches && !matches.length && <Alert severity="warning">{t('gate.setup.noMatches')}</Alert>}
      <TextField select label={t('gate.setup.match')} value={matches?.some((m) => m.id === matchId) ? matchId : ''} onChange={(e) => setMatchId(e.target.value)}
        disabled={!matches?.length} fullWidth sx={{ '& .MuiSelect-select.MuiInputBase-input': { whiteSpace: 'normal' } }}>
        {(matches ?? []).map((m) => <MenuItem key={m.id} value={m.id}>{fixture(m, t, locale)}</MenuItem>)}
      </TextField>
      {gates && (gates.length ? (
        <TextField select label={t('gate.setup.gate')} value={gate?.id ?? ''} onChange={(e) => chooseGate(e.target.value)} fullWidth>
          {gates.map((g) => <MenuItem key={g.id} value={g.id}>{gateLabel(g)}</MenuItem>)}
        </TextField>
      ) : <Typography>{t('gate.setup.anyGate')}</Typography>)}
      <TextField label={t('gate.setup.label')} helperText={t('gate.setup.labelHint')} value={label} onChange={(e) => setLabel(e.target.value)}
        autoComplete="off" fullWidth slotProps={{ htmlInput: { maxLength: 40 } }} />
      {error && <Alert severity="error">{error}</Alert>}
      {busy && <LinearProgress aria-label={t('gate.pack.downloading')} />}
      <Button variant="contained" size="large" onClick={() => void download()}
        disabled={busy || !matchId || !gates || (gates.length > 0 && !gate) || !label.trim()}>
        {busy ? t('gate.pack.downloading') : t('gate.pack.download')}
      </Button>
      {onCancel && <Button onClick={onCancel}>{t('gate.setup.cancel')}</Button>}
    </Stack>
  );
}
