import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { EditButton, Pagination, ReferenceField, ReferenceManyField, Show, TopToolbar, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { AdminSeasonPassDto } from '@club/core';
import { Facts } from '../../components/Facts';
import { useBaht, useLocalized } from '../../components/catalogueFields';
import { useDates } from '../../dates';
import { HolderRows } from '../../components/seasons/HolderRows';
import { SaleStateChip } from './SaleStateChip';
import { PassTitle, usePassZone } from './passText';

function Actions() {
  const { permissions } = usePermissions();
  return <TopToolbar>{permissions === 'admin' && <EditButton />}</TopToolbar>;
}

/** What the pass sells and keeps: zone, price, places, the matches it covers and its sale window. */
function PassFacts() {
  const record = useRecordContext<AdminSeasonPassDto>();
  const translate = useTranslate();
  const localized = useLocalized();
  const baht = useBaht();
  const dates = useDates();
  const zone = usePassZone();
  if (!record) return null;
  const field = (name: string) => translate(`resources.season-passes.fields.${name}`);
  const span = (from: string | null, to: string) => translate('club.seasons.span', { from: dates.dateTime(from), to: dates.dateTime(to) });
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography variant="h6" component="h2">{localized(record, 'name')}</Typography>
          <SaleStateChip state={record.state} />
        </Stack>
        <Facts rows={[
          [field('season_label'), record.season_label],
          [field('zone_id'), zone(record)],
          [field('price'), baht(record.price_satang)],
          [field('quota'), translate('club.seasons.placesKept', { count: dates.number(record.quota) })],
          [field('sold'), translate('club.seasons.soldPaid', { sold: dates.number(record.sold), paid: dates.number(record.paid) })],
          [field('available'), dates.number(record.available)],
          [field('match_count'), dates.number(record.match_count)],
          [field('revenue'), baht(record.revenue_satang)],
          [translate('club.seasons.covers'), span(record.covers_from, record.covers_to)],
          [translate('club.seasons.sale'), span(record.sale_starts_at, record.sale_ends_at)],
          ...(record.renews_pass_id ? [[
            translate('club.seasons.renewal'),
            <span key="r">
              <ReferenceField source="renews_pass_id" reference="season-passes" link="show" />{' · '}{span(record.renewal_starts_at, record.sale_starts_at)}
            </span>,
          ] as [string, ReactNode]] : []),
        ]} />
      </CardContent>
    </Card>
  );
}

export function SeasonPassShow() {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />} title={<PassTitle />}>
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        <PassFacts />
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('club.seasons.holders')}</Typography>
            <ReferenceManyField reference="season-holders" target="season_pass_id" sort={{ field: 'created_at', order: 'DESC' }} perPage={25} pagination={<Pagination />}>
              <HolderRows />
            </ReferenceManyField>
          </CardContent>
        </Card>
      </Stack>
    </Show>
  );
}
