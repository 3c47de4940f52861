import { useState, type MouseEvent } from 'react';
import { Box, Button as MuiButton, IconButton, Tooltip } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { request } from '../../http';
import { RejectDialog } from '../../components/RejectDialog';

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
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'verifying') return null;

  const approve = async () => {
    setBusy(true);
    try {
      await request(`/api/v1/admin/purchases/${record.id}/approve`, { method: 'POST', body: '{}' });
      notify('club.purchases.approved', { type: 'success' });
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
        const onClick = (e: MouseEvent) => { e.stopPropagation(); if (action === 'approve') void approve(); else setRejecting(true); };
        const color = action === 'approve' ? 'success' : 'error';
        const icon = action === 'approve' ? <CheckIcon /> : <CloseIcon />;
        // A queue row has room for icons only (named for screen readers and on hover); the purchase page has words.
        return prominent
          ? <MuiButton key={action} variant="contained" color={color} startIcon={icon} onClick={onClick} disabled={busy} data-testid={`purchase-${action}`}>{label}</MuiButton>
          : <Tooltip key={action} title={label}><span><IconButton aria-label={label} color={color} onClick={onClick} disabled={busy} data-testid={`purchase-${action}`}>{icon}</IconButton></span></Tooltip>;
      })}
      <RejectDialog open={rejecting} path={`/api/v1/admin/purchases/${record.id}/reject`} title={translate('club.purchases.rejectTitle')} onClose={() => setRejecting(false)} />
    </Box>
  );
}
