import { useEffect, useState } from 'react';
import { Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

interface Health {
  status: 'ok' | 'degraded';
  database: { ok: boolean; kind: string; latencyMs: number };
  redis: { ok: boolean; latencyMs: number };
  queues: Record<string, { waiting?: number; active?: number; failed?: number; delayed?: number; error?: string }>;
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
      <Typography variant="h6">{translate('club.dashboard.health')}</Typography>
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
                  <strong>{name}</strong>: {q.error ?? translate('club.dashboard.queueLine', { waiting: q.waiting ?? 0, active: q.active ?? 0, failed: q.failed ?? 0 })}
                </Typography>
              ))}
            </CardContent></Card>
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
