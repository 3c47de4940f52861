import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { BankPaymentDto } from '@club/core';
import { useDates } from '../dates';
import { request } from '../http';

/**
 * A second payment (paid_twice) of a purchase or order: "Refund owed" with "Mark refunded…",
 * which asks in a dialog how and when the money went back; once marked, when and how. A refusal
 * (a colleague marked it first, one's own purchase) stays in the dialog; the page reloads after.
 */
export function RefundOwed({ payment, summary }: { payment: BankPaymentDto; summary: string }) {
  const translate = useTranslate();
  const dates = useDates();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (payment.refunded_at) {
    return (
      <Alert severity="success" sx={{ py: 0, mt: 0.5 }} data-testid="refund-settled">
        {translate('club.refunds.done', { date: dates.dateTime(payment.refunded_at), note: payment.refund_note ?? '' })}
      </Alert>
    );
  }
  const close = () => {
    if (busy) return;
    setAsking(false);
    if (refusal) refresh();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim() || busy) return;
    setBusy(true);
    try {
      await request(`/api/v1/admin/bank-transfers/${payment.id}/refund`, { method: 'POST', body: JSON.stringify({ note: note.trim() }) });
      setAsking(false);
      notify('club.refunds.saved', { type: 'success' });
      refresh();
    } catch (err) {
      setRefusal(err instanceof Error && err.message ? err.message : translate('club.refunds.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
    <Alert
      severity="warning"
      sx={{ py: 0, mt: 0.5, alignItems: 'center' }}
      data-testid="refund-owed"
      action={
        <Button color="inherit" size="small" aria-haspopup="dialog" onClick={() => { setNote(''); setRefusal(null); setAsking(true); }} data-testid="refund-open">
          {translate('club.refunds.open')}
        </Button>
      }
    >
      {translate('club.refunds.owed')}
    </Alert>
      <Dialog open={asking} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${payment.id}-refund-title`} data-testid="refund-dialog">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle id={`${payment.id}-refund-title`}>{translate('club.refunds.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1, fontWeight: 500, color: 'text.primary' }}>{summary}</DialogContentText>
            <DialogContentText sx={{ mb: 2 }}>{translate('club.refunds.text')}</DialogContentText>
            {refusal && <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="refund-refusal">{refusal}</Alert>}
            <TextField
              autoFocus
              fullWidth
              required
              multiline
              minRows={2}
              label={translate('club.refunds.field')}
              helperText={translate('club.refunds.fieldHint')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 500, autoComplete: 'off', 'data-testid': 'refund-note' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy || !note.trim()} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} data-testid="refund-confirm">
              {translate('club.refunds.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
