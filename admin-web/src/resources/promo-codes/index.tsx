import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import {
  BooleanInput, Create, Edit, FunctionField, Labeled, NumberField, NumberInput, SearchInput, SelectInput, SimpleForm, TextField, TextInput, required, useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CatalogueList } from '../../components/CatalogueList';
import { PROMO_KINDS, type AdminPromoCodeDto } from '@club/core';
import { ActiveChip, ActiveFilter, Bilingual, useBaht } from '../../components/catalogueFields';
import { fromBangkokInput, toBangkokInput, useDates } from '../../dates';

function useKindChoices() {
  const translate = useTranslate();
  return PROMO_KINDS.map((id) => ({ id, name: translate(`club.promoKind.${id}`) }));
}

function KindFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return <SelectInput source={source} choices={useKindChoices()} />;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />, <KindFilter key="kind" source="kind" alwaysOn />, <ActiveFilter key="active" source="active" />];

/** "10%" or "฿50" in the console language. */
function useDiscountText() {
  const baht = useBaht();
  return (r: AdminPromoCodeDto) => (r.kind === 'percent' ? `${r.value}%` : baht(r.value_satang));
}

function useWindowText() {
  const translate = useTranslate();
  const dates = useDates();
  return (r: AdminPromoCodeDto) => {
    const day = (iso: string | null) => dates.date(iso, '…');
    return r.starts_at || r.ends_at ? `${day(r.starts_at)} – ${day(r.ends_at)}` : translate('club.catalogue.always');
  };
}

function PromoCodeList() {
  const discount = useDiscountText();
  const window = useWindowText();
  const baht = useBaht();
  const translate = useTranslate();
  const uses = (r: AdminPromoCodeDto) => `${r.used_count} / ${r.max_uses ?? '∞'}`;
  return (
    <CatalogueList<AdminPromoCodeDto>
      filters={filters} sort={{ field: 'created_at', order: 'DESC' }}
      phone={{
        primaryText: (r) => `${r.code} · ${discount(r)}`,
        secondaryText: (r) => `${window(r)} · ${translate('club.catalogue.uses')}: ${uses(r)}`,
        tertiaryText: (r) => translate(r.active ? 'club.catalogue.active' : 'club.catalogue.inactive'),
      }}
    >
      <TextField source="code" />
      <FunctionField<AdminPromoCodeDto> source="value" render={discount} />
      <FunctionField<AdminPromoCodeDto> source="min_subtotal" render={(r) => (r.min_subtotal_satang ? baht(r.min_subtotal_satang) : '—')} />
      <FunctionField<AdminPromoCodeDto> source="starts_at" label="club.catalogue.window" render={window} />
      <FunctionField<AdminPromoCodeDto> source="used_count" render={uses} />
      <ActiveChip source="active" />
    </CatalogueList>
  );
}

function ValueInput() {
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  return (
    <NumberInput
      source="value"
      validate={required()}
      min={kind === 'percent' ? 1 : 0}
      max={kind === 'percent' ? 100 : undefined}
      step={1}
      fullWidth
      helperText={kind === 'percent' ? 'club.catalogue.valuePercentHint' : 'club.catalogue.valueBahtHint'}
    />
  );
}

function PromoCodeFields({ editing = false }: { editing?: boolean }) {
  return (
    <>
      <Bilingual>
        <TextInput source="code" validate={required()} fullWidth helperText="club.catalogue.codeHint" />
        <SelectInput source="kind" choices={useKindChoices()} validate={required()} fullWidth />
      </Bilingual>
      <Bilingual>
        <ValueInput />
        <NumberInput source="min_subtotal" min={0} step={1} fullWidth helperText="club.catalogue.minSubtotalHint" />
      </Bilingual>
      <Bilingual>
        {/* Bangkok time, whatever the browser's zone (as a match's kick-off). */}
        <TextInput source="starts_at" type="datetime-local" format={toBangkokInput} parse={fromBangkokInput} helperText="club.ticketing.bangkokTime" slotProps={{ inputLabel: { shrink: true } }} fullWidth />
        <TextInput source="ends_at" type="datetime-local" format={toBangkokInput} parse={fromBangkokInput} helperText="club.ticketing.bangkokTime" slotProps={{ inputLabel: { shrink: true } }} fullWidth />
      </Bilingual>
      <Bilingual>
        <NumberInput source="max_uses" min={1} step={1} fullWidth helperText="club.catalogue.maxUsesHint" />
        {editing ? <Labeled><NumberField source="used_count" /></Labeled> : <span />}
      </Bilingual>
      <Bilingual>
        <TextInput source="description" fullWidth />
        <TextInput source="description_th" fullWidth />
      </Bilingual>
      <BooleanInput source="active" />
    </>
  );
}

function PromoCodeEdit() {
  return <Edit mutationMode="pessimistic"><SimpleForm><PromoCodeFields editing /></SimpleForm></Edit>;
}

function PromoCodeCreate() {
  return <Create redirect="list"><SimpleForm defaultValues={{ kind: 'percent', active: true, min_subtotal: 0 }}><PromoCodeFields /></SimpleForm></Create>;
}

export default { icon: LocalOfferIcon, list: PromoCodeList, edit: PromoCodeEdit, create: PromoCodeCreate, recordRepresentation: 'code' };
