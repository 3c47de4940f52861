import { useState } from 'react';
import { Box, Button, CardContent, FormControlLabel, Grid, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { HttpError, useGetList, useNotify, usePermissions, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { AdminMatchDto, AdminMatchZoneDto } from '@club/core';
import { CsvDownloadButton } from '../CsvDownloadButton';
import { useBaht, useLocalized } from '../catalogueFields';

/**
 * One zone of a match, edited in place: its price, closed or open, and places added or taken off
 * sale (a change to what is left when the server saves it, as fans keep buying meanwhile).
 */
function MatchZoneRow({ zone, admin }: { zone: AdminMatchZoneDto; admin: boolean }) {
  const translate = useTranslate();
  const localized = useLocalized();
  const baht = useBaht();
  const notify = useNotify();
  const [price, setPrice] = useState(String(zone.price));
  const [change, setChange] = useState('0');
  const [closed, setClosed] = useState(zone.closed);
  const [update, { isPending }] = useUpdate<AdminMatchZoneDto & { seats_change?: number }>();
  const [problem, setProblem] = useState<{ path: string; message: string } | null>(null);
  const count = (n: number) => n.toLocaleString(translate('club.catalogue.dateLocale'));
  const id = `mz-${zone.zone_id}`;
  const changed = Number(price) !== zone.price || closed !== zone.closed || Number(change) !== 0;

  const save = () => {
    setProblem(null);
    update('match-zones', { id: zone.id, data: { price: Number(price), closed, seats_change: Number(change) }, previousData: zone }, {
      mutationMode: 'pessimistic',
      onSuccess: (saved) => { setChange('0'); setPrice(String(saved.price)); notify('club.matchZones.saved', { type: 'success', messageArgs: { zone: localized(saved, 'name') } }); },
      onError: (e) => {
        const errors = e instanceof HttpError ? (e.body as { errors?: Record<string, string> })?.errors : undefined;
        const path = errors ? Object.keys(errors).find((k) => k !== 'root') : undefined;
        if (path && errors) setProblem({ path, message: errors[path]! });
        else notify((e as Error).message, { type: 'error' });
      },
    });
  };
  const left = zone.unlimited ? translate('club.ticketing.unlimited') : translate('club.matchZones.left', { count: count(zone.available) });

  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%', boxSizing: 'border-box', borderLeft: 6, borderLeftColor: zone.colour }}>
      <Typography id={`${id}-name`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {localized(zone, 'name')} <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>({zone.code})</Box>
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid={`${id}-figures`}>
        {[baht(zone.price_satang), left, translate('club.matchZones.sold', { count: count(zone.sold) }), zone.held ? translate('club.matchZones.held', { count: count(zone.held) }) : null,
          zone.closed ? translate('club.matchZones.closed') : null].filter(Boolean).join(' · ')}
      </Typography>
      {admin ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ mt: 1.5, gap: 2, flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
          <TextField
            id={`${id}-price`} label={translate('club.matchZones.price')} type="number" size="small" sx={{ width: { xs: '100%', sm: 150 } }} value={price} onChange={(e) => setPrice(e.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 1 } }} error={problem?.path === 'price'} helperText={problem?.path === 'price' ? problem.message : ' '}
          />
          <TextField
            id={`${id}-change`} label={translate('club.matchZones.seatsChange')} type="number" size="small" sx={{ width: { xs: '100%', sm: 190 } }} value={change} onChange={(e) => setChange(e.target.value)}
            disabled={zone.numbered || zone.unlimited} slotProps={{ htmlInput: { step: 1 } }}
            error={problem?.path === 'seats_change'}
            helperText={problem?.path === 'seats_change' ? problem.message : translate(zone.numbered ? 'club.matchZones.numberedHint' : zone.unlimited ? 'club.matchZones.unlimitedHint' : 'club.matchZones.seatsChangeHint')}
          />
          <FormControlLabel control={<Switch checked={closed} onChange={(e) => setClosed(e.target.checked)} />} label={translate('club.matchZones.closedLabel')} sx={{ minHeight: 40 }} />
          <Button variant="contained" onClick={save} disabled={!changed || isPending} sx={{ minHeight: 40, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            {translate('club.matchZones.save')}
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
}

/** The zones a match sells, on its page: figures for staff, inline edits for admins, and their sales as a file. */
export function MatchZonesSection() {
  const match = useRecordContext<AdminMatchDto>();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { data } = useGetList<AdminMatchZoneDto>('match-zones', { filter: { match_id: match?.id }, sort: { field: 'sort_order', order: 'ASC' }, pagination: { page: 1, perPage: 100 } }, { enabled: !!match });
  if (!match) return null;
  return (
    <CardContent component="section" aria-labelledby="match-zones-title" sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="match-zones-title" variant="h6" component="h2">{translate('club.matchZones.title')}</Typography>
        <CsvDownloadButton path={`/api/v1/admin/exports/zone-sales.csv?match_id=${match.id}`} label="club.matchZones.export" fallbackName="zone-sales.csv" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>{translate('club.matchZones.intro')}</Typography>
      <Grid container spacing={2} component="ul" sx={{ p: 0, m: 0 }}>
        {(data ?? []).map((z) => (
          <Grid key={z.id} size={{ xs: 12, xl: 6 }} component="li" sx={{ listStyle: 'none' }}>
            {/* Keyed by the saved figures: a save or a refetch starts the row again from them. */}
            <MatchZoneRow key={`${z.price_satang}-${z.closed}-${z.available}`} zone={z} admin={permissions === 'admin'} />
          </Grid>
        ))}
      </Grid>
    </CardContent>
  );
}
