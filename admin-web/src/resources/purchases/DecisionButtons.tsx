import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { request } from '../../http';

/**
 * Approve, or reject with a reason; a purchase someone else already decided answers 409, shown as it is.
 * `prominent`: the purchase page's large buttons (a queue row has small ones).
 */
export function DecisionButtons({ prominent = false }: { prominent?: boolean; label?: string }) {
  const record = useRecordContext<{ id: string; status: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'verifying') return null;
  const size = prominent ? { variant: 'contained', size: 'medium' } as const : {};

  const decide = async (action: 'approve' | 'reject') => {
    setBusy(true);
    try {
      await request(`/api/v1/admin/purchases/${record.id}/${action}`, { method: 'POST', body: JSON.stringify(action === 'reject' ? { reason } : {}) });
      notify(action === 'approve' ? 'club.purchases.approved' : 'club.purchases.rejected', { type: 'success' });
      setRejecting(false);
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <>
      <Button label="club.purchases.approve" onClick={(e) => { e.stopPropagation(); void decide('approve'); }} disabled={busy} color="success" {...size}><CheckIcon /></Button>
      <Button label="club.purchases.reject" onClick={(e) => { e.stopPropagation(); setRejecting(true); }} disabled={busy} color="error" {...size}><CloseIcon /></Button>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} onClick={(e) => e.stopPropagation()} fullWidth>
        <DialogTitle>{translate('club.purchases.rejectTitle')}</DialogTitle>
        <DialogContent>
          <MuiTextField autoFocus fullWidth multiline minRows={2} margin="dense" label={translate('club.purchases.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton color="error" variant="contained" disabled={busy || reason.trim().length < 3} onClick={() => void decide('reject')}>{translate('club.purchases.reject')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
