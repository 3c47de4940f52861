import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { CompetitionMatchDto } from '@club/core';
import { useTeamsText } from './matchFields';

/**
 * DELETE on a result removes only what staff entered: the match stays, and the feed's score is
 * shown again. Called through the data provider without useDelete, which would drop the record
 * from the cached lists as if it were gone.
 */
export function ClearManualResultButton() {
  const record = useRecordContext<CompetitionMatchDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const teams = useTeamsText();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record?.manual) return null;

  const clear = async () => {
    setPending(true);
    try {
      await dataProvider.delete<CompetitionMatchDto>('competition-results', { id: record.id, previousData: record });
      notify('club.competition.cleared', { type: 'success' });
      setAsking(false);
      refresh();
    } catch (err) {
      notify('club.competition.clearFailed', { type: 'error', messageArgs: { message: err instanceof Error ? err.message : String(err) }, autoHideDuration: 8000 });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button data-testid="result-clear" variant="outlined" color="error" startIcon={<UndoIcon />} onClick={() => setAsking(true)}>
        {translate('club.competition.clear')}
      </Button>
      <Dialog open={asking} onClose={() => !pending && setAsking(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('club.competition.clearTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('club.competition.clearText', { match: teams(record) })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button data-testid="result-clear-dismiss" onClick={() => setAsking(false)} disabled={pending}>{translate('ra.action.cancel')}</Button>
          <Button data-testid="result-clear-confirm" variant="contained" color="error" onClick={() => void clear()} disabled={pending}>
            {translate('club.competition.clearConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
