import type { ReactNode } from 'react';
import {
  Alert, Box, Card, CardContent, Chip, Divider, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import { Show, useLocaleState, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { displayOrderStatus, ORDER_MOMENTS, type OrderItemDto, type StaffOrderDto } from '@club/core';
import { BankCheck, BankPayments } from '../../components/BankCheck';
import { ReceiptImage } from '../../components/ReceiptImage';
import { OrderNotesForm } from './OrderNotesForm';
import { OrderStatusActions } from './OrderStatusActions';
import { SlipHints, slipVerdict } from '../../components/SlipVerdict';
import { OrderDuplicateFlags, OrderStatusChip, ReceiptCheckChip, orderSlipState, useFormatBaht, useFormatDate, useLiveOrderRefresh } from './orderFields';
import { Facts } from '../../components/Facts';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 1.5, mb: 1 }}>{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const useField = () => {
  const translate = useTranslate();
  return (name: string) => translate(`resources.orders.fields.${name}`);
};

/** The status and the moves staff make, first on the page so they are in reach on a phone. */
function StatusPanel() {
  const record = useRecordContext<StaffOrderDto>()!;
  const translate = useTranslate();
  const baht = useFormatBaht();
  const date = useFormatDate();
  const shown = displayOrderStatus(record);
  const slip = orderSlipState(record);
  return (
    <Card data-testid="order-status-panel" data-status={record.status}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
          <Box>
            <Typography variant="h5" component="h1" data-testid="order-number" sx={{ fontWeight: 600 }}>{record.order_number}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
              <OrderStatusChip size="medium" />
              <ReceiptCheckChip />
            </Stack>
          </Box>
          <Box sx={{ textAlign: { sm: 'right' } }}>
            <Typography variant="body2" color="text.secondary">{translate('club.orders.amountExpected')}</Typography>
            <Typography variant="h5" component="p" data-testid="order-total" sx={{ fontWeight: 600 }}>{baht(record.total_amount)}</Typography>
          </Box>
        </Stack>
        <Stack spacing={2} sx={{ '&:empty': { display: 'none' } }}>
          {shown === 'pending' && !record.receipt_image_url && <Alert severity="info">{translate('club.orders.noSlipHint', { time: date(record.expires_at) })}</Alert>}
          {record.status === 'cancelled' && record.cancellation_reason && (
            <Alert severity="info">{translate(`club.orders.cancelReason_${record.cancellation_reason}`)}</Alert>
          )}
          {record.status === 'rejected' && record.rejection_reason && (
            <Facts labelWidth="minmax(110px, 34%)" rows={[
              [translate('resources.purchases.fields.rejectionReason'), <span key="r" data-testid="order-rejection-reason">{translate(`club.rejectionReasons.${record.rejection_reason}`)}</span>],
              ...(record.rejection_note ? [[translate('resources.purchases.fields.rejectionNote'), record.rejection_note] as [string, string]] : []),
              [translate('resources.purchases.fields.rejectedAt'), date(record.rejected_at)],
            ]} />
          )}
          <SlipHints state={slip} kind="orders" />
          <BankCheck bank={record.receipt_check?.bank} tone={slipVerdict(slip).tone} />
          <BankPayments payments={record.bank_payments} />
          <OrderStatusActions />
        </Stack>
      </CardContent>
    </Card>
  );
}

function variantText(item: OrderItemDto, locale: string) {
  return item.variant_details.map((v) => `${v.group}: ${locale === 'th' ? v.th_label : v.en_label}`).join(' · ');
}

function ItemName({ item, locale }: { item: OrderItemDto; locale: string }) {
  const variants = variantText(item, locale);
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>{item.product_name}</Typography>
      {item.product_name_th !== item.product_name && <Typography variant="body2" color="text.secondary">{item.product_name_th}</Typography>}
      {variants && <Typography variant="caption" color="text.secondary" component="div">{variants}</Typography>}
    </>
  );
}

