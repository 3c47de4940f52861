import StorefrontIcon from '@mui/icons-material/Storefront';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanInput, Create, Datagrid, Edit, List, SimpleForm, SimpleList, TextField, TextInput, required, usePermissions, useTranslate,
} from 'react-admin';
import type { AdminPickupLocationDto } from '@club/core';
import { ActiveChip, Bilingual, activeFilters, useLocalized } from '../products/catalogueFields';

function PickupLocationList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const localized = useLocalized();
  return (
    <List filters={activeFilters} sort={{ field: 'name', order: 'ASC' }}>
      {small ? (
        <SimpleList<AdminPickupLocationDto>
          primaryText={(r) => localized(r, 'name')}
          secondaryText={(r) => `${localized(r, 'address')} · ${r.phone}`}
          tertiaryText={(r) => translate(r.active ? 'club.catalogue.active' : 'club.catalogue.inactive')}
          linkType={permissions === 'admin' ? 'edit' : false}
          rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
        />
      ) : (
        <Datagrid rowClick={permissions === 'admin' ? 'edit' : false} bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="name_th" />
          <TextField source="address" sortable={false} />
          <TextField source="phone" sortable={false} />
          <ActiveChip source="active" />
        </Datagrid>
      )}
    </List>
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
