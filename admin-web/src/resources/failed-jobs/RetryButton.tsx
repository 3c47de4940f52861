import { useState } from 'react';
import { Button } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { FailedJobDto } from '@club/core';
import { request } from '../../http';

/**
 * Run a job that gave up once more. Safe to press: the jobs are idempotent (a mail that in fact
 * went out is not sent again), and a job someone already retried answers 409, shown as it is.
 */
export function RetryButton(_props: { label?: string }) {
  const record = useRecordContext<FailedJobDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const retry = async () => {
    setBusy(true);
    try {
      await request(`/api/v1/admin/failed-jobs/${encodeURIComponent(record.queue)}/${encodeURIComponent(record.id)}/retry`, { method: 'POST', body: '{}' });
      notify('club.failedJobs.retried', { type: 'success' });
    } catch (err) {
      notify('club.failedJobs.retryFailed', { type: 'error', messageArgs: { message: err instanceof Error ? err.message : String(err) }, autoHideDuration: 8000 });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <Button
      data-testid="failed-job-retry"
      variant="outlined"
      size="small"
      startIcon={<ReplayIcon />}
      disabled={busy}
      aria-label={translate('club.failedJobs.retryOne', { what: record.reference ?? record.recipient ?? record.id })}
      onClick={(e) => { e.stopPropagation(); void retry(); }}
    >
      {translate(busy ? 'club.failedJobs.retrying' : 'club.failedJobs.retry')}
    </Button>
  );
}
