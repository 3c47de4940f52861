import { Box, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, List, ReferenceInput, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import type { AdminSeasonPassDto, AdminZoneDto } from '@club/core';
import { NoResults } from '../../components/NoResults';
import { useBaht, useLocalized } from '../../components/catalogueFields';
import { useDates } from '../../dates';
import { spreadsheetExporter } from '../../spreadsheetExporter';
import { SaleStateChip } from './SaleStateChip';
import { usePassFigures, usePassZone } from './passText';

function ZoneFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const localized = useLocalized();
  return (
    <ReferenceInput source={source} reference="zones" sort={{ field: 'sort_order', order: 'ASC' }} perPage={200}>
      <SelectInput optionText={(z: AdminZoneDto) => `${z.code} · ${localized(z, 'name')}`} />
    </ReferenceInput>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />, <ZoneFilter key="zone" source="zone_id" alwaysOn />];

/** The passes, each opening its page with its holders (admins edit from there). */
export function SeasonPassList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const localized = useLocalized();
  const baht = useBaht();
  const dates = useDates();
  const figures = usePassFigures();
  const zone = usePassZone();
  return (
    <List filters={filters} sort={{ field: 'covers_from', order: 'DESC' }} exporter={spreadsheetExporter}>
      {small ? (
        <SimpleList<AdminSeasonPassDto>
          primaryText={(r) => `${localized(r, 'name')} · ${baht(r.price_satang)}`}
          // One fact a line: a third text would sit beside the second and squeeze both.
          secondaryText={(r) => <><Box component="span" sx={{ display: 'block' }}>{zone(r)}</Box><Box component="span" sx={{ display: 'block' }}>{figures(r)}</Box></>}
          rowClick="show" empty={<NoResults />} rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<NoResults />}>
          <FunctionField<AdminSeasonPassDto> source="name" label="resources.season-passes.fields.pass" render={(r) => localized(r, 'name')} />
          <TextField source="season_label" sx={{ whiteSpace: 'nowrap' }} />
          <FunctionField<AdminSeasonPassDto> source="zone_id" sortable={false} render={zone} />
          <FunctionField<AdminSeasonPassDto> source="price" textAlign="right" render={(r) => baht(r.price_satang)} />
          <FunctionField<AdminSeasonPassDto> source="sold" textAlign="right" render={(r) => `${dates.number(r.sold)} / ${dates.number(r.quota)}`} />
          <FunctionField<AdminSeasonPassDto> source="available" textAlign="right" render={(r) => dates.number(r.available)} />
          <FunctionField<AdminSeasonPassDto> source="match_count" textAlign="right" sortable={false} render={(r) => dates.number(r.match_count)} />
          <FunctionField<AdminSeasonPassDto> source="revenue" textAlign="right" sortable={false} render={(r) => baht(r.revenue_satang)} />
          <FunctionField<AdminSeasonPassDto> source="state" sortable={false} render={(r) => <SaleStateChip state={r.state} />} />
        </Datagrid>
      )}
    </List>
  );
}
