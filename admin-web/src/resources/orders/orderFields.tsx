import { Chip, Stack, type ChipProps } from '@mui/material';
import { useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { displayOrderStatus, formatBankAmount, ORDER_STATUSES, type OrderStatusMessage, type StaffOrderDto } from '@club/core';
import { DuplicateSlipChip } from '../../components/DuplicateSlipChip';
import { slipVerdict, SlipVerdictChip, type SlipState } from '../../components/SlipVerdict';
import { useDates } from '../../dates';
import { useStaffEvents } from '../../liveEvents';

/**
 * Changes by colleagues, the worker's expiry and slip checks appear without a reload (socket.io
 * room `staff`). An order page passes its id and ignores the messages about other orders.
 */
export function useLiveOrderRefresh(orderId?: string) {
  const refresh = useRefresh();
  useStaffEvents(['order:status', 'order:bank-check'], (m) => { if (!orderId || !m || (m as OrderStatusMessage).id === orderId) refresh(); });
}

/** An amount as the bank shows it, in the sites' one format: "฿1,500.00" / "1,500.00 บาท". */
export function useFormatBaht() {
  const [locale] = useLocaleState();
  return (baht: number) => formatBankAmount(Math.round(baht * 100), locale);
}

/** Date and time in the console's one format (Bangkok time, Buddhist year in Thai); a dash when empty. */
export function useFormatDate() {
  return useDates().dateTime;
}

export function useOrderStatusChoices() {
  const translate = useTranslate();
  return ORDER_STATUSES.map((id) => ({ id, name: translate(`club.orderStatus.${id}`) }));
}

const STATUS_COLORS: Record<ReturnType<typeof displayOrderStatus>, ChipProps['color']> = {
  pending: 'default',
  verifying: 'warning',
  paid: 'info',
  processing: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'default',
  rejected: 'error',
  refunded: 'secondary',
};

/** The status staff act on: an unpaid order shows whether a slip is waiting to be checked. */
export function OrderStatusChip({ size = 'small' }: { size?: ChipProps['size']; label?: string; source?: string }) {
  const record = useRecordContext<StaffOrderDto>();
  const translate = useTranslate();
  if (!record) return null;
  const shown = displayOrderStatus(record);
  return <Chip data-testid="order-status" data-status={record.status} size={size} color={STATUS_COLORS[shown]} label={translate(`club.orderDisplayStatus.${shown}`)} />;
}

/** An order's slip as the slip verdict reads it: an order waits on staff until it is paid (or over). */
export function orderSlipState(o: StaffOrderDto): SlipState {
  return {
    decided: o.status !== 'pending_payment', receipt: o.receipt_image_url ? o.receipt_check : null, bank: o.receipt_check?.bank, duplicates: o.receipt_duplicates.length,
  };
}

/** The slip's file or bank transaction was already used for another purchase or order: a warning only while the order waits on staff. */
export function OrderDuplicateFlags(_props: { label?: string }) {
  const record = useRecordContext<StaffOrderDto>();
  const dups = record?.receipt_duplicates ?? [];
  if (!record || !dups.length) return null;
  const warn = slipVerdict(orderSlipState(record)).tone === 'warning';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="order-duplicates">
      {dups.map((d) => <DuplicateSlipChip key={`${d.kind}-${d.id}-${d.reason}`} duplicate={d} warn={warn} />)}
    </Stack>
  );
}

/** Where the slip's checks stand (the slip verdict). */
export function ReceiptCheckChip(_props: { label?: string }) {
  const record = useRecordContext<StaffOrderDto>();
  if (!record) return null;
  return <SlipVerdictChip state={orderSlipState(record)} testId="order-receipt-check" />;
}
