import { useState, type MouseEvent } from 'react';
import {
  Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, IconButton, Radio, RadioGroup,
  TextField as MuiTextField, Tooltip,
} from '@mui/material';
import { REJECTION_REASONS, type RejectionReason } from '@club/core';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { request } from '../../http';

/**
 * Approve, or reject with one of the preset reasons (the fan reads it in their language) and a note
 * if needed (needed for "other"); a purchase someone else already decided answers 409, shown as it is.
 * `prominent`: the purchase page's large buttons (a queue row has small ones).
 */
export function DecisionButtons({ prominent = false }: { prominent?: boolean; label?: string }) {
  const record = useRecordContext<{ id: string; status: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'verifying') return null;

  const decide = async (action: 'approve' | 'reject') => {
    setBusy(true);
    try {
      await request(`/api/v1/admin/purchases/${record.id}/${action}`, { method: 'POST', body: JSON.stringify(action === 'reject' ? { reason, note: note.trim() || undefined } : {}) });
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
          <FormControl>
            <FormLabel id="reject-reason-label">{translate('club.purchases.reason')}</FormLabel>
            <RadioGroup aria-labelledby="reject-reason-label" value={reason ?? ''} onChange={(e) => setReason(e.target.value as RejectionReason)}>
              {REJECTION_REASONS.map((code) => (
                <FormControlLabel key={code} value={code} control={<Radio size="small" />} label={translate(`club.rejectionReasons.${code}`)} data-testid={`reject-reason-${code}`} />
              ))}
            </RadioGroup>
          </FormControl>
          <MuiTextField
            fullWidth multiline minRows={2} margin="dense" value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'reject-note' } }}
            label={translate(reason === 'other' ? 'club.purchases.noteRequired' : 'club.purchases.note')} helperText={translate('club.purchases.noteHint')}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton color="error" variant="contained" disabled={busy || !reason || (reason === 'other' && !note.trim())} onClick={() => void decide('reject')} data-testid="reject-confirm">{translate('club.purchases.reject')}</MuiButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
