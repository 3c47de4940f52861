import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import WifiIcon from '@mui/icons-material/Wifi';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import type { ConsoleLocale } from '../locale';
import { useQrCamera } from './camera';
import { useGateLink } from './link';
import type { ScanInput } from './queue';
import { ScannerReader } from './scanner-keys';
import type { GateSession, Shown } from './session';
import { fixture } from './Setup';
import { SIGNAL_OF, sound } from './signals';
import { clock, type Translate } from './texts';
import { VerdictPanel } from './VerdictPanel';

/** The header says the data is old after this long without a word from the server. */
const STALE_MS = 2 * 3_600_000;
/** The camera sees the same code many times a second: it is scanned again only after this pause. */
const CAMERA_REPEAT_MS = 4000;

function Camera({ t, onCode, onClose }: { t: Translate; onCode: (code: string) => void; onClose: () => void }) {
  const { video, problem } = useQrCamera(onCode);
  return (
    <Stack spacing={1}>
      {problem ? (
        <Alert severity="error">{t('club.checkIn.cameraError', { error: problem.kind === 'none' ? t('club.checkIn.noCamera') : problem.message })}</Alert>
      ) : (
        <Box sx={{ position: 'relative', width: '100%', maxWidth: 420, mx: 'auto', aspectRatio: '1', bgcolor: 'black', borderRadius: 1, overflow: 'hidden' }}>
          <video ref={video} muted playsInline data-testid="gate-video" aria-label={t('club.checkIn.cameraHint')} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          <Box sx={{ position: 'absolute', inset: '15%', border: '3px solid rgba(255,255,255,0.8)', borderRadius: 2, pointerEvents: 'none' }} />
        </Box>
      )}
      <Button variant="outlined" startIcon={<VideocamOffIcon />} onClick={onClose}>{t('club.checkIn.stopCamera')}</Button>
    </Stack>
  );
}