function ItemsAndAmounts() {
  const record = useRecordContext<StaffOrderDto>()!;
  const translate = useTranslate();
  const field = useField();
  const baht = useFormatBaht();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const items = small ? (
    <Stack divider={<Divider flexItem />} spacing={1.5} data-testid="order-items">
      {record.items.map((item) => (
        <Box key={item.id}>
          <ItemName item={item} locale={locale} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">{item.product_sku} · {item.quantity} × {baht(item.unit_price)}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>{baht(item.total_price)}</Typography>
          </Stack>
        </Box>
      ))}
    </Stack>
  ) : (
    <Table size="small" data-testid="order-items">
      <TableHead>
        <TableRow>
          <TableCell>{translate('club.orders.item')}</TableCell>
          <TableCell>{translate('club.orders.sku')}</TableCell>
          <TableCell align="right">{translate('club.orders.qty')}</TableCell>
          <TableCell align="right">{translate('club.orders.unitPrice')}</TableCell>
          <TableCell align="right">{translate('club.orders.lineTotal')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.items.map((item) => (
          <TableRow key={item.id}>
            <TableCell><ItemName item={item} locale={locale} /></TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.product_sku}</TableCell>
            <TableCell align="right">{item.quantity}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{baht(item.unit_price)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{baht(item.total_price)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  const amountRow = (label: ReactNode, value: string, strong = false, testId?: string) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 600 : undefined }}>{label}</Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 600 : undefined, whiteSpace: 'nowrap' }} data-testid={testId}>{value}</Typography>
    </Stack>
  );
  return (
    <Section title={translate('club.orders.items', { smart_count: record.item_count })} testId="order-items-section">
      {items}
      <Divider sx={{ my: 1.5 }} />
      <Stack spacing={0.5} sx={{ ml: { sm: 'auto' }, maxWidth: { sm: 360 } }}>
        {amountRow(field('subtotal'), baht(record.subtotal))}
        {record.discount_amount > 0 && amountRow(
          <>{field('discount_amount')}{record.promo_code && <Chip component="span" size="small" label={record.promo_code} sx={{ ml: 1, height: 20 }} />}</>,
          `−${baht(record.discount_amount)}`,
        )}
        {amountRow(field('shipping_cost'), record.shipping_cost > 0 ? baht(record.shipping_cost) : translate('club.orders.free'))}
        {amountRow(translate('club.orders.amountExpected'), baht(record.total_amount), true)}
      </Stack>
    </Section>
  );
}

function CustomerSection() {
  const record = useRecordContext<StaffOrderDto>()!;
  const translate = useTranslate();
  const field = useField();
  const rows: [string, ReactNode][] = [
    [field('customer.name'), record.customer.name],
    [field('customer.email'), <Link key="e" href={`mailto:${record.customer.email}`}>{record.customer.email}</Link>],
    [field('customer.phone'), record.customer.phone ? <Link key="p" href={`tel:${record.customer.phone}`}>{record.customer.phone}</Link> : '—'],
  ];
  if (record.notes) rows.push([field('notes'), record.notes]);
  return <Section title={translate('club.orders.customer')} testId="order-customer"><Facts rows={rows} /></Section>;
}

function ShippingSection() {
  const record = useRecordContext<StaffOrderDto>()!;
  const translate = useTranslate();
  const field = useField();
  const [locale] = useLocaleState();
  const th = locale === 'th';
  const rows: [string, ReactNode][] = [[field('shipping_method_name'), th ? record.shipping_method_name_th : record.shipping_method_name]];
  if (record.shipping_method_type === 'pickup') {
    rows.push([translate('club.orders.pickupAt'), (
      <span key="pickup">
        {(th ? record.pickup_location_name_th : record.pickup_location_name) ?? '—'}
        <br />
        <Typography component="span" variant="body2" color="text.secondary">{th ? record.pickup_location_address_th : record.pickup_location_address}</Typography>
        {record.pickup_location_phone && <><br />{record.pickup_location_phone}</>}
      </span>
    )]);
  } else {
    const address = [
      record.delivery_address_line1,
      record.delivery_address_line2,
      [record.delivery_district, record.delivery_province, record.delivery_postal_code].filter(Boolean).join(' '),
    ].filter(Boolean);
    rows.push([translate('club.orders.deliverTo'), (
      <span key="address" data-testid="order-delivery-address">
        {record.delivery_recipient_name}
        {record.delivery_phone && <> · <Link href={`tel:${record.delivery_phone}`}>{record.delivery_phone}</Link></>}
        {address.map((line) => <span key={line}><br />{line}</span>)}
      </span>
    )]);
  }
  rows.push([field('tracking_number'), <span key="t" data-testid="order-tracking-number">{record.tracking_number ?? '—'}</span>]);
  return <Section title={translate('club.orders.shipping')} testId="order-shipping"><Facts rows={rows} /></Section>;
}

