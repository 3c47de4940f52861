import { Box, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField, useListContext, useTranslate } from 'react-admin';
import { displayOrderStatus, type StaffOrderDto } from '@club/core';
import { OrderListActions } from '../../components/CsvDownloadButton';
import { ReceiptImage } from '../../components/ReceiptImage';
import { DateTimeField } from '../../dates';
import { OrderDuplicateFlags, OrderStatusChip, useFormatBaht, useFormatDate, useLiveOrderRefresh, useOrderStatusChoices } from './orderFields';
import { NoResults } from '../../components/NoResults';

function StatusFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return <SelectInput source={source} choices={useOrderStatusChoices()} />;
}

function SearchFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SearchInput source={source} placeholder={translate('resources.orders.fields.q')} sx={{ minWidth: { sm: 260 } }} />;
}

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
];

/**
 * The views staff switch between. "Needs action" is what waits on staff, oldest first: a slip to
 * check (an unpaid order with a slip the check could read), a paid order to prepare and one being
 * prepared to ship or hand over. An unpaid order without a slip waits on the fan (and cancels
 * itself), a shipped one on the carrier; delivered, cancelled and refunded ones are done.
 * "Refund owed": orders paid a second time by another transfer, the money not yet given back.
 */
const VIEWS = [
  { id: 'needs_action', filter: { needs_action: true }, sort: { field: 'created_at', order: 'ASC' } },
  { id: 'awaiting_verification', filter: { awaiting_verification: true }, sort: { field: 'created_at', order: 'ASC' } },
  { id: 'refund_owed', filter: { refund_owed: true }, sort: { field: 'created_at', order: 'ASC' } },
  { id: 'all', filter: {}, sort: { field: 'created_at', order: 'DESC' } },
] as const;

function OrderViews() {
  const { filterValues, setFilters, setSort, displayedFilters } = useListContext();
  const translate = useTranslate();
  const values = (filterValues ?? {}) as Record<string, unknown>;
  // The search goes with every view; any other filter chosen by hand means none of them.
  const narrowed = Object.keys(values).some((key) => key !== 'q');
  const current = values.needs_action ? 'needs_action' : values.awaiting_verification ? 'awaiting_verification' : values.refund_owed ? 'refund_owed' : narrowed ? null : 'all';
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', px: 2, pt: 1.5, pb: 1 }} role="group" aria-label={translate('club.orders.views')} data-testid="order-views">
      {VIEWS.map((view) => (
        <Chip
          key={view.id}
          label={translate(`club.orders.view_${view.id}`)}
          color={current === view.id ? 'primary' : 'default'}
          variant={current === view.id ? 'filled' : 'outlined'}
          aria-pressed={current === view.id}
          data-testid={`order-view-${view.id}`}
          // A view keeps the search typed, and replaces every other filter.
          onClick={() => {
            setFilters({ ...(values.q ? { q: values.q } : {}), ...view.filter }, displayedFilters);
            setSort({ ...view.sort });
          }}
        />
      ))}
    </Stack>
  );
}

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
  return (
    // Opens on what waits on staff; "All orders" is one click away.
    <List filters={filters} actions={<OrderListActions />} filterDefaultValues={{ needs_action: true }} sort={{ field: 'created_at', order: 'ASC' }} perPage={25}>
      <OrderViews />
      {small ? (
        <SimpleList<StaffOrderDto>
          empty={<NoResults />}
          primaryText={(r) => `${r.order_number} · ${r.customer.name}`}
          secondaryText={(r) => `${baht(r.total_amount)} · ${translate(`club.orderDisplayStatus.${displayOrderStatus(r)}`)}${r.receipt_duplicates.length ? ` · ⚠ ${translate('club.orders.duplicateShort')}` : ''}`}
          tertiaryText={(r) => date(r.created_at)}
          linkType="show"
          rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<NoResults />}>
          <TextField source="order_number" sortable={false} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }} />
          <Customer label="resources.orders.fields.customer" />
          <FunctionField<StaffOrderDto> source="status" sortable={false} render={() => <OrderStatusChip />} />
          <FunctionField<StaffOrderDto> source="total_amount" sortable={false} textAlign="right" render={(r) => baht(r.total_amount)} />
          <ReceiptImage thumb source="receipt_image_url" altSource="order_number" label="resources.orders.fields.receipt_image_url" />
          <OrderDuplicateFlags label="resources.orders.fields.receipt_duplicates" />
          <TextField source="payment_reference" sortable={false} emptyText="—" />
          <DateTimeField source="created_at" sx={{ whiteSpace: 'nowrap' }} />
        </Datagrid>
      )}
    </List>
  );
}

export { OrderList };