export function ScanPage({ session, steward, t, locale, onChangeSetup, onRefresh, refreshing }: {
  session: GateSession; steward: boolean; t: Translate; locale: ConsoleLocale; onChangeSetup: () => void; onRefresh: () => void; refreshing: boolean;
}) {
  const when = clock(locale);
  const [, setHeard] = useState(0);
  const onHeard = useCallback(() => setHeard((n) => n + 1), []);
  const link = useGateLink(session, { onHeard, onStalePack: onRefresh });
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const [typed, setTyped] = useState('');
  // The clock the header's "data from" ages by.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const queue = useRef(Promise.resolve());
  const lastCamera = useRef({ code: '', at: 0 });
  const latest = useRef({ decide: link.decide, slow: link.slow, countQueue: link.countQueue });
  useEffect(() => { latest.current = { decide: link.decide, slow: link.slow, countQueue: link.countQueue }; });

  // One scan at a time, in the order read: each is decided against what the one before recorded.
  const scan = useCallback((text: string, input: ScanInput, gateOverride = false) => {
    queue.current = queue.current.then(async () => {
      performance.mark('gate:decoded');
      try {
        const { decide, slow } = latest.current;
        const result = await session.scan(text, input, { steward, decide, gateOverride, onLate: slow });
        setShown(result);
        setError(null);
        sound(SIGNAL_OF[result.verdict]);
      } catch (e) {
        setError(t('gate.scanFailed', { error: e instanceof Error ? e.message : String(e) }));
      }
      await latest.current.countQueue();
    });
  }, [session, steward, t]);

  // The frame that shows a verdict: `npm run bench:gate` times a scan from gate:decoded (in scan) to here.
  useEffect(() => {
    if (shown) requestAnimationFrame(() => performance.mark('gate:painted'));
  }, [shown]);

  // Handheld scanners type the code and Enter, anywhere on the page.
  useEffect(() => {
    const reader = new ScannerReader((code) => {
      setTyped('');
      scan(code, 'scanner');
    });
    const onKey = (e: KeyboardEvent) => { if (reader.key(e)) e.preventDefault(); };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [scan]);

  const onCamera = useCallback((code: string) => {
    const now = Date.now();
    if (code === lastCamera.current.code && now - lastCamera.current.at < CAMERA_REPEAT_MS) return;
    lastCamera.current = { code, at: now };
    scan(code, 'camera');
  }, [scan]);

  const submitTyped = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) scan(typed, 'typed');
    setTyped('');
  };

  const { meta } = session.pack;
  const gate = meta.gates.find((g) => g.id === session.device.gateId);
  const gateName = gate ? (locale === 'th' ? gate.name_th : gate.name) : t('gate.thisGate');
  const counts = session.counts();
  const dataAt = session.record.dataAt;
  const stale = now - Date.parse(dataAt) > STALE_MS;
  const staff = !steward;

  return (
    <Stack spacing={2}>
      <Box component="section" aria-label={t('gate.setup.title')} sx={{ display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip data-testid="gate-online" data-online={link.online} icon={link.online ? <WifiIcon /> : <WifiOffIcon />}
            label={t(link.online ? 'gate.status.online' : 'gate.status.offline')}
            sx={{ fontWeight: 700, fontSize: '0.95rem', bgcolor: link.online ? '#1b7f3b' : '#f9a825', color: link.online ? '#fff' : '#1a1a1a', '& .MuiChip-icon': { color: 'inherit' } }} />
          {link.queued !== null && (
            <Typography data-testid="gate-queue" data-queued={link.queued} sx={{ fontWeight: 600 }}>
              {link.queued ? t('gate.queue.waiting', { smart_count: link.queued }) : t('gate.queue.sent')}
            </Typography>
          )}
        </Box>
        <Typography sx={{ fontWeight: 600 }}>{fixture(meta.match, t, locale)}</Typography>
        <Typography data-testid="gate-count" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {t('gate.count', { gate: gateName, n: when.number(counts.gate), m: when.number(counts.phone) })}
        </Typography>
        <Typography data-testid="gate-pack" sx={stale ? { color: '#8a5a00', fontWeight: 700 } : undefined}>
          {stale ? t('gate.pack.stale', { time: when.time(dataAt) }) : t('gate.pack.ready', { n: when.number(meta.tickets), time: when.time(dataAt) })}
          {' · '}{session.device.label}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" variant="outlined" onClick={onRefresh} disabled={refreshing || !link.online}>{t('gate.pack.refresh')}</Button>
          <Button size="small" onClick={onChangeSetup}>{t('gate.setup.change')}</Button>
        </Box>
      </Box>

      {error && <Alert severity="error">{error}</Alert>}
      {shown
        ? <VerdictPanel shown={shown} session={session} t={t} locale={locale}
            onAdmitAnyway={staff && shown.verdict === 'wrong_gate' ? () => scan(shown.text, shown.input, true) : null} />
        : <Typography sx={{ fontSize: '1.2rem', textAlign: 'center', py: 2 }}>{t('gate.next')}</Typography>}

      {camera
        ? <Camera t={t} onCode={onCamera} onClose={() => setCamera(false)} />
        : <Button variant="contained" size="large" startIcon={<QrCodeScannerIcon />} onClick={() => setCamera(true)} data-testid="gate-camera">{t('club.checkIn.scan')}</Button>}

      {staff && (link.online ? (
        <Box component="form" onSubmit={submitTyped} sx={{ display: 'flex', gap: 1 }}>
          <TextField fullWidth label={t('club.checkIn.code')} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off"
            slotProps={{ htmlInput: { 'data-testid': 'gate-typed', autoCapitalize: 'characters', spellCheck: false, enterKeyHint: 'go' } }} />
          <Button type="submit" variant="outlined" size="large" disabled={!typed.trim()}>{t('club.checkIn.check')}</Button>
        </Box>
      ) : <Typography color="text.secondary">{t('gate.typedOnline')}</Typography>)}
    </Stack>
  );
}