function PaymentSection() {
  const record = useRecordContext<StaffOrderDto>()!;
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const field = useField();
  const date = useFormatDate();
  return (
    <Section title={translate('club.orders.payment')} testId="order-payment">
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1, p: 1 }} data-testid="order-slip">
          <ReceiptImage source="receipt_image_url" altSource="order_number" maxHeight={small ? 380 : 560} />
        </Box>
        <Facts rows={[
          [translate('club.orders.slipCheck'), <ReceiptCheckChip key="c" />],
          [field('receipt_uploaded_at'), date(record.receipt_uploaded_at)],
          [field('payment_reference'), record.payment_reference ?? '—'],
          [field('receipt_transaction_ref'), record.receipt_transaction_ref ?? '—'],
          [field('receipt_duplicates'), record.receipt_duplicates.length ? <OrderDuplicateFlags key="d" /> : translate('club.orders.noDuplicates')],
        ]} />
      </Stack>
    </Section>
  );
}

function DatesSection() {
  const record = useRecordContext<StaffOrderDto>()!;
  const translate = useTranslate();
  const field = useField();
  const date = useFormatDate();
  const rows: [string, ReactNode][] = ORDER_MOMENTS.filter((f) => record[f]).map((f) => [field(f), date(record[f])]);
  if (record.status === 'pending_payment') rows.push([field('expires_at'), date(record.expires_at)]);
  return <Section title={translate('club.orders.dates')} testId="order-dates"><Facts rows={rows} /></Section>;
}

function NotesSection() {
  const record = useRecordContext<StaffOrderDto>()!;
  const translate = useTranslate();
  return (
    <Section title={translate('club.orders.notesForFan')} testId="order-notes">
      <OrderNotesForm key={`${record.id}:${record.admin_notes ?? ''}:${record.tracking_number ?? ''}:${record.status}`} />
    </Section>
  );
}

/** Phones read one column: status and actions, payment (the slip beside the amount), items, customer, shipping, notes, dates. */
function OrderShowLayout() {
  const record = useRecordContext<StaffOrderDto>();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  useLiveOrderRefresh(record?.id);
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ py: 2 }} data-testid="order-show">
      <StatusPanel />
      {small ? (
        <>
          <PaymentSection />
          <ItemsAndAmounts />
          <CustomerSection />
          <ShippingSection />
          <NotesSection />
          <DatesSection />
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' }}>
          <Stack spacing={2}>
            <ItemsAndAmounts />
            <CustomerSection />
            <ShippingSection />
            <NotesSection />
          </Stack>
          <Stack spacing={2}>
            <PaymentSection />
            <DatesSection />
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

/** The order number alone on a phone, where the app bar has little room. */
function OrderTitle() {
  const record = useRecordContext<StaffOrderDto>();
  const translate = useTranslate();
  const resource = useResourceContext();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!record) return null;
  return <span>{small ? record.order_number : `${translate(`resources.${resource}.name`, { smart_count: 1 })} ${record.order_number}`}</span>;
}

export function OrderShow() {
  return (
    <Show actions={false} component="div" title={<OrderTitle />}>
      <OrderShowLayout />
    </Show>
  );
}
