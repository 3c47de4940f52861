import { Box, Stack, useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, BooleanInput, Datagrid, FunctionField, List, ReferenceInput, SearchInput, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { PURCHASE_STATUSES, type AdminMatchDto, type StaffPurchaseDto } from '@club/core';
import { NoResults } from '../../components/NoResults';
import { DateTimeField, useDates } from '../../dates';
import { spreadsheetExporter } from '../../spreadsheetExporter';
import { DecisionButtons } from './DecisionButtons';
import { BuyerCell, MatchCell, PurchaseStatusChip, SlipFlags, useLivePurchaseRefresh, useMoney, usePurchaseSubject } from './purchaseFields';

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

// On a phone the match filter waits behind "Add filter", leaving the screen to the queue.
const filtersFor = (small: boolean) => [
  <SearchFilter key="q" source="q" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
  <MatchFilter key="matchId" source="matchId" alwaysOn={!small} />,
  // Behind "Add filter"; shown, and removable, when the dashboard's count of refunds owed opens the list.
  <BooleanInput key="refund_owed" source="refund_owed" helperText={false} />,
];

/** The status, with under it what is wrong with the slip (used before, unreadable). */
function StatusAndFlags(_props: { label?: string; source?: string }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <PurchaseStatusChip />
      <SlipFlags />
    </Stack>
  );
}

/**
 * The verification queue: slips waiting for a decision, the one waiting longest first. Each row
 * says who paid, for which match and how much, and whether the slip was used before.
 */
export function PurchaseList() {
  useLivePurchaseRefresh();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const money = useMoney();
  const subject = usePurchaseSubject();
  const subjectLine = (r: StaffPurchaseDto) => {
    const { title, detail } = subject(r);
    return `${title} · ${detail}`;
  };
  const dates = useDates();
  return (
    <List filters={filtersFor(small)} filterDefaultValues={{ status: 'verifying' }} sort={{ field: 'receiptUploadedAt', order: 'ASC' }} exporter={spreadsheetExporter}>
      {small ? (
        <SimpleList<StaffPurchaseDto>
          primaryText={(r) => `${r.buyer.name} · ${money.baht(r.totalSatang)}${r.receiptCheck?.duplicates?.length || r.receiptCheck?.status === 'unreadable' ? ' ⚠' : ''}`}
          // One fact a line: a third text would sit beside the second and squeeze both.
          secondaryText={(r) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>{subjectLine(r)}</Box>
              <Box component="span" sx={{ display: 'block' }}>{r.referenceNumber} · {translate(`club.purchaseStatus.${r.status}`)} · {dates.dateTime(r.receiptUploadedAt)}</Box>
            </>
          )}
          empty={<NoResults />}
          linkType="show"
          rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<NoResults />} sx={{ '& .RaDatagrid-rowCell, & .RaDatagrid-headerCell': { px: 1 } }}>
          <TextField source="referenceNumber" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }} />
          <BuyerCell label="resources.purchases.fields.buyer" />
          <MatchCell label="resources.purchases.fields.match" source="matchDetails.matchDate" />
          <FunctionField<StaffPurchaseDto> source="totalAmount" textAlign="right" render={(r) => money.baht(r.totalSatang)} sx={{ whiteSpace: 'nowrap' }} />
          <StatusAndFlags label="resources.purchases.fields.status" source="status" />
          <DateTimeField source="receiptUploadedAt" sx={{ whiteSpace: 'nowrap' }} />
          <DecisionButtons label="" />
        </Datagrid>
      )}
    </List>
  );
}
