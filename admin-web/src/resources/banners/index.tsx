import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { Box, Stack } from '@mui/material';
import {
  BooleanInput, Create, Edit, FunctionField, NumberField, NumberInput, SimpleForm, TextField, TextInput, required, useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CatalogueList } from '../../components/CatalogueList';
import type { AdminBannerDto } from '@club/core';
import { ActiveChip, Bilingual, UploadButton, activeFilters, useLocalized } from '../../components/catalogueFields';

/** A wide preview: banners are wide pictures. */
function BannerPreview({ url, alt, height = 48 }: { url: string | undefined; alt: string; height?: number }) {
  return (
    <Box sx={{ height, aspectRatio: '3 / 1', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}>
      {url ? <Box component="img" src={url} alt={alt} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} /> : null}
    </Box>
  );
}

function BannerList() {
  const localized = useLocalized();
  const translate = useTranslate();
  return (
    <CatalogueList<AdminBannerDto>
      filters={activeFilters} sort={{ field: 'sort_order', order: 'ASC' }}
      phone={{
        leftAvatar: (r) => <BannerPreview url={r.image_url} alt={r.title} height={32} />,
        primaryText: (r) => localized(r, 'title'),
        secondaryText: (r) => r.target_link ?? '—',
        tertiaryText: (r) => translate(r.active ? 'club.catalogue.active' : 'club.catalogue.inactive'),
      }}
    >
      <FunctionField<AdminBannerDto> source="image_url" sortable={false} render={(r) => <BannerPreview url={r.image_url} alt={r.title} />} />
      <TextField source="title" />
      <TextField source="title_th" />
      <TextField source="target_link" emptyText="—" sortable={false} />
      <NumberField source="sort_order" />
      <ActiveChip source="active" />
    </CatalogueList>
  );
}

function BannerImageInput() {
  const { setValue } = useFormContext();
  const url = useWatch({ name: 'image_url' }) as string | undefined;
  const title = useWatch({ name: 'title' }) as string | undefined;
  return (
    <Stack spacing={1} sx={{ width: '100%', mb: 1 }}>
      <BannerPreview url={url} alt={title ?? ''} height={120} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <UploadButton folder="banners" onUploaded={(u) => setValue('image_url', u, { shouldDirty: true, shouldValidate: true })} />
      </Stack>
      <TextInput source="image_url" validate={required()} fullWidth helperText="club.catalogue.imageUrlHint" />
    </Stack>
  );
}

function BannerFields() {
  return (
    <>
      <BannerImageInput />
      <Bilingual>
        <TextInput source="title" validate={required()} fullWidth />
        <TextInput source="title_th" validate={required()} fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="target_link" fullWidth helperText="club.catalogue.linkHint" />
        <NumberInput source="sort_order" step={1} fullWidth />
      </Bilingual>
      <BooleanInput source="active" />
    </>
  );
}

function BannerEdit() {
  return <Edit mutationMode="pessimistic"><SimpleForm><BannerFields /></SimpleForm></Edit>;
}

function BannerCreate() {
  return <Create redirect="list"><SimpleForm defaultValues={{ active: true, sort_order: 0 }}><BannerFields /></SimpleForm></Create>;
}

export default { icon: ViewCarouselIcon, list: BannerList, edit: BannerEdit, create: BannerCreate, recordRepresentation: 'title' };
