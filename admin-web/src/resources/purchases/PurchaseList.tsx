import { useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, Datagrid, FunctionField, List, ReferenceInput, SearchInput, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { PURCHASE_STATUSES, type AdminMatchDto, type StaffPurchaseDto } from '@club/core';
import { DateTimeField, useDates } from '../../dates';
import { spreadsheetExporter } from '../../spreadsheetExporter';
import { DecisionButtons } from './DecisionButtons';
import { BuyerCell, MatchCell, PurchaseStatusChip, SlipFlags, useLivePurchaseRefresh, useMatchTitle, useMoney } from './purchaseFields';

function StatusFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput source={source} choices={PURCHASE_STATUSES.map((id) => ({ id, name: translate(`club.purchaseStatus.${id}`) }))} />;
}

function MatchFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const dates = useDates();
  const translate = useTranslate();
  const text = (m: AdminMatchDto | undefined) => {
    if (!m) return '';
    const th = dates.lang === 'th';
    const away = (th ? m.away_team_name_th : m.away_team_name) ?? translate('club.ticketing.tba');
    return `${th ? m.home_team_name_th : m.home_team_name} – ${away} · ${dates.date(m.match_date)}`;
  };
  return (
    <ReferenceInput source={source} reference="matches" sort={{ field: 'match_date', order: 'DESC' }}>
      <AutocompleteInput optionText={text} sx={{ minWidth: 300 }} />
    </ReferenceInput>
  );
}

function SearchFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SearchInput source={source} placeholder={translate('resources.purchases.fields.q')} sx={{ minWidth: { sm: 240 } }} />;
}

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
  <MatchFilter key="matchId" source="matchId" alwaysOn />,
];

/**
 * The verification queue: slips waiting for a decision, the one waiting longest first. Each row
 * says who paid, for which match and how much, and whether the slip was used before.
 */
export function PurchaseList() {
  useLivePurchaseRefresh();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const money = useMoney();
  const title = useMatchTitle();
  const dates = useDates();
  return (
    <List filters={filters} filterDefaultValues={{ status: 'verifying' }} sort={{ field: 'receiptUploadedAt', order: 'ASC' }} exporter={spreadsheetExporter}>
      {small ? (
        <SimpleList<StaffPurchaseDto>
          primaryText={(r) => `${r.buyer.name} · ${money.baht(r.totalSatang)}${r.receiptCheck?.duplicates?.length || r.receiptCheck?.status === 'unreadable' ? ' ⚠' : ''}`}
          secondaryText={(r) => `${title(r.matchDetails)} · ${dates.dateTime(r.matchDetails.matchDate)}`}
          tertiaryText={(r) => `${r.referenceNumber} · ${translate(`club.purchaseStatus.${r.status}`)}`}
          linkType="show"
          rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="referenceNumber" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }} />
          <BuyerCell label="resources.purchases.fields.buyer" />
          <MatchCell label="resources.purchases.fields.match" source="matchDetails.matchDate" />
          <FunctionField<StaffPurchaseDto> source="totalAmount" textAlign="right" render={(r) => money.baht(r.totalSatang)} sx={{ whiteSpace: 'nowrap' }} />
          <PurchaseStatusChip label="resources.purchases.fields.status" source="status" />
          <DateTimeField source="receiptUploadedAt" sx={{ whiteSpace: 'nowrap' }} />
          <SlipFlags label="resources.purchases.fields.receiptCheck" />
          <DecisionButtons />
        </Datagrid>
      )}
    </List>
  );
}
