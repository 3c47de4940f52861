import type { MouseEvent } from 'react';
import { Alert, Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Datagrid, FunctionField, Link, List, SelectInput, SimpleList, useListContext, useTranslate } from 'react-admin';
import type { FailedJobDto } from '@club/core';
import { DateTimeField, useDates } from '../../dates';
import { RetryButton } from './RetryButton';

/** The console screen of what a job was for. */
const RESOURCE_OF = { purchase: 'purchases', order: 'orders' } as const;

/** "Tickets mail", "Ticket issuing"…: the job in words; an unknown one as its queue and name. */
function useJobLabel() {
  const translate = useTranslate();
  return (r: FailedJobDto) => translate(`club.failedJobs.jobs.${r.queue}_${r.job}`, { _: `${r.queue} / ${r.job}` });
}

function Subject(_props: { label?: string }) {
  const translate = useTranslate();
  return (
    <FunctionField<FailedJobDto>
      render={(r) => (
        <Box>
          {r.subject_type && r.subject_id ? (
            <Link to={`/${RESOURCE_OF[r.subject_type]}/${encodeURIComponent(r.subject_id)}/show`} onClick={(e: MouseEvent) => e.stopPropagation()}>
              {translate(`club.failedJobs.subject_${r.subject_type}`, { reference: r.reference ?? r.subject_id.slice(0, 8) })}
            </Link>
          ) : <Typography variant="body2" color="text.secondary">—</Typography>}
          {r.recipient && <Typography variant="caption" color="text.secondary" component="div">{r.recipient}</Typography>}
        </Box>
      )}
    />
  );
}

function FailedJobsEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4 }} role="status">
      <DoneAllIcon color="success" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">{translate('club.failedJobs.empty')}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('club.failedJobs.emptyHint')}</Typography>
    </Box>
  );
}

function FailedJobsError() {
  const translate = useTranslate();
  const { error } = useListContext();
  return <Alert severity="error" sx={{ m: 2 }}>{translate('club.failedJobs.loadError', { message: error?.message ?? '' })}</Alert>;
}

const filters = [
  <SelectInput key="queue" source="queue" alwaysOn helperText={false}
    choices={['email', 'tickets', 'receipts'].map((id) => ({ id, name: `club.failedJobs.queues.${id}` }))} />,
];

export function FailedJobList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const jobLabel = useJobLabel();
  const dates = useDates();
  return (
    <List filters={filters} sort={{ field: 'failed_at', order: 'DESC' }} perPage={25} exporter={false}
      empty={<FailedJobsEmpty />} error={<FailedJobsError />}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>{translate('club.failedJobs.intro')}</Typography>
      {small ? (
        <SimpleList<FailedJobDto>
          primaryText={(r) => jobLabel(r)}
          // On a phone the date and the error go under what the job was for, not squeezed beside it.
          secondaryText={(r) => (
            <>
              {[r.reference, r.recipient].filter(Boolean).join(' · ')}
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>{[dates.dateTime(r.failed_at), r.last_error].filter(Boolean).join(' · ')}</Box>
            </>
          )}
          rightIcon={() => <RetryButton />}
          linkType={false}
          rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <DateTimeField source="failed_at" sx={{ whiteSpace: 'nowrap' }} />
          <FunctionField<FailedJobDto> source="job" sortable={false} render={(r) => (
            <Box>
              <Typography variant="body2">{jobLabel(r)}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>{r.queue}</Typography>
            </Box>
          )} />
          <Subject label="resources.failed-jobs.fields.subject" />
          <FunctionField<FailedJobDto> source="attempts" sortable={false} render={(r) => r.attempts} />
          <FunctionField<FailedJobDto> source="last_error" sortable={false} render={(r) => (
            <Typography variant="body2" title={r.last_error} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 320, fontFamily: 'monospace' }}>
              {r.last_error || '—'}
            </Typography>
          )} />
          <RetryButton label="resources.failed-jobs.fields.actions" />
        </Datagrid>
      )}
    </List>
  );
}
