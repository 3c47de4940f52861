import { Box, Chip, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, SimpleList, TextField, useTranslate, type RaRecord } from 'react-admin';
import type { AdminSeasonHolderDto } from '@club/core';
import { NoResults } from '../NoResults';
import { DateTimeField, useDates } from '../../dates';

/** Each holder is a purchase: its row opens the purchase, where payments are decided. */
const toPurchase = (id: RaRecord['id']) => `/purchases/${id}/show`;

function useSeat() {
  const translate = useTranslate();
  return (r: AdminSeasonHolderDto) => (r.seat_row === null ? translate('club.seasons.anySeat') : translate('club.seasons.seat', { row: r.seat_row, number: r.seat_number }));
}

function HolderStatus({ record }: { record: AdminSeasonHolderDto }) {
  const translate = useTranslate();
  const color = record.status === 'completed' ? 'success' : record.status === 'verifying' ? 'warning' : record.status === 'rejected' ? 'error' : 'default';
  return <Chip size="small" color={color} variant={record.holding ? 'filled' : 'outlined'} label={translate(`club.purchaseStatus.${record.status}`)} />;
}

/** A pass's holders: one line a purchase on phones, a grid elsewhere (the holders list, and a pass's page). */
export function HolderRows() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const dates = useDates();
  const seat = useSeat();
  const renewed = (r: AdminSeasonHolderDto) => (r.renewed ? translate('club.seasons.renewed') : translate('club.seasons.newHolder'));
  if (small) {
    return (
      <SimpleList<AdminSeasonHolderDto>
        primaryText={(r) => `${r.buyer_name} · ${translate(`club.purchaseStatus.${r.status}`)}`}
        // One fact a line: a third text would sit beside the second and squeeze both.
        secondaryText={(r) => (
          <>
            <Box component="span" sx={{ display: 'block' }}>{r.reference_number} · {seat(r)}</Box>
            <Box component="span" sx={{ display: 'block' }}>{renewed(r)} · {translate('club.seasons.ticketsIssued', { smart_count: r.tickets_issued })}</Box>
          </>
        )}
        rowClick={toPurchase} empty={<NoResults />} rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
      />
    );
  }
  return (
    <Datagrid rowClick={toPurchase} bulkActionButtons={false} empty={<NoResults />}>
      <TextField source="reference_number" label="resources.season-holders.fields.reference_number" />
      <FunctionField<AdminSeasonHolderDto> source="buyer_name" label="resources.season-holders.fields.buyer_name" render={(r) => <>{r.buyer_name}<br /><small>{r.buyer_email}</small></>} />
      <FunctionField<AdminSeasonHolderDto> source="status" label="resources.season-holders.fields.status" render={(r) => <HolderStatus record={r} />} />
      <FunctionField<AdminSeasonHolderDto> source="seat_row" label="resources.season-holders.fields.seat_row" render={seat} />
      <FunctionField<AdminSeasonHolderDto> source="renewed" label="resources.season-holders.fields.renewed" sortable={false} render={renewed} />
      <FunctionField<AdminSeasonHolderDto> source="tickets_issued" label="resources.season-holders.fields.tickets_issued" textAlign="right" render={(r) => dates.number(r.tickets_issued)} />
      <DateTimeField source="created_at" label="resources.season-holders.fields.created_at" />
    </Datagrid>
  );
}
