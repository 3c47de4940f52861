import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Chip, useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, Datagrid, FunctionField, List, ReferenceInput, SearchInput, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { LISTING_STATUSES, type AdminExchangeListingDto, type AdminMatchDto, type ListingStatus } from '@club/core';
import { NoResults } from '../../components/NoResults';
import { useLocalized } from '../../components/catalogueFields';
import { useFixture } from '../../components/exchange/exchangeText';
import { DateTimeField } from '../../dates';
import { spreadsheetExporter } from '../../spreadsheetExporter';

function MatchFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const fixture = useFixture();
  return (
    <ReferenceInput source={source} reference="matches" sort={{ field: 'match_date', order: 'DESC' }}>
      <AutocompleteInput optionText={(m: AdminMatchDto | undefined) => (m ? fixture({ ...m, kick_off: m.match_date }) : '')} sx={{ minWidth: { sm: 320 } }} />
    </ReferenceInput>
  );
}

function StatusFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput source={source} choices={LISTING_STATUSES.map((id) => ({ id, name: translate(`club.exchange.status.${id}`) }))} />;
}

function SearchFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SearchInput source={source} placeholder={translate('resources.exchange-listings.fields.q')} sx={{ minWidth: { sm: 240 } }} />;
}

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
  <MatchFilter key="match" source="match_id" alwaysOn />,
];

const STATUS_COLOURS: Record<ListingStatus, 'success' | 'warning' | 'info' | 'default'> = { listed: 'info', reserved: 'warning', sold: 'success', withdrawn: 'default', unsold: 'default' };

function ListingStatusChip({ record }: { record: AdminExchangeListingDto }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOURS[record.status]} label={translate(`club.exchange.status.${record.status}`)} />;
}

function usePlace() {
  const translate = useTranslate();
  const localized = useLocalized();
  return (r: AdminExchangeListingDto) => {
    const zone = `${r.zone_code} · ${localized(r, 'zone_name')}`;
    return r.seat_row === null ? zone : `${zone} · ${translate('club.seasons.seat', { row: r.seat_row, number: r.seat_number })}`;
  };
}

/** What season holders offer on the exchange, and what became of it (read-only: holders and buyers decide). */
function ListingList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const fixture = useFixture();
  const place = usePlace();
  return (
    <List filters={filters} sort={{ field: 'listed_at', order: 'DESC' }} exporter={spreadsheetExporter}>
      {small ? (
        <SimpleList<AdminExchangeListingDto>
          primaryText={(r) => `${r.seller_name} · ${translate(`club.exchange.status.${r.status}`)}`}
          // One fact a line: a third text would sit beside the second and squeeze both.
          secondaryText={(r) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>{fixture(r)}</Box>
              <Box component="span" sx={{ display: 'block' }}>{place(r)}{r.purchase_reference ? ` · ${r.purchase_reference}` : ''}</Box>
            </>
          )}
          linkType={false} empty={<NoResults />} rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoResults />}>
          <FunctionField<AdminExchangeListingDto> source="kick_off" label="resources.exchange-listings.fields.match" render={fixture} />
          <FunctionField<AdminExchangeListingDto> source="zone_code" label="resources.exchange-listings.fields.place" render={place} />
          <FunctionField<AdminExchangeListingDto> source="seller_name" render={(r) => <>{r.seller_name}<br /><small>{r.seller_email}</small></>} />
          <FunctionField<AdminExchangeListingDto> source="status" render={(r) => <ListingStatusChip record={r} />} />
          <TextField source="purchase_reference" sortable={false} emptyText="—" />
          <DateTimeField source="listed_at" />
          <DateTimeField source="closes_at" />
          <DateTimeField source="closed_at" />
        </Datagrid>
      )}
    </List>
  );
}

export default { icon: StorefrontIcon, list: ListingList };
