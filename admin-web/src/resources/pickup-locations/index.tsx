import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  BooleanInput, Create, Edit, SimpleForm, TextField, TextInput, required, useTranslate,
} from 'react-admin';
import { CatalogueList } from '../../components/CatalogueList';
import type { AdminPickupLocationDto } from '@club/core';
import { ActiveChip, Bilingual, VenueInput, activeFilters, useLocalized } from '../../components/catalogueFields';

function PickupLocationList() {
  const translate = useTranslate();
  const localized = useLocalized();
  return (
    <CatalogueList<AdminPickupLocationDto>
      filters={activeFilters} sort={{ field: 'name', order: 'ASC' }}
      phone={{
        primaryText: (r) => localized(r, 'name'),
        secondaryText: (r) => `${localized(r, 'address')} · ${r.phone}`,
        tertiaryText: (r) => translate(r.active ? 'club.catalogue.active' : 'club.catalogue.inactive'),
      }}
    >
      <TextField source="name" />
      <TextField source="name_th" />
      <TextField source="address" sortable={false} />
      <TextField source="phone" sortable={false} />
      <ActiveChip source="active" />
    </CatalogueList>
  );
}

function PickupLocationFields() {
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
      <Bilingual>
        <TextInput source="description" fullWidth multiline />
        <TextInput source="description_th" fullWidth multiline />
      </Bilingual>
      <TextInput source="phone" validate={required()} helperText="club.catalogue.phoneHint" />
      <VenueInput helperText="club.catalogue.placeVenueHint" />
      <BooleanInput source="active" />
    </>
  );
}

function PickupLocationEdit() {
  return <Edit mutationMode="pessimistic"><SimpleForm><PickupLocationFields /></SimpleForm></Edit>;
}

function PickupLocationCreate() {
  return <Create redirect="list"><SimpleForm defaultValues={{ active: true }}><PickupLocationFields /></SimpleForm></Create>;
}

export default { icon: StorefrontIcon, list: PickupLocationList, edit: PickupLocationEdit, create: PickupLocationCreate, recordRepresentation: 'name' };
