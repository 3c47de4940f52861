import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { isGateRole, type Profile } from '@club/core';
import { signIn, signOut } from './api';
import type { Translate } from './texts';

/** The console's sign-in, kept by stewards, staff and admins only. */
export function SignIn({ t, queued, onSignedIn }: { t: Translate; queued: number; onSignedIn: (p: Profile) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const who = await signIn(email.trim(), password);
      if (isGateRole(who.role)) return onSignedIn(who);
      await signOut();
      setError(t('gate.signIn.notGate'));
    } catch (err) {
      setError(t('gate.signIn.failed', { error: err instanceof Error ? err.message : String(err) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} aria-labelledby="gate-sign-in-title" sx={{ maxWidth: 420, mx: 'auto', mt: 3 }}>
      <Stack spacing={2}>
        <Typography id="gate-sign-in-title" component="h2" variant="h5">{t('gate.signIn.title')}</Typography>
        {queued > 0 && <Alert severity="warning">{t('gate.signOutQueued', { smart_count: queued })}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label={t('gate.signIn.email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField label={t('gate.signIn.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <Button type="submit" variant="contained" size="large" disabled={busy}>{t('gate.signIn.submit')}</Button>
      </Stack>
    </Box>
  );
}
