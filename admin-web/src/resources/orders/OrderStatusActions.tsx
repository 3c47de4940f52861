import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import CancelIcon from '@mui/icons-material/Cancel';
import UndoIcon from '@mui/icons-material/Undo';
import BlockIcon from '@mui/icons-material/Block';
import { HttpError, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { RejectDialog } from '../../components/RejectDialog';
import { ORDER_TRANSITIONS, type OrderStatus, type StaffOrderDto, type UpdateOrderInput } from '@club/core';

/** Rejecting a slip has a dialog of its own (RejectDialog): its reason is chosen there. */
type Move = Exclude<OrderStatus, 'pending_payment' | 'rejected'>;

const MOVES: Record<Move, { icon: ReactNode; color: 'primary' | 'success' | 'error' | 'secondary'; stop?: boolean }> = {
  paid: { icon: <CheckIcon />, color: 'success' },
  processing: { icon: <InventoryIcon />, color: 'primary' },
  shipped: { icon: <LocalShippingIcon />, color: 'primary' },
  delivered: { icon: <DoneAllIcon />, color: 'success' },
  cancelled: { icon: <CancelIcon />, color: 'error', stop: true },
  refunded: { icon: <UndoIcon />, color: 'secondary', stop: true },
};

/** Moves that ask first: shipping needs the tracking number, cancelling and refunding cannot be undone. */
const ASKS: Move[] = ['shipped', 'cancelled', 'refunded'];

/** Shows the failure as the server worded it; a 409 means a colleague (or the worker) moved the order first. */
export function useOrderSaveError() {
  const notify = useNotify();
  return (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    const conflict = err instanceof HttpError && err.status === 409;
    notify(conflict ? 'club.orders.conflict' : 'club.orders.saveFailed', { type: 'error', messageArgs: { message }, autoHideDuration: 8000 });
  };
}

/**
 * The status moves ORDER_TRANSITIONS allows from the current status, one button each. A move sends
 * only the status (and the tracking number when shipping): fields left out stay as they are, so a
 * colleague's notes are not overwritten with what this page loaded.
 */
export function OrderStatusActions() {
  const record = useRecordContext<StaffOrderDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useOrderSaveError();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [update, { isPending }] = useUpdate<StaffOrderDto>();
  const [asking, setAsking] = useState<Move | null>(null);
  const [tracking, setTracking] = useState('');
  const [rejecting, setRejecting] = useState(false);
  if (!record) return null;
  const moves = ORDER_TRANSITIONS[record.status].filter((s): s is Move => s !== 'pending_payment' && s !== 'rejected');
  const rejectable = ORDER_TRANSITIONS[record.status].includes('rejected');

  const move = (status: Move, trackingNumber?: string) => {
    const data: Partial<UpdateOrderInput> = trackingNumber === undefined ? { status } : { status, tracking_number: trackingNumber };
    update('orders', { id: record.id, data, previousData: record }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        notify(`club.orders.moved_${status}`, { type: 'success', messageArgs: { number: record.order_number } });
        setAsking(null);
      },
      onError: (err) => { onError(err); setAsking(null); refresh(); },
    });
  };

  const open = (status: Move) => {
    if (!ASKS.includes(status)) return move(status);
    setTracking(record.tracking_number ?? '');
    setAsking(status);
  };

  if (!moves.length && !rejectable) return null;
  const trackingMissing = asking === 'shipped' && !tracking.trim();

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="order-actions">
        {moves.map((status) => (
          <Button
            key={status}
            data-testid={`order-action-${status}`}
            variant={MOVES[status].stop ? 'outlined' : 'contained'}
            color={MOVES[status].color}
            startIcon={MOVES[status].icon}
            size={small ? 'large' : 'medium'}
            sx={small ? { flex: '1 1 auto', whiteSpace: 'nowrap' } : undefined}
            disabled={isPending}
            onClick={() => open(status)}
          >
            {translate(`club.orders.action_${status}`)}
          </Button>
        ))}
        {rejectable && (
          <Button data-testid="order-action-rejected" variant="outlined" color="error" startIcon={<BlockIcon />} size={small ? 'large' : 'medium'}
            sx={small ? { flex: '1 1 auto', whiteSpace: 'nowrap' } : undefined} disabled={isPending || !record.receipt_image_url} onClick={() => setRejecting(true)}>
            {translate('club.orders.action_rejected')}
          </Button>
        )}
      </Stack>
      <RejectDialog open={rejecting} path={`/api/v1/admin/orders/${record.id}/reject`} title={translate('club.orders.rejectTitle', { number: record.order_number })} onClose={() => setRejecting(false)} />
      <Dialog open={asking !== null} onClose={() => !isPending && setAsking(null)} fullWidth maxWidth="xs">
        {asking && (
          <form onSubmit={(e) => { e.preventDefault(); if (!trackingMissing) move(asking, asking === 'shipped' ? tracking.trim() : undefined); }}>
            <DialogTitle>{translate(`club.orders.confirmTitle_${asking}`, { number: record.order_number })}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: asking === 'shipped' ? 2 : 0 }}>{translate(`club.orders.confirmText_${asking}`)}</DialogContentText>
              {asking === 'shipped' && (
                <TextField
                  autoFocus
                  fullWidth
                  required
                  margin="dense"
                  label={translate('resources.orders.fields.tracking_number')}
                  value={tracking}
                  onChange={(e) => setTracking(e.target.value)}
                  slotProps={{ htmlInput: { 'data-testid': 'order-tracking-input', maxLength: 64, autoComplete: 'off' } }}
                />
              )}
              {asking === 'cancelled' && record.status !== 'pending_payment' && <Alert severity="warning" sx={{ mt: 2 }}>{translate('club.orders.cancelPaidHint')}</Alert>}
            </DialogContent>
            <DialogActions>
              <Button data-testid="order-action-dismiss" onClick={() => setAsking(null)} disabled={isPending}>{translate('club.orders.keep')}</Button>
              <Button data-testid="order-action-confirm" type="submit" variant="contained" color={MOVES[asking].stop ? 'error' : MOVES[asking].color} disabled={isPending || trackingMissing}>
                {translate(`club.orders.confirm_${asking}`)}
              </Button>
            </DialogActions>
          </form>
        )}
      </Dialog>
    </>
  );
}
