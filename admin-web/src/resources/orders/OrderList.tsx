import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { BooleanInput, Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { displayOrderStatus, type StaffOrderDto } from '@club/core';
import { OrderListActions } from '../../components/CsvDownloadButton';
import { ReceiptImage } from '../../components/ReceiptImage';
import { OrderDuplicateFlags, OrderStatusChip, useFormatBaht, useFormatDate, useIntlLocale, useLiveOrderRefresh, useOrderStatusChoices } from './orderFields';

function StatusFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return <SelectInput source={source} choices={useOrderStatusChoices()} />;
}

/** Only `true` narrows the list; switching it off removes the filter (an empty value) instead of sending false. */
function AwaitingVerificationFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return <BooleanInput source={source} parse={(v: boolean) => (v ? true : '')} />;
}

function SearchFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SearchInput source={source} placeholder={translate('resources.orders.fields.q')} sx={{ minWidth: { sm: 260 } }} />;
}

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
  <AwaitingVerificationFilter key="awaiting_verification" source="awaiting_verification" alwaysOn />,
];

function Customer(_props: { label?: string }) {
  return (
    <FunctionField<StaffOrderDto>
      render={(r) => (
        <Box>
          <Typography variant="body2">{r.customer.name}</Typography>
          <Typography variant="caption" color="text.secondary">{r.customer.email}</Typography>
        </Box>
      )}
    />
  );
}

function OrderList() {
  useLiveOrderRefresh();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const baht = useFormatBaht();
  const date = useFormatDate();
  const intl = useIntlLocale();
  return (
    // Unpaid orders first: the ones with a slip are the verification queue.
    <List filters={filters} actions={<OrderListActions />} filterDefaultValues={{ status: 'pending_payment' }} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      {small ? (
        <SimpleList<StaffOrderDto>
          primaryText={(r) => `${r.order_number} · ${r.customer.name}`}
          secondaryText={(r) => `${baht(r.total_amount)} · ${translate(`club.orderDisplayStatus.${displayOrderStatus(r)}`)}${r.receipt_duplicates.length ? ` · ⚠ ${translate('club.orders.duplicateShort')}` : ''}`}
          tertiaryText={(r) => date(r.created_at)}
          linkType="show"
          rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="order_number" sortable={false} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }} />
          <Customer label="resources.orders.fields.customer" />
          <FunctionField<StaffOrderDto> source="status" sortable={false} render={() => <OrderStatusChip />} />
          <FunctionField<StaffOrderDto> source="total_amount" sortable={false} textAlign="right" render={(r) => baht(r.total_amount)} />
          <ReceiptImage thumb source="receipt_image_url" altSource="order_number" label="resources.orders.fields.receipt_image_url" />
          <OrderDuplicateFlags label="resources.orders.fields.receipt_duplicates" />
          <TextField source="payment_reference" sortable={false} emptyText="—" />
          <DateField source="created_at" showTime locales={intl} options={{ dateStyle: 'medium', timeStyle: 'short' }} />
        </Datagrid>
      )}
    </List>
  );
}

export { OrderList };
