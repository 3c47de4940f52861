import { Create, Edit, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput, minValue, required, useRecordContext } from 'react-admin';
import type { AdminBankAccountDto, AdminSeasonPassDto, AdminZoneDto } from '@club/core';
import { Bilingual, Section, useLocalized } from '../../components/catalogueFields';
import { fromBangkokInput, toBangkokInput } from '../../dates';
import { PassTitle } from './passText';

/** A date and time typed in Bangkok time, whatever the browser's zone. */
function When({ source, disabled = false, helperText, optional = false }: { source: string; disabled?: boolean; helperText?: string; optional?: boolean }) {
  return (
    <TextInput
      source={source} type="datetime-local" validate={optional ? undefined : required()} disabled={disabled} fullWidth helperText={helperText ?? 'club.ticketing.bangkokTime'}
      format={toBangkokInput} parse={fromBangkokInput} slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

function PassFields({ creating = false }: { creating?: boolean }) {
  const localized = useLocalized();
  const record = useRecordContext<AdminSeasonPassDto>();
  return (
    <>
      <Bilingual>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="name_th" validate={required()} fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="season_label" validate={required()} helperText="club.seasons.labelHint" fullWidth />
        <ReferenceInput source="zone_id" reference="zones" sort={{ field: 'sort_order', order: 'ASC' }} perPage={200}>
          <SelectInput
            optionText={(z: AdminZoneDto) => `${z.code} · ${localized(z, 'name')}`} validate={required()} disabled={!creating} fullWidth
            helperText={creating ? 'club.seasons.zoneHint' : 'club.seasons.zoneFixed'}
          />
        </ReferenceInput>
      </Bilingual>
      <Section title="club.seasons.sectionCover" />
      <Bilingual>
        <When source="covers_from" disabled={!creating} helperText={creating ? 'club.seasons.coversHint' : 'club.seasons.coversFixed'} />
        <When source="covers_to" disabled={!creating} />
      </Bilingual>
      <Section title="club.seasons.sectionSale" />
      <Bilingual>
        <NumberInput source="price" min={1} step={1} validate={[required(), minValue(1)]} helperText="club.seasons.priceHint" fullWidth />
        <NumberInput
          source="quota" min={record?.sold || 1} step={1} validate={[required(), minValue(record?.sold || 1)]} fullWidth
          helperText={creating ? 'club.seasons.quotaHint' : 'club.seasons.quotaEditHint'}
        />
      </Bilingual>
      <NumberInput source="credit_divisor" min={1} max={100} step={1} defaultValue={19} validate={[required(), minValue(1)]} helperText="club.seasons.creditDivisorHint" fullWidth />
      <Bilingual>
        <When source="sale_starts_at" />
        <When source="sale_ends_at" />
      </Bilingual>
      <ReferenceInput source="bank_account_id" reference="bank-accounts" sort={{ field: 'bank_name', order: 'ASC' }} perPage={200}>
        <SelectInput optionText={(r: AdminBankAccountDto) => `${r.bank_name} · ${r.account_number}`} validate={required()} fullWidth helperText="club.ticketing.bankHint" />
      </ReferenceInput>
      <Section title="club.seasons.sectionRenewal" />
      <Bilingual>
        <ReferenceInput source="renews_pass_id" reference="season-passes" sort={{ field: 'covers_from', order: 'DESC' }} perPage={100}>
          <SelectInput optionText={(p: AdminSeasonPassDto) => `${localized(p, 'name')} (${p.season_label})`} emptyText="club.seasons.noRenewal" helperText="club.seasons.renewsHint" fullWidth />
        </ReferenceInput>
        <When source="renewal_starts_at" optional helperText="club.seasons.renewalHint" />
      </Bilingual>
    </>
  );
}

export function SeasonPassEdit() {
  return <Edit mutationMode="pessimistic" redirect="show" title={<PassTitle />}><SimpleForm><PassFields /></SimpleForm></Edit>;
}

export function SeasonPassCreate() {
  return <Create redirect="show"><SimpleForm><PassFields creating /></SimpleForm></Create>;
}
