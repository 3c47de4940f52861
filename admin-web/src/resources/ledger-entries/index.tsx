import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput, Datagrid, FunctionField, List, ReferenceInput, SelectInput, SimpleList, TopToolbar, usePermissions, useTranslate,
} from 'react-admin';
import { LEDGER_KINDS, type AdminLedgerEntryDto } from '@club/core';
import { CsvDownloadButton } from '../../components/CsvDownloadButton';
import { NoResults } from '../../components/NoResults';
import { useAccount, useFixture, useSatang } from '../../components/exchange/exchangeText';
import { DateTimeField } from '../../dates';
import { spreadsheetExporter } from '../../spreadsheetExporter';
import { LedgerBalances } from './LedgerBalances';
import { PayoutButton } from './PayoutDialog';

function FanFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput source={source} reference="users">
      <AutocompleteInput optionText={(u: { name: string; email: string } | undefined) => (u ? `${u.name} · ${u.email}` : '')} sx={{ minWidth: { sm: 280 } }} />
    </ReferenceInput>
  );
}

function KindFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput source={source} choices={LEDGER_KINDS.map((id) => ({ id, name: translate(`club.exchange.kind.${id}`) }))} />;
}

const filters = [<FanFilter key="fan" source="user_id" alwaysOn />, <KindFilter key="kind" source="kind" alwaysOn />];

function LedgerActions() {
  const { permissions } = usePermissions();
  return (
    <TopToolbar>
      {permissions === 'admin' ? <PayoutButton /> : null}
      <CsvDownloadButton path="/api/v1/admin/exports/ledger.csv" label="club.exports.ledger" fallbackName="ledger.csv" />
    </TopToolbar>
  );
}

/** Where a row's amount went: "Club exchange sales → Fan: Somchai". */
function useMove() {
  const account = useAccount();
  return (r: AdminLedgerEntryDto) => `${account(r.debit_account, r)} → ${account(r.credit_account, r)}`;
}

/** The credit ledger to the satang: each row moves an amount from one account to another; the balances above sum to zero. */
function LedgerList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const money = useSatang();
  const fixture = useFixture();
  const move = useMove();
  const about = (r: AdminLedgerEntryDto) => [fixture(r), r.note].filter(Boolean).join(' · ') || '—';
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={spreadsheetExporter} actions={<LedgerActions />}>
      <LedgerBalances />
      {small ? (
        <SimpleList<AdminLedgerEntryDto>
          primaryText={(r) => `${translate(`club.exchange.kind.${r.kind}`)} · ${money(r.amount_satang)}`}
          // One fact a line: a third text would sit beside the second and squeeze both.
          secondaryText={(r) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>{move(r)}</Box>
              <Box component="span" sx={{ display: 'block' }}>{about(r)}</Box>
            </>
          )}
          linkType={false} empty={<NoResults />} rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoResults />}>
          <DateTimeField source="created_at" />
          <FunctionField<AdminLedgerEntryDto> source="kind" render={(r) => translate(`club.exchange.kind.${r.kind}`)} />
          <FunctionField<AdminLedgerEntryDto> source="user_name" render={(r) => (r.user_name ? <>{r.user_name}<br /><small>{r.user_email}</small></> : '—')} />
          <FunctionField<AdminLedgerEntryDto> source="debit_account" label="resources.ledger-entries.fields.move" sortable={false} render={move} />
          <FunctionField<AdminLedgerEntryDto> source="amount" textAlign="right" render={(r) => money(r.amount_satang)} />
          <FunctionField<AdminLedgerEntryDto> source="note" label="resources.ledger-entries.fields.about" sortable={false} render={about} />
          <FunctionField<AdminLedgerEntryDto> source="created_by_name" sortable={false} render={(r) => r.created_by_name ?? translate('club.audit.system')} />
        </Datagrid>
      )}
    </List>
  );
}

export default { icon: AccountBalanceWalletIcon, list: LedgerList };
