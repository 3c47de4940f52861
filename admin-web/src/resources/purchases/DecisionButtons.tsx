import { useState, type MouseEvent } from 'react';
import { Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField as MuiTextField, Tooltip } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
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
    <Box sx={{ display: 'flex', gap: 1, flexWrap: prominent ? 'wrap' : 'nowrap' }}>
      {(['approve', 'reject'] as const).map((action) => {
        const label = translate(`club.purchases.${action}`);
        const onClick = (e: MouseEvent) => { e.stopPropagation(); if (action === 'approve') void decide('approve'); else setRejecting(true); };
        const color = action === 'approve' ? 'success' : 'error';
        const icon = action === 'approve' ? <CheckIcon /> : <CloseIcon />;
        // A queue row has room for icons only (named for screen readers and on hover); the purchase page has words.
        return prominent
          ? <MuiButton key={action} variant="contained" color={color} startIcon={icon} onClick={onClick} disabled={busy} data-testid={`purchase-${action}`}>{label}</MuiButton>
          : <Tooltip key={action} title={label}><span><IconButton aria-label={label} color={color} onClick={onClick} disabled={busy} data-testid={`purchase-${action}`}>{icon}</IconButton></span></Tooltip>;
      })}
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
    </Box>
  );
}
