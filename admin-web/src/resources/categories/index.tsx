import CategoryIcon from '@mui/icons-material/Category';
import { Typography } from '@mui/material';
import {
  Create, Edit, NumberField, NumberInput, SearchInput, SimpleForm, TextField, TextInput, required, useTranslate,
} from 'react-admin';
import { CatalogueList } from '../../components/CatalogueList';
import type { AdminCategoryDto } from '@club/core';
import { Bilingual, useLocalized } from '../../components/catalogueFields';

function CategoryList() {
  const localized = useLocalized();
  const translate = useTranslate();
  return (
    <CatalogueList<AdminCategoryDto>
      filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'sort_order', order: 'ASC' }}
      phone={{
        primaryText: (r) => localized(r, 'name'),
        secondaryText: (r) => translate('club.catalogue.productCount', { smart_count: r.product_count }),
      }}
    >
      <TextField source="name" />
      <TextField source="name_th" />
      <TextField source="slug" />
      <NumberField source="sort_order" />
      <NumberField source="product_count" sortable={false} />
    </CatalogueList>
  );
}

function CategoryFields() {
  const translate = useTranslate();
  return (
    <>
      <Bilingual>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="name_th" validate={required()} fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="slug" fullWidth helperText="club.catalogue.slugHint" />
        <NumberInput source="sort_order" step={1} fullWidth />
      </Bilingual>
      <Typography variant="caption" color="text.secondary">{translate('club.catalogue.categoryDeleteHint')}</Typography>
    </>
  );
}

function CategoryEdit() {
  return <Edit mutationMode="pessimistic"><SimpleForm><CategoryFields /></SimpleForm></Edit>;
}

function CategoryCreate() {
  return <Create redirect="list"><SimpleForm defaultValues={{ sort_order: 0 }}><CategoryFields /></SimpleForm></Create>;
}

export default { icon: CategoryIcon, list: CategoryList, edit: CategoryEdit, create: CategoryCreate, recordRepresentation: 'name' };
