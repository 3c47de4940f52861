import ViewModuleIcon from '@mui/icons-material/ViewModule';
import {
  BooleanInput, CheckboxGroupInput, Create, Edit, FunctionField, NumberInput, ReferenceArrayInput, ReferenceInput, SelectInput, SimpleForm, TextField, TextInput,
  minValue, required, useRecordContext, useTranslate, type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ZONE_POSITIONS, type AdminGateDto, type AdminZoneDto } from '@club/core';
import { CatalogueList } from '../../components/CatalogueList';
import { Bilingual, Section, useBaht, useLocalized } from '../../components/catalogueFields';
import { SeatGenerator } from './SeatGenerator';
import { useZoneSummary } from '../../components/zones/zoneText';

function usePositionChoices() {
  const translate = useTranslate();
  return ZONE_POSITIONS.map((id) => ({ id, name: translate(`club.zones.position_${id}`) }));
}

function VenueFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const localized = useLocalized();
  return (
    <ReferenceInput source={source} reference="venues" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
      <SelectInput optionText={(r: { name: string; name_th: string }) => localized(r, 'name')} />
    </ReferenceInput>
  );
}

const filters = [<VenueFilter key="venue" source="venue_id" alwaysOn />];

function ZoneList() {
  const localized = useLocalized();
  const summary = useZoneSummary();
  const baht = useBaht();
  const positions = usePositionChoices();
  return (
    <CatalogueList<AdminZoneDto>
      filters={filters} sort={{ field: 'sort_order', order: 'ASC' }}
      phone={{ primaryText: (r) => localized(r, 'name'), secondaryText: summary }}
    >
      <TextField source="code" />
      <TextField source="name" />
      <TextField source="name_th" />
      <FunctionField<AdminZoneDto> source="position" render={(r) => positions.find((p) => p.id === r.position)?.name} />
      <FunctionField<AdminZoneDto> source="capacity" textAlign="right" render={(r) => r.capacity.toLocaleString()} />
      <FunctionField<AdminZoneDto> source="default_price" textAlign="right" render={(r) => baht(r.default_price_satang)} />
    </CatalogueList>
  );
}

/** The gates of the zone's own stadium, ticked for those that admit it (none ticked: every gate). */
function GatesInput() {
  const venueId = useWatch({ name: 'venue_id' }) as string | undefined;
  const localized = useLocalized();
  if (!venueId) return null;
  return (
    <ReferenceArrayInput source="gate_ids" reference="gates" filter={{ venue_id: venueId }} sort={{ field: 'code', order: 'ASC' }} perPage={100}>
      <CheckboxGroupInput label="resources.zones.fields.gate_ids" optionText={(g: AdminGateDto) => localized(g, 'name')} helperText="club.zones.gatesHint" row />
    </ReferenceArrayInput>
  );
}

function ZoneFields({ creating = false }: { creating?: boolean }) {
  const record = useRecordContext<AdminZoneDto>();
  const localized = useLocalized();
  // A numbered zone has as many places as its seats, once they are made.
  const seatsSet = !!record?.numbered && record.seat_count > 0;
  return (
    <>
      <ReferenceInput source="venue_id" reference="venues" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
        <SelectInput optionText={(r: { name: string; name_th: string }) => localized(r, 'name')} validate={required()} disabled={!creating} fullWidth />
      </ReferenceInput>
      <Bilingual>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="name_th" validate={required()} fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="code" validate={required()} helperText="club.zones.codeHint" fullWidth />
        <TextInput source="colour" type="color" validate={required()} helperText="club.zones.colourHint" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
      </Bilingual>
      <Bilingual>
        <SelectInput source="position" choices={usePositionChoices()} validate={required()} helperText="club.zones.positionHint" fullWidth />
        <NumberInput source="sort_order" step={1} helperText="club.zones.sortHint" fullWidth />
      </Bilingual>
      <Section title="club.zones.sectionSale" />
      <Bilingual>
        <NumberInput source="default_price" min={0} step={1} validate={[required(), minValue(0)]} helperText="club.zones.priceHint" fullWidth />
        <NumberInput
          source="capacity" min={1} step={1} validate={[required(), minValue(1)]} disabled={seatsSet} fullWidth
          helperText={seatsSet ? 'club.zones.capacityFromSeats' : 'club.zones.capacityHint'}
        />
      </Bilingual>
      <Bilingual>
        <BooleanInput source="seated" />
        <BooleanInput source="numbered" disabled={!creating} helperText={creating ? 'club.zones.numberedHint' : 'club.zones.numberedFixed'} />
      </Bilingual>
      <GatesInput />
    </>
  );
}

/** After a save, back to the zone's stadium, where its zones and gates are listed. */
const toVenue = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) => (data?.venue_id ? `venues/${data.venue_id}` : 'zones');

function ZoneEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toVenue}>
      <SimpleForm><ZoneFields /></SimpleForm>
      <SeatGenerator />
    </Edit>
  );
}

function ZoneCreate() {
  return (
    <Create redirect={toVenue}>
      <SimpleForm defaultValues={{ colour: '#1d3557', position: 'west', sort_order: 0, seated: false, numbered: false, gate_ids: [] }}>
        <ZoneFields creating />
      </SimpleForm>
    </Create>
  );
}

export default { icon: ViewModuleIcon, list: ZoneList, edit: ZoneEdit, create: ZoneCreate, recordRepresentation: 'name' };
