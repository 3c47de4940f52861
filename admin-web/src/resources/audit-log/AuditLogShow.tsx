import { Card, CardContent, Typography } from '@mui/material';
import { Link, Show, useRecordContext, useTranslate } from 'react-admin';
import { Facts } from '../../components/Facts';
import { useDates } from '../../dates';
import type { AuditEntryDto } from '@club/core';
import { AuditChanges } from './AuditChanges';
import { useActionLabel, useEntityLabel, useRecordName } from './AuditLogList';

/** The console screen of an entry's record, where one exists. */
const RESOURCE_OF: Record<string, string> = { purchase: 'purchases', order: 'orders', product: 'products', user: 'users', match: 'matches' };

function AuditShowTitle() {
  const record = useRecordContext<AuditEntryDto>();
  const translate = useTranslate();
  const actionLabel = useActionLabel();
  return <span>{translate('resources.audit-log.name', { smart_count: 1 })}{record ? ` · ${actionLabel(record.action)}` : ''}</span>;
}

function AuditEntryDetails() {
  const record = useRecordContext<AuditEntryDto>();
  const translate = useTranslate();
  const actionLabel = useActionLabel();
  const entityLabel = useEntityLabel();
  const recordName = useRecordName();
  const dates = useDates();
  if (!record) return null;
  const field = (name: string) => translate(`resources.audit-log.fields.${name}`);
  return (
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>{actionLabel(record.action)}</Typography>
      <Facts rows={[
        [field('created_at'), dates.dateTimeSeconds(record.created_at)],
        [field('actor'), record.actor_id ? `${record.actor_name ?? record.actor_id}${record.actor_email ? ` <${record.actor_email}>` : ''}` : translate('club.audit.system')],
        [field('action'), <code key="a">{record.action}</code>],
        [field('entity_type'), entityLabel(record.entity_type)],
        [field('entity_name'), RESOURCE_OF[record.entity_type]
          ? <Link key="e" to={`/${RESOURCE_OF[record.entity_type]}/${encodeURIComponent(record.entity_id)}/show`} data-testid="audit-record">{recordName(record)}</Link>
          : <span key="e" data-testid="audit-record">{recordName(record)}</span>],
        [field('record_id'), <code key="i">{record.entity_id}</code>],
      ]} labelWidth="160px" />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>{field('changes')}</Typography>
      <Card variant="outlined"><CardContent><AuditChanges /></CardContent></Card>
    </CardContent>
  );
}

export function AuditLogShow() {
  return <Show actions={false} title={<AuditShowTitle />}><AuditEntryDetails /></Show>;
}
