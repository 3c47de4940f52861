import { useMemo } from 'react';
import { Box, InputAdornment } from '@mui/material';
import {
  ArrayInput, BooleanInput, Create, DeleteButton, Edit, NumberInput, ReferenceInput, SaveButton, SelectInput, SimpleForm, SimpleFormIterator, TextInput, Toolbar,
  required, useNotify, useRecordContext, useRedirect, useTranslate, type RaRecord,
} from 'react-admin';
import { PRODUCT_STATUSES, type AdminProductDto, type VariantOption } from '@club/core';
import { Bilingual, Section, cleanLines, linesFormat, linesParse, useLocalized } from '../../components/catalogueFields';
import { ProductImagesInput } from './ProductImagesInput';

export function useProductStatusChoices() {
  const translate = useTranslate();
  return PRODUCT_STATUSES.map((id) => ({ id, name: translate(`club.productStatus.${id}`) }));
}

function CategoryInput() {
  const localized = useLocalized();
  return (
    <ReferenceInput source="category_id" reference="categories" sort={{ field: 'sort_order', order: 'ASC' }} perPage={100}>
      <SelectInput optionText={(c: RaRecord) => localized(c, 'name')} validate={required()} fullWidth />
    </ReferenceInput>
  );
}

/** Options in the form are always {key, en_label, th_label}; the API stores one without labels as a plain value. */
type FormOption = { key: string; en_label: string; th_label: string };
const toFormOption = (o: VariantOption): FormOption => (typeof o === 'string' ? { key: o, en_label: '', th_label: '' } : o);

function toFormRecord(record: AdminProductDto | undefined) {
  if (!record) return undefined;
  return { ...record, variant_groups: record.variant_groups.map((g) => ({ ...g, options: g.options.map(toFormOption) })) };
}

/** What the API receives: blank feature lines dropped, features as lists. */
function toProductBody(data: Record<string, unknown>) {
  return { ...data, features: cleanLines(data.features), features_th: cleanLines(data.features_th), seo_keywords: cleanLines(data.seo_keywords) };
}

const baht = <InputAdornment position="start">฿</InputAdornment>;

function ProductFields() {
  const statuses = useProductStatusChoices();
  return (
    <>
      <Section title="club.catalogue.sectionBasics" />
      <Bilingual>
        <TextInput source="sku" validate={required()} fullWidth helperText="club.catalogue.skuHint" />
        <CategoryInput />
      </Bilingual>
      <Bilingual>
        <SelectInput source="status" choices={statuses} validate={required()} fullWidth />
        <BooleanInput source="featured" helperText="club.catalogue.featuredHint" />
      </Bilingual>
      <Section title="club.catalogue.sectionPrice" />
      <Bilingual>
        <NumberInput source="price" min={0} step={1} validate={required()} fullWidth slotProps={{ input: { startAdornment: baht } }} />
        <NumberInput source="sale_price" min={0} step={1} fullWidth helperText="club.catalogue.salePriceHint" slotProps={{ input: { startAdornment: baht } }} />
      </Bilingual>
      <Bilingual>
        <NumberInput source="stock_quantity" min={0} step={1} validate={required()} fullWidth />
        <Box />
      </Bilingual>

      <Section title="club.catalogue.sectionTexts" />
      <Bilingual>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="name_th" validate={required()} fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="short_description" fullWidth />
        <TextInput source="short_description_th" fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="description" multiline minRows={3} fullWidth />
        <TextInput source="description_th" multiline minRows={3} fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="features" multiline minRows={2} fullWidth format={linesFormat} parse={linesParse} helperText="club.catalogue.linesHint" />
        <TextInput source="features_th" multiline minRows={2} fullWidth format={linesFormat} parse={linesParse} helperText="club.catalogue.linesHint" />
      </Bilingual>
      <TextInput source="seo_keywords" multiline fullWidth format={linesFormat} parse={linesParse} helperText="club.catalogue.linesHint" />

      <Section title="club.catalogue.sectionImages" />
      <ProductImagesInput />

      <Section title="club.catalogue.sectionVariants" />
      <ArrayInput source="variant_groups" label={false} helperText="club.catalogue.variantsHint">
        <SimpleFormIterator fullWidth sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', pb: 1 } }}>
          <TextInput source="name" label="resources.products.fields.variant_group_name" validate={required()} helperText="club.catalogue.groupNameHint" />
          <ArrayInput source="options" label="resources.products.fields.variant_options">
            {/* One option per line even on a phone (react-admin stacks inline inputs below 600 px). */}
            <SimpleFormIterator inline disableReordering sx={{ '& .RaSimpleFormIterator-line': { display: 'flex' }, '& .RaSimpleFormIterator-form': { flexDirection: 'row', flexWrap: 'wrap', gap: 1 } }}>
              <TextInput source="key" label="club.catalogue.optionKey" validate={required()} helperText={false} sx={{ width: { xs: 64, sm: 120 } }} />
              <TextInput source="en_label" label="club.catalogue.optionEn" helperText={false} sx={{ width: { xs: 92, sm: 160 } }} />
              <TextInput source="th_label" label="club.catalogue.optionTh" helperText={false} sx={{ width: { xs: 92, sm: 160 } }} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/** The form of an existing product: options shown as rows, whatever shape they were stored in. */
function ProductEditForm() {
  const record = useRecordContext<AdminProductDto>();
  const formRecord = useMemo(() => toFormRecord(record), [record]);
  return (
    <SimpleForm record={formRecord} toolbar={<ProductToolbar />} warnWhenUnsavedChanges>
      <ProductFields />
    </SimpleForm>
  );
}

/** Delete says what really happens: a product that was ordered or sits in a cart is archived. */
function ProductToolbar() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle="club.catalogue.deleteProductTitle"
        confirmContent="club.catalogue.deleteProductContent"
        mutationOptions={{
          onSuccess: (data: RaRecord) => {
            notify((data as { archived?: boolean }).archived ? 'club.catalogue.productArchived' : 'club.catalogue.productDeleted', { type: 'info' });
            redirect('list', 'products');
          },
        }}
      />
    </Toolbar>
  );
}

export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toProductBody}>
      <ProductEditForm />
    </Edit>
  );
}

export function ProductCreate() {
  return (
    <Create transform={toProductBody} redirect="edit">
      <SimpleForm defaultValues={{ status: 'draft', featured: false, stock_quantity: 0, images: [], variant_groups: [] }}>
        <ProductFields />
      </SimpleForm>
    </Create>
  );
}
