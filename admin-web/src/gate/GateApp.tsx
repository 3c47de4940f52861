import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, CssBaseline, LinearProgress, Typography } from '@mui/material';
import { isGateRole, isStaffRole, type Profile } from '@club/core';
import { chooseLocale, initialLocale, type ConsoleLocale } from '../locale';
import { profile as fetchProfile, signedIn, signOut } from './api';
import { downloadMatch, NoCrypto, openPack } from './download';
import { openGateDb, queuedCount, type DeviceRecord, type GateDatabase } from './queue';
import { ScanPage } from './ScanPage';
import { GateSession } from './session';
import { Setup } from './Setup';
import { SignIn } from './SignIn';
import { translator } from './texts';

/** Who signed in on this phone, kept so the app starts with no network (the credential itself is the console's token). */
const PROFILE_KEY = 'club.gate.profile';
const storedProfile = (): Profile | null => {
  const raw = localStorage.getItem(PROFILE_KEY);
  return raw && signedIn() ? (JSON.parse(raw) as Profile) : null;
};

/** The browser's offer to install the app (Chromium's beforeinstallprompt). */
interface InstallPrompt extends Event { prompt(): Promise<void> }

export function GateApp() {
  const [locale, setLocale] = useState<ConsoleLocale>(initialLocale);
  const t = useMemo(() => translator(locale), [locale]);
  const [who, setWho] = useState<Profile | null>(storedProfile);
  const [db, setDb] = useState<GateDatabase | null>(null);
  const [device, setDevice] = useState<DeviceRecord | null>(null);
  const [session, setSession] = useState<GateSession | null>(null);
  const [booted, setBooted] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [noCrypto, setNoCrypto] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [queued, setQueued] = useState(0);
  const [install, setInstall] = useState<InstallPrompt | null>(null);
  const steward = !isStaffRole(who?.role);

  useEffect(() => {
    chooseLocale(locale);
    document.title = t('gate.title');
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.href = locale === 'th' ? '/admin/gate/manifest.th.webmanifest' : '/admin/gate/manifest.webmanifest';
  }, [locale, t]);

  useEffect(() => {
    const offer = (e: Event) => { e.preventDefault(); setInstall(e as InstallPrompt); };
    window.addEventListener('beforeinstallprompt', offer);
    return () => window.removeEventListener('beforeinstallprompt', offer);
  }, []);

  // The phone's storage, and the match it downloaded (with no network too).
  useEffect(() => {
    void (async () => {
      const opened = await openGateDb();
      setDb(opened);
      setQueued(await queuedCount(opened));
      const self = await opened.get('device', 'self');
      setDevice(self ?? null);
      const record = self && (await opened.get('packs', self.matchId));
      try {
        const pack = record ? await openPack(record.bytes) : null;
        if (self && record && pack) setSession(await GateSession.open(opened, pack, record, self));
      } catch (e) {
        if (!(e instanceof NoCrypto)) throw e;
        setNoCrypto(true);
      }
      setBooted(true);
    })();
  }, []);

  // Online, who holds the console's credential here is asked again: a console session opens the
  // app too, and a role taken away ends it here as well.
  useEffect(() => {
    if (!signedIn()) return;
    fetchProfile().then((p) => {
      if (!isGateRole(p.role)) throw new Error('not a gate role');
      localStorage.setItem(PROFILE_KEY, JSON.stringify(p));
      setWho((was) => (was?.id === p.id && was.role === p.role ? was : p));
    }).catch((e: { status?: number }) => {
      if (e.status === 0) return;
      localStorage.removeItem(PROFILE_KEY);
      setWho(null);
    });
  }, [who?.id]);

  const signedInAs = (p: Profile) => {
    localStorage.setItem(PROFILE_KEY, JSON.stringify(p));
    setWho(p);
  };
  const leave = async () => {
    const waiting = db ? await queuedCount(db) : 0;
    if (waiting && !window.confirm(t('gate.signOutQueued', { smart_count: waiting }))) return;
    await signOut();
    localStorage.removeItem(PROFILE_KEY);
    setQueued(waiting);
    setWho(null);
  };
  const ready = (s: GateSession) => {
    setSession(s);
    setDevice(s.device);
    setChoosing(false);
  };
  const refresh = useCallback(() => {
    if (!db || !session || refreshing) return;
    setRefreshing(true);
    downloadMatch(db, session.device).then(setSession).catch(() => undefined).finally(() => setRefreshing(false));
  }, [db, session, refreshing]);

  return (
    <>
      <CssBaseline />
      <Box component="header" sx={{ bgcolor: '#0b1a3a', color: '#fff', px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: '1.25rem', flexGrow: 1, color: '#ffd60a' }}>{t('gate.title')}</Typography>
        {install && <Button size="small" color="inherit" onClick={() => void install.prompt().then(() => setInstall(null))}>{t('gate.install')}</Button>}
        <Button size="small" color="inherit" lang={locale === 'th' ? 'en' : 'th'} onClick={() => setLocale(locale === 'th' ? 'en' : 'th')}>{t('gate.language')}</Button>
        {who && <Button size="small" color="inherit" onClick={() => void leave()}>{t('gate.signOut')}</Button>}
      </Box>
      <Box component="main" sx={{ p: 2, maxWidth: 720, mx: 'auto' }}>
        {noCrypto && <Alert severity="error" sx={{ mb: 2 }}>{t('gate.noCrypto')}</Alert>}
        {!booted || !db ? <LinearProgress aria-label={t('gate.title')} />
          : !who ? <SignIn t={t} queued={queued} onSignedIn={signedInAs} />
            : session && !choosing
              ? <ScanPage session={session} steward={steward} t={t} locale={locale} onChangeSetup={() => setChoosing(true)} onRefresh={refresh} refreshing={refreshing} />
              : <Setup db={db} device={device} t={t} locale={locale} onReady={ready} onCancel={session ? () => setChoosing(false) : null} />}
      </Box>
    </>
  );
}
