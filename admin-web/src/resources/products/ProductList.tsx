import { Box, Stack, Typography } from '@mui/material';
import {
  BooleanField, FunctionField, NumberField, ReferenceInput, SearchInput, SelectInput, TextField, useTranslate, type RaRecord,
} from 'react-admin';
import { CatalogueList } from '../../components/CatalogueList';
import { effectivePrice, type AdminProductDto } from '@club/core';
import { PriceField, StatusChip, Thumbnail, useBaht, useLocalized } from '../../components/catalogueFields';
import { useProductStatusChoices } from './ProductForm';

function StatusFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return <SelectInput source={source} choices={useProductStatusChoices()} />;
}

function CategoryFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const localized = useLocalized();
  return (
    <ReferenceInput source={source} reference="categories" sort={{ field: 'sort_order', order: 'ASC' }} perPage={100}>
      <SelectInput optionText={(c: RaRecord) => localized(c, 'name')} />
    </ReferenceInput>
  );
}

function FeaturedFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput source={source} choices={[{ id: 'true', name: translate('ra.boolean.true') }, { id: 'false', name: translate('ra.boolean.false') }]} />;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <CategoryFilter key="category_id" source="category_id" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
  <FeaturedFilter key="featured" source="featured" />,
];

/** English and Thai names together: staff search and read in both. */
function Names(_props: { label?: string; sortBy?: string }) {
  return (
    <FunctionField<AdminProductDto>
      render={(r) => (
        <Box>
          <Typography variant="body2">{r.name}</Typography>
          <Typography variant="caption" color="text.secondary" lang="th">{r.name_th}</Typography>
        </Box>
      )}
    />
  );
}

export function ProductList() {
  const translate = useTranslate();
  const localized = useLocalized();
  const baht = useBaht();
  return (
    <CatalogueList<AdminProductDto>
      filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} staffOpen="show"
      phone={{
        leftAvatar: (r) => <Thumbnail url={r.main_image_url} alt={r.name} size={40} />,
        primaryText: (r) => localized(r, 'name'),
        secondaryText: (r) => `${r.sku} · ${baht(effectivePrice(r.price_satang, r.sale_price_satang))} · ${translate('club.catalogue.inStock', { count: r.stock_quantity })}`,
        tertiaryText: (r) => translate(`club.productStatus.${r.status}`),
      }}
    >
      <FunctionField<AdminProductDto> label="resources.products.fields.images" render={(r) => <Thumbnail url={r.main_image_url} alt={r.name} />} />
      <TextField source="sku" />
      <Names label="club.catalogue.names" sortBy="name" />
      <FunctionField<AdminProductDto> source="category_name" sortBy="category_name" render={(r) => localized({ name: r.category_name, name_th: r.category_name_th }, 'name')} />
      <PriceField label="resources.products.fields.price" sortBy="price" textAlign="right" />
      <NumberField source="stock_quantity" />
      <FunctionField<AdminProductDto> source="status" render={(r) => <Stack direction="row"><StatusChip status={r.status} /></Stack>} />
      <BooleanField source="featured" />
    </CatalogueList>
  );
}
