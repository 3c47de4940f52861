import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  BooleanField, FunctionField, Labeled, NumberField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate,
} from 'react-admin';
import type { AdminProductDto } from '@club/core';
import { Bilingual, PriceField, StatusChip, Thumbnail, useLocalized } from '../../components/catalogueFields';
import { DateTimeField } from '../../dates';

function Images(_props: { label?: string }) {
  const record = useRecordContext<AdminProductDto>();
  const translate = useTranslate();
  if (!record?.images.length) return <Typography variant="body2">—</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {record.images.map((img) => (
        <Box key={img.url} sx={{ position: 'relative' }}>
          <Thumbnail url={img.url} alt={img.alt} size={96} />
          {img.is_main ? <Chip size="small" color="primary" label={translate('club.catalogue.main')} sx={{ position: 'absolute', left: 4, bottom: 4 }} /> : null}
        </Box>
      ))}
    </Stack>
  );
}

function Variants(_props: { label?: string }) {
  const record = useRecordContext<AdminProductDto>();
  const localized = useLocalized();
  if (!record?.variant_groups.length) return <Typography variant="body2">—</Typography>;
  return (
    <Stack spacing={1}>
      {record.variant_groups.map((g) => (
        <Stack key={g.name} direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ minWidth: 80, fontWeight: 600 }}>{g.name}</Typography>
          {g.options.map((o) => (
            <Chip key={typeof o === 'string' ? o : o.key} size="small" variant="outlined" label={typeof o === 'string' ? o : `${o.key} · ${localized({ name: o.en_label, name_th: o.th_label }, 'name')}`} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** Staff read the whole product here; admins edit it. */
export function ProductShow() {
  const localized = useLocalized();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="sku" />
        <Bilingual>
          <Labeled><TextField source="name" /></Labeled>
          <Labeled><TextField source="name_th" /></Labeled>
        </Bilingual>
        <FunctionField<AdminProductDto> source="category_name" render={(r) => localized({ name: r.category_name, name_th: r.category_name_th }, 'name')} />
        <FunctionField<AdminProductDto> source="status" render={(r) => <StatusChip status={r.status} />} />
        <BooleanField source="featured" />
        <PriceField label="resources.products.fields.price" />
        <NumberField source="stock_quantity" />
        <Bilingual>
          <Labeled><TextField source="short_description" emptyText="—" /></Labeled>
          <Labeled><TextField source="short_description_th" emptyText="—" /></Labeled>
        </Bilingual>
        <Bilingual>
          <Labeled><TextField source="description" emptyText="—" sx={{ whiteSpace: 'pre-line' }} /></Labeled>
          <Labeled><TextField source="description_th" emptyText="—" sx={{ whiteSpace: 'pre-line' }} /></Labeled>
        </Bilingual>
        <Images label="resources.products.fields.images" />
        <Variants label="resources.products.fields.variant_groups" />
        <DateTimeField source="updated_at" />
      </SimpleShowLayout>
    </Show>
  );
}
