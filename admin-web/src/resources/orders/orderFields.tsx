import { Chip, Stack, type ChipProps } from '@mui/material';
import { useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { displayOrderStatus, formatBankAmount, ORDER_STATUSES, type OrderStatusMessage, type StaffOrderDto } from '@club/core';
import { DuplicateSlipChip } from '../../components/DuplicateSlipChip';
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

/** The slip's file or bank transaction was already used for another purchase or order. */
export function OrderDuplicateFlags(_props: { label?: string }) {
  const record = useRecordContext<StaffOrderDto>();
  const dups = record?.receipt_duplicates ?? [];
  if (!dups.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="order-duplicates">
      {dups.map((d) => <DuplicateSlipChip key={`${d.kind}-${d.id}-${d.reason}`} duplicate={d} />)}
    </Stack>
  );
}

/** What the worker's slip check found. */
export function ReceiptCheckChip(_props: { label?: string }) {
  const record = useRecordContext<StaffOrderDto>();
  const translate = useTranslate();
  const check = record?.receipt_check;
  if (!record?.receipt_image_url || !check) return null;
  const color: ChipProps['color'] = check.status === 'accepted' ? 'success' : check.status === 'unreadable' ? 'error' : 'default';
  // Why the check refused it: a code, worded in the console's language.
  const label = translate(`club.orders.check_${check.status}`) + (check.status === 'unreadable' && check.error ? `: ${translate(`club.orders.checkError_${check.error}`)}` : '');
  return <Chip size="small" variant="outlined" color={color} label={label} data-testid="order-receipt-check" />;
}
