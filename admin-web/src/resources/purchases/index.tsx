import ReceiptIcon from '@mui/icons-material/Receipt';
import { Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid, DateField, FunctionField, List, NumberField, SelectInput, Show, SimpleList, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useRefresh, useTranslate,
} from 'react-admin';
import { PURCHASE_STATUSES } from '@club/core';
import { DecisionButtons } from './DecisionButtons';
import { ReceiptImage } from './ReceiptImage';
import { useStaffEvents } from '../../liveEvents';
import { spreadsheetExporter } from '../../spreadsheetExporter';

/** New slips and decisions by colleagues appear without a reload (socket.io room `staff`). */
function useLiveRefresh() {
  const refresh = useRefresh();
  useStaffEvents(['purchase:status'], refresh);
}

function DuplicateFlags() {
  const record = useRecordContext<{ receiptCheck: { duplicates?: { kind: string; id: string; reason: string }[] } | null }>();
  const translate = useTranslate();
  const dups = record?.receiptCheck?.duplicates ?? [];
  if (!dups.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {dups.map((d) => <Chip key={`${d.id}-${d.reason}`} color="warning" size="small" label={translate(`club.purchases.dup_${d.reason}`, { id: d.id.slice(0, 8) })} />)}
    </Stack>
  );
}

function useStatusChoices() {
  const translate = useTranslate();
  return PURCHASE_STATUSES.map((id) => ({ id, name: translate(`club.purchaseStatus.${id}`) }));
}

function StatusFilter({ source }: { source: string }) {
  return <SelectInput source={source} choices={useStatusChoices()} />;
}

function PurchaseList() {
  useLiveRefresh();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List filters={[<StatusFilter key="status" source="status" />]} filterDefaultValues={{ status: 'verifying' }} sort={{ field: 'updatedAt', order: 'DESC' }} exporter={spreadsheetExporter}>
      {small ? (
        <SimpleList primaryText={(r) => r.referenceNumber} secondaryText={(r) => `${r.quantity} × ${r.unitPrice} ฿ = ${r.totalAmount} ฿`} tertiaryText={(r) => translate(`club.purchaseStatus.${r.status}`)} linkType="show" />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="referenceNumber" />
          <FunctionField source="status" render={(r) => translate(`club.purchaseStatus.${r.status}`)} />
          <NumberField source="quantity" />
          <NumberField source="totalAmount" options={{ style: 'currency', currency: 'THB' }} />
          <ReceiptImage thumb />
          <DuplicateFlags />
          <DateField source="receiptUploadedAt" showTime />
          <DecisionButtons />
        </Datagrid>
      )}
    </List>
  );
}

function PurchaseShow() {
  useLiveRefresh();
  const translate = useTranslate();
  // The decision sits at the top, in reach without scrolling past a tall slip (also on a phone).
  return (
    <Show actions={<TopToolbar><DecisionButtons /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="referenceNumber" />
        <FunctionField source="status" render={(r) => translate(`club.purchaseStatus.${r.status}`)} />
        <TextField source="buyer.name" />
        <TextField source="buyer.email" />
        <TextField source="phone" />
        <NumberField source="quantity" />
        <NumberField source="totalAmount" options={{ style: 'currency', currency: 'THB' }} />
        <TextField source="receiptCheck.transactionRef" emptyText="—" />
        <DuplicateFlags />
        <ReceiptImage />
        <TextField source="rejectionReason" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

export default { icon: ReceiptIcon, list: PurchaseList, show: PurchaseShow, recordRepresentation: 'referenceNumber' };
