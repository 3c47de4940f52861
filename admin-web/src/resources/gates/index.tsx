import DoorFrontIcon from '@mui/icons-material/DoorFront';
import { Create, Edit, NumberField, ReferenceInput, SelectInput, SimpleForm, TextField, TextInput, required, useTranslate, type RaRecord } from 'react-admin';
import type { AdminGateDto } from '@club/core';
import { CatalogueList } from '../../components/CatalogueList';
import { Bilingual, useLocalized } from '../../components/catalogueFields';

function VenueInput({ source, disabled = false }: { source: string; alwaysOn?: boolean; disabled?: boolean }) {
  const localized = useLocalized();
  return (
    <ReferenceInput source={source} reference="venues" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
      <SelectInput optionText={(r: { name: string; name_th: string }) => localized(r, 'name')} validate={disabled ? undefined : required()} disabled={disabled} fullWidth />
    </ReferenceInput>
  );
}

const filters = [<VenueInput key="venue" source="venue_id" alwaysOn />];

function GateList() {
  const localized = useLocalized();
  const translate = useTranslate();
  return (
    <CatalogueList<AdminGateDto>
      filters={filters} sort={{ field: 'code', order: 'ASC' }}
      phone={{ primaryText: (g) => localized(g, 'name'), secondaryText: (g) => `${g.code} · ${translate('club.zones.zoneCount', { smart_count: g.zone_count })}` }}
    >
      <TextField source="code" />
      <TextField source="name" />
      <TextField source="name_th" />
      <NumberField source="zone_count" />
    </CatalogueList>
  );
}

function GateFields({ creating = false }: { creating?: boolean }) {
  return (
    <>
      <VenueInput source="venue_id" disabled={!creating} />
      <TextInput source="code" validate={required()} helperText="club.zones.gateCodeHint" />
      <Bilingual>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="name_th" validate={required()} fullWidth />
      </Bilingual>
    </>
  );
}

const toVenue = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) => (data?.venue_id ? `venues/${data.venue_id}` : 'gates');

function GateEdit() {
  return <Edit mutationMode="pessimistic" redirect={toVenue}><SimpleForm><GateFields /></SimpleForm></Edit>;
}

function GateCreate() {
  return <Create redirect={toVenue}><SimpleForm><GateFields creating /></SimpleForm></Create>;
}

export default { icon: DoorFrontIcon, list: GateList, edit: GateEdit, create: GateCreate, recordRepresentation: 'name' };
