import ShieldIcon from '@mui/icons-material/Shield';
import { Button, Chip, Stack } from '@mui/material';
import {
  BooleanInput, Create, Edit, FunctionField, NumberField, SearchInput, SimpleForm, TextField, TextInput, required, useRecordContext, useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CatalogueList } from '../../components/CatalogueList';
import type { AdminTeamDto } from '@club/core';
import { Bilingual, Thumbnail, UploadButton, useLocalized } from '../../components/catalogueFields';

function HomeClubChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext<AdminTeamDto>();
  const translate = useTranslate();
  return record?.is_home_club ? <Chip size="small" color="primary" label={translate('club.ticketing.homeClub')} /> : null;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function TeamList() {
  const localized = useLocalized();
  const translate = useTranslate();
  return (
    <CatalogueList<AdminTeamDto>
      filters={filters} sort={{ field: 'name', order: 'ASC' }}
      phone={{
        leftAvatar: (r) => <Thumbnail url={r.logo} alt={r.name} size={40} />,
        primaryText: (r) => localized(r, 'name'),
        secondaryText: (r) => translate('club.ticketing.matchCount', { smart_count: r.match_count }),
        tertiaryText: (r) => (r.is_home_club ? translate('club.ticketing.homeClub') : ''),
      }}
    >
      <FunctionField<AdminTeamDto> source="logo" sortable={false} render={(r) => <Thumbnail url={r.logo} alt={r.name} size={40} />} />
      <TextField source="name" />
      <TextField source="name_th" />
      <HomeClubChip source="is_home_club" />
      <NumberField source="match_count" />
    </CatalogueList>
  );
}

/** The crest: uploaded to /uploads/team-logos/, or none. */
function LogoInput() {
  const { setValue } = useFormContext();
  const translate = useTranslate();
  const logo = useWatch({ name: 'logo' }) as string | null | undefined;
  const name = useWatch({ name: 'name' }) as string | undefined;
  const set = (url: string | null) => setValue('logo', url, { shouldDirty: true, shouldValidate: true });
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Thumbnail url={logo} alt={name ?? ''} size={72} eager />
      <UploadButton folder="team-logos" onUploaded={set} label="club.ticketing.uploadLogo" />
      {logo ? <Button size="small" color="inherit" onClick={() => set(null)}>{translate('club.ticketing.removeLogo')}</Button> : null}
    </Stack>
  );
}

function TeamFields() {
  return (
    <>
      <LogoInput />
      <Bilingual>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="name_th" validate={required()} fullWidth />
      </Bilingual>
      <BooleanInput source="is_home_club" helperText="club.ticketing.homeClubHint" />
    </>
  );
}

function TeamEdit() {
  return <Edit mutationMode="pessimistic"><SimpleForm><TeamFields /></SimpleForm></Edit>;
}

function TeamCreate() {
  return <Create redirect="list"><SimpleForm defaultValues={{ is_home_club: false, logo: null }}><TeamFields /></SimpleForm></Create>;
}

export default { icon: ShieldIcon, list: TeamList, edit: TeamEdit, create: TeamCreate, recordRepresentation: 'name' };
