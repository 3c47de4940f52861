import { useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField,
} from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { REJECTION_REASONS, type RejectInput, type RejectionReason } from '@club/core';
import { request } from '../http';

/**
 * Reject a payment (a ticket purchase's or a store order's, POST `path`): one of the preset
 * reasons, which the fan reads in their language, and a note if needed (needed for "other"),
 * shown to the fan as written. A decision someone else made first answers 409, shown as it is.
 */
export function RejectDialog({ open, path, title, onClose }: { open: boolean; path: string; title: string; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const reject = async () => {
    setBusy(true);
    try {
      const body: Partial<RejectInput> = { reason: reason!, note: note.trim() || undefined };
      await request(path, { method: 'POST', body: JSON.stringify(body) });
      notify('club.purchases.rejected', { type: 'success' });
      onClose();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} onClick={(e) => e.stopPropagation()} fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <FormControl>
          <FormLabel id="reject-reason-label">{translate('club.purchases.reason')}</FormLabel>
          <RadioGroup aria-labelledby="reject-reason-label" value={reason ?? ''} onChange={(e) => setReason(e.target.value as RejectionReason)}>
            {REJECTION_REASONS.map((code) => (
              <FormControlLabel key={code} value={code} control={<Radio size="small" />} label={translate(`club.rejectionReasons.${code}`)} data-testid={`reject-reason-${code}`} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          fullWidth multiline minRows={2} margin="dense" value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'reject-note' } }}
          label={translate(reason === 'other' ? 'club.purchases.noteRequired' : 'club.purchases.note')} helperText={translate('club.purchases.noteHint')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy || !reason || (reason === 'other' && !note.trim())} onClick={() => void reject()} data-testid="reject-confirm">
          {translate('club.purchases.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
