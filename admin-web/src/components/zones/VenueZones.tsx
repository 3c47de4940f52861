import AddIcon from '@mui/icons-material/Add';
import { Box, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { Link, useGetList, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { AdminGateDto, AdminVenueDto, AdminZoneDto } from '@club/core';
import { useLocalized } from '../catalogueFields';
import { useZoneSummary } from './zoneText';

/**
 * A stadium's zones and gates on its page: each opens its form, and admins add more. The places of
 * its zones are added up beside the stadium's capacity (nothing forces them equal: a stand may be shut).
 */
export function VenueZones() {
  const venue = useRecordContext<AdminVenueDto>();
  const translate = useTranslate();
  const localized = useLocalized();
  const summary = useZoneSummary();
  const { permissions } = usePermissions();
  const filter = { venue_id: venue?.id };
  const zones = useGetList<AdminZoneDto>('zones', { filter, sort: { field: 'sort_order', order: 'ASC' }, pagination: { page: 1, perPage: 100 } }, { enabled: !!venue });
  const gates = useGetList<AdminGateDto>('gates', { filter, sort: { field: 'code', order: 'ASC' }, pagination: { page: 1, perPage: 100 } }, { enabled: !!venue });
  if (!venue) return null;
  const admin = permissions === 'admin';
  const places = (zones.data ?? []).reduce((n, z) => n + z.capacity, 0);
  const count = (n: number) => n.toLocaleString(translate('club.catalogue.dateLocale'));
  const gateNames = (ids: string[]) => (gates.data ?? []).filter((g) => ids.includes(g.id)).map((g) => g.code).join(', ');
  const add = (resource: 'zones' | 'gates', label: string) => admin && (
    <Link to={`/${resource}/create`} state={{ record: { venue_id: venue.id } }} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}>
      <AddIcon fontSize="small" aria-hidden />{translate(label)}
    </Link>
  );

  return (
    <CardContent component="section" aria-labelledby="venue-zones-title" sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="venue-zones-title" variant="h6" component="h2">{translate('club.zones.venueTitle')}</Typography>
        {add('zones', 'club.zones.addZone')}
      </Stack>
      <Typography variant="body2" color={places > venue.capacity ? 'error' : 'text.secondary'} data-testid="venue-zone-places">
        {translate('club.zones.placesOfCapacity', { places: count(places), capacity: count(venue.capacity) })}
      </Typography>
      <List dense aria-labelledby="venue-zones-title">
        {(zones.data ?? []).map((z) => (
          // The link inside its list item: a list holds only items (axe).
          <ListItem key={z.id} disablePadding>
            <ListItemButton component={Link} to={admin ? `/zones/${z.id}` : `/zones?filter=${encodeURIComponent(JSON.stringify({ venue_id: venue.id }))}`} sx={{ gap: 1.5, borderBottom: 1, borderColor: 'divider' }}>
              <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: '4px', bgcolor: z.colour, flex: 'none', border: 1, borderColor: 'divider' }} />
              <ListItemText
                primary={localized(z, 'name')}
                secondary={[summary(z), z.gate_ids.length ? translate('club.zones.gatesList', { smart_count: z.gate_ids.length, gates: gateNames(z.gate_ids) }) : translate('club.zones.anyGate')].join(' · ')}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Typography id="venue-gates-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{translate('club.zones.gatesTitle')}</Typography>
        {add('gates', 'club.zones.addGate')}
      </Stack>
      {gates.data?.length ? (
        <Stack direction="row" aria-labelledby="venue-gates-title" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {gates.data.map((g) => (
            <li key={g.id}>
              <Chip
                label={`${localized(g, 'name')} · ${translate('club.zones.zoneCount', { smart_count: g.zone_count })}`}
                component={admin ? Link : 'span'} {...(admin ? { to: `/gates/${g.id}`, clickable: true } : {})}
              />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">{translate('club.zones.noGates')}</Typography>
      )}
    </CardContent>
  );
}
