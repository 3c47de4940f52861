import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Chip } from '@mui/material';
import {
  BooleanInput, Create, Edit, NumberField, SearchInput, SimpleForm, TextField, TextInput, required, useRecordContext, useTranslate,
} from 'react-admin';
import { CatalogueList } from '../../components/CatalogueList';
import type { AdminBankAccountDto } from '@club/core';
import { Bilingual, useLocalized } from '../../components/catalogueFields';

function StoreAccountChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext<AdminBankAccountDto>();
  const translate = useTranslate();
  return record?.for_merchandise ? <Chip size="small" color="primary" label={translate('club.ticketing.storeAccount')} /> : null;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function BankAccountList() {
  const localized = useLocalized();
  const translate = useTranslate();
  return (
    <CatalogueList<AdminBankAccountDto>
      filters={filters} sort={{ field: 'bank_name', order: 'ASC' }}
      phone={{
        primaryText: (r) => `${localized(r, 'bank_name')} · ${r.account_number}`,
        secondaryText: (r) => `${r.account_name} · PromptPay ${r.promptpay_id}`,
        tertiaryText: (r) => (r.for_merchandise ? translate('club.ticketing.storeAccount') : ''),
      }}
    >
      <TextField source="bank_name" />
      <TextField source="account_number" />
      <TextField source="account_name" />
      <TextField source="promptpay_id" sortable={false} />
      <StoreAccountChip source="for_merchandise" />
      <NumberField source="match_count" />
    </CatalogueList>
  );
}

/** Digits as typed with spaces or dashes; the API saves the digits only. */
const digitsOnly = (min: number, max: number, message: string) => (value: unknown) => {
  const digits = String(value ?? '').replace(/[\s-]/g, '');
  return !digits || (/^[0-9]+$/.test(digits) && digits.length >= min && digits.length <= max) ? undefined : message;
};

function BankAccountFields() {
  return (
    <>
      <Bilingual>
        <TextInput source="bank_name" validate={required()} fullWidth />
        <TextInput source="bank_name_th" validate={required()} fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="account_number" validate={[required(), digitsOnly(6, 20, 'club.ticketing.accountNumberHint')]} fullWidth helperText="club.ticketing.accountNumberHint" />
        <TextInput source="account_name" validate={required()} fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="account_holder_name" validate={required()} fullWidth />
        <TextInput source="account_holder_name_th" fullWidth parse={(v: string) => v || null} />
      </Bilingual>
      <Bilingual>
        <TextInput source="account_holder_position" validate={required()} fullWidth />
        <TextInput source="account_holder_position_th" validate={required()} fullWidth />
      </Bilingual>
      <Bilingual>
        <TextInput source="promptpay_id" validate={[required(), digitsOnly(10, 15, 'club.ticketing.promptpayHint')]} fullWidth helperText="club.ticketing.promptpayHint" />
        <TextInput source="biller_id" validate={digitsOnly(15, 15, 'club.ticketing.billerHint')} fullWidth helperText="club.ticketing.billerHint" parse={(v: string) => v || null} />
      </Bilingual>
      <BooleanInput source="for_merchandise" helperText="club.ticketing.storeAccountHint" />
    </>
  );
}

function BankAccountEdit() {
  return <Edit mutationMode="pessimistic"><SimpleForm><BankAccountFields /></SimpleForm></Edit>;
}

function BankAccountCreate() {
  return <Create redirect="list"><SimpleForm defaultValues={{ for_merchandise: false }}><BankAccountFields /></SimpleForm></Create>;
}

export default {
  icon: AccountBalanceIcon, list: BankAccountList, edit: BankAccountEdit, create: BankAccountCreate,
  recordRepresentation: (r: AdminBankAccountDto) => `${r.bank_name} ${r.account_number}`,
};
