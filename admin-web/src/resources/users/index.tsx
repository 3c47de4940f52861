import PeopleIcon from '@mui/icons-material/People';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid, Edit, EmailField, List, SearchInput, SelectField, SelectInput, Show, SimpleForm, SimpleList,
  SimpleShowLayout, TextField, TextInput, usePermissions, useTranslate,
} from 'react-admin';
import { ROLES } from '@club/core';
import { spreadsheetExporter } from '../../spreadsheetExporter';
import { DateTimeField } from '../../dates';
import { NoResults } from '../../components/NoResults';

// Each language by its own name, as the console's language menu writes them.
const LANGUAGE_CHOICES = [{ id: 'en', name: 'English' }, { id: 'th', name: 'ไทย' }];

function useRoleChoices() {
  const translate = useTranslate();
  return ROLES.map((id) => ({ id, name: translate(`club.roles.${id}`) }));
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <RoleFilter key="role" source="role" />,
];
function RoleFilter({ source }: { source: string }) {
  return <SelectInput source={source} choices={useRoleChoices()} />;
}

function UserList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { permissions } = usePermissions();
  const choices = useRoleChoices();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={spreadsheetExporter}>
      {small ? (
        <SimpleList primaryText={(r) => r.name} secondaryText={(r) => r.email} tertiaryText={(r) => choices.find((c) => c.id === r.role)?.name} linkType="show" empty={<NoResults />} />
      ) : (
        <Datagrid rowClick={permissions === 'admin' ? 'edit' : 'show'} bulkActionButtons={false} empty={<NoResults />}>
          <EmailField source="email" />
          <TextField source="name" />
          <TextField source="phone" emptyText="—" />
          <SelectField source="role" choices={choices} />
          <SelectField source="preferredLanguage" choices={LANGUAGE_CHOICES} translateChoice={false} />
          <DateTimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}

function UserShow() {
  const choices = useRoleChoices();
  return (
    <Show>
      <SimpleShowLayout>
        <EmailField source="email" />
        <TextField source="name" />
        <TextField source="phone" emptyText="—" />
        <SelectField source="role" choices={choices} />
        <SelectField source="preferredLanguage" choices={LANGUAGE_CHOICES} translateChoice={false} />
        <DateTimeField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  );
}

/** Admins grant or revoke roles; nothing else about a user is edited here. */
function UserEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="email" disabled />
        <TextInput source="name" disabled />
        <SelectInput source="role" choices={useRoleChoices()} />
      </SimpleForm>
    </Edit>
  );
}

export default { icon: PeopleIcon, list: UserList, show: UserShow, edit: UserEdit, recordRepresentation: 'email' };
