import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import {
  BooleanInput, Create, Edit, FunctionField, NumberField, NumberInput, SelectInput, SimpleForm, TextField, TextInput, required, useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CatalogueList } from '../../components/CatalogueList';
import { SHIPPING_TYPES, type AdminShippingMethodDto } from '@club/core';
import { ActiveChip, ActiveFilter, Bilingual, VenueInput, useBaht, useLocalized } from '../../components/catalogueFields';

function useTypeChoices() {
  const translate = useTranslate();
  return SHIPPING_TYPES.map((id) => ({ id, name: translate(`club.shippingType.${id}`) }));
}

function TypeFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return <SelectInput source={source} choices={useTypeChoices()} />;
}

const filters = [<TypeFilter key="type" source="type" alwaysOn />, <ActiveFilter key="active" source="active" alwaysOn />];

function ShippingMethodList() {
  const translate = useTranslate();
  const localized = useLocalized();
  const baht = useBaht();
  const cost = (r: AdminShippingMethodDto) => (r.cost_satang ? baht(r.cost_satang) : translate('club.catalogue.free'));
  const freeOver = (r: AdminShippingMethodDto) => (r.free_over_satang === null ? '—' : baht(r.free_over_satang));
  return (
    <CatalogueList<AdminShippingMethodDto>
      filters={filters} sort={{ field: 'sort_order', order: 'ASC' }}
      phone={{
        primaryText: (r) => localized(r, 'name'),
        secondaryText: (r) => `${translate(`club.shippingType.${r.type}`)} · ${cost(r)}${r.free_over_satang !== null ? ` · ${translate('club.catalogue.freeOverShort', { amount: freeOver(r) })}` : ''}`,
        tertiaryText: (r) => translate(r.active ? 'club.catalogue.active' : 'club.catalogue.inactive'),
      }}
    >
      <TextField source="name" />
      <TextField source="name_th" />
      <FunctionField<AdminShippingMethodDto> source="type" render={(r) => translate(`club.shippingType.${r.type}`)} />
      <FunctionField<AdminShippingMethodDto> source="cost" render={cost} />
      <FunctionField<AdminShippingMethodDto> source="free_over" sortable={false} render={freeOver} />
      <NumberField source="sort_order" />
      <ActiveChip source="active" />
    </CatalogueList>
  );
}

/** Pickup is always free: the cost input is fixed at 0 for it. */
function CostInputs() {
  const type = useWatch({ name: 'type' }) as string | undefined;
  const pickup = type === 'pickup';
  return (
    <Bilingual>
      <NumberInput source="cost" min={0} step={1} fullWidth disabled={pickup} helperText={pickup ? 'club.catalogue.pickupFree' : 'club.catalogue.costHint'} />
      <NumberInput source="free_over" min={0} step={1} fullWidth disabled={pickup} helperText="club.catalogue.freeOverHint" />
    </Bilingual>
  );
}

function ShippingMethodFields() {
  return (
    <>
      <Bilingual>
        <SelectInput source="type" choices={useTypeChoices()} validate={required()} fullWidth />
        <NumberInput source="sort_order" step={1} fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="name_th" validate={required()} fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="description" fullWidth multiline />
        <TextInput source="description_th" fullWidth multiline />
      </Bilingual>
      <CostInputs />
      <PickupVenueInput />
      <BooleanInput source="active" />
    </>
  );
}

/** A pickup names the stadium it collects at, if any. */
function PickupVenueInput() {
  return useWatch({ name: 'type' }) === 'pickup' ? <VenueInput helperText="club.catalogue.methodVenueHint" /> : null;
}

/** A pickup method sends cost 0 whatever the disabled input still holds. */
const toBody = (data: Record<string, unknown>) => (data.type === 'pickup' ? { ...data, cost: 0, free_over: null } : { ...data, venue_id: null });

function ShippingMethodEdit() {
  return <Edit mutationMode="pessimistic" transform={toBody}><SimpleForm><ShippingMethodFields /></SimpleForm></Edit>;
}

function ShippingMethodCreate() {
  return <Create redirect="list" transform={toBody}><SimpleForm defaultValues={{ type: 'delivery', cost: 0, active: true, sort_order: 0 }}><ShippingMethodFields /></SimpleForm></Create>;
}

export default { icon: LocalShippingIcon, list: ShippingMethodList, edit: ShippingMethodEdit, create: ShippingMethodCreate, recordRepresentation: 'name' };
