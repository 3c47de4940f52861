import StadiumIcon from '@mui/icons-material/Stadium';
import {
  Create, Edit, NumberField, NumberInput, SearchInput, SimpleForm, TextField, TextInput, minValue, required, useTranslate,
} from 'react-admin';
import { CatalogueList } from '../../components/CatalogueList';
import type { AdminVenueDto } from '@club/core';
import { Bilingual, useLocalized } from '../../components/catalogueFields';
import { VenueZones } from '../../components/zones/VenueZones';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function VenueList() {
  const localized = useLocalized();
  const translate = useTranslate();
  return (
    <CatalogueList<AdminVenueDto>
      filters={filters} sort={{ field: 'name', order: 'ASC' }}
      phone={{
        primaryText: (r) => localized(r, 'name'),
        secondaryText: (r) => localized(r, 'address'),
        tertiaryText: (r) => translate('club.ticketing.seats', { smart_count: r.capacity, count: r.capacity.toLocaleString(translate('club.catalogue.dateLocale')) }),
      }}
    >
      <TextField source="name" />
      <TextField source="name_th" />
      <TextField source="address" sortable={false} />
      <NumberField source="capacity" />
      <NumberField source="match_count" />
    </CatalogueList>
  );
}

function VenueFields() {
  return (
    <>
      <Bilingual>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="name_th" validate={required()} fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="address" validate={required()} fullWidth multiline />
        <TextInput source="address_th" validate={required()} fullWidth multiline />
      </Bilingual>
      <NumberInput source="capacity" validate={[required(), minValue(1)]} min={1} step={1} />
      <Bilingual>
        <NumberInput source="latitude" min={-90} max={90} step={0.0001} helperText="club.ticketing.locationHint" />
        <NumberInput source="longitude" min={-180} max={180} step={0.0001} />
      </Bilingual>
    </>
  );
}

function VenueEdit() {
  return <Edit mutationMode="pessimistic"><SimpleForm><VenueFields /></SimpleForm><VenueZones /></Edit>;
}

function VenueCreate() {
  return <Create redirect="list"><SimpleForm><VenueFields /></SimpleForm></Create>;
}

export default { icon: StadiumIcon, list: VenueList, edit: VenueEdit, create: VenueCreate, recordRepresentation: 'name' };
