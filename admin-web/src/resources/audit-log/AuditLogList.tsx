import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, SelectInput, SimpleList, TextInput, useLocaleState, useTranslate } from 'react-admin';
import type { AuditEntryDto } from '@club/core';
import { DateTimeField, useDates } from '../../dates';
import { AuditChanges } from './AuditChanges';
import { NoResults } from '../../components/NoResults';

/** `purchase.approved` reads "Ticket purchase: approved"; an unknown part is shown as written. */
export function useActionLabel() {
  const translate = useTranslate();
  return (action: string) => {
    const [entity = action, verb] = action.split(/\.(.*)/s);
    const e = translate(`club.audit.entities.${entity}`, { _: entity });
    return verb ? `${e}: ${translate(`club.audit.verbs.${verb}`, { _: verb })}` : e;
  };
}

export function useEntityLabel() {
  const translate = useTranslate();
  return (entity: string) => translate(`club.audit.entities.${entity}`, { _: entity });
}

/** The entry's record as staff know it (TK- reference, OR- number, e-mail, name) in the console's language; its id, cut short, when it has no name. */
export function useRecordName() {
  const [locale] = useLocaleState();
  return (r: AuditEntryDto) => r.entity_name?.[locale === 'th' ? 'th' : 'en'] ?? (r.entity_id.length > 12 ? `${r.entity_id.slice(0, 8)}…` : r.entity_id);
}

function Actor(_props: { label?: string }) {
  const translate = useTranslate();
  return (
    <FunctionField<AuditEntryDto>
      render={(r) => (r.actor_id ? (
        <Box>
          <Typography variant="body2">{r.actor_name ?? r.actor_id}</Typography>
          <Typography variant="caption" color="text.secondary">{r.actor_email}</Typography>
        </Box>
      ) : <Typography variant="body2" color="text.secondary">{translate('club.audit.system')}</Typography>)}
    />
  );
}

/** The record types staff decisions and edits are written for (audit_log.entity_type). */
const ENTITY_TYPES = [
  'purchase', 'order', 'ticket', 'match', 'team', 'venue', 'bank_account', 'product', 'category', 'banner', 'promo_code',
  'shipping_method', 'pickup_location', 'competition_result', 'image', 'user',
];

function EntityTypeFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const entityLabel = useEntityLabel();
  return <SelectInput source={source} choices={ENTITY_TYPES.map((id) => ({ id, name: entityLabel(id) }))} helperText={false} />;
}

const filters = [
  <TextInput key="action" source="action" label="resources.audit-log.fields.action_prefix" alwaysOn helperText={false} />,
  <EntityTypeFilter key="entity_type" source="entity_type" alwaysOn />,
  <TextInput key="entity_id" source="entity_id" helperText={false} />,
  <TextInput key="actor_id" source="actor_id" helperText={false} />,
  <DateInput key="created_at_gte" source="created_at_gte" helperText={false} />,
  <DateInput key="created_at_lte" source="created_at_lte" helperText={false} />,
];

export function AuditLogList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const actionLabel = useActionLabel();
  const entityLabel = useEntityLabel();
  const recordName = useRecordName();
  const dates = useDates();
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<AuditEntryDto>
          empty={<NoResults />}
          primaryText={(r) => actionLabel(r.action)}
          secondaryText={(r) => `${r.actor_name ?? '—'} · ${entityLabel(r.entity_type)} ${recordName(r)}`}
          tertiaryText={(r) => dates.dateTime(r.created_at)}
          linkType="show"
          rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<NoResults />}>
          <DateTimeField source="created_at" sx={{ whiteSpace: 'nowrap' }} />
          <Actor label="resources.audit-log.fields.actor" />
          <FunctionField<AuditEntryDto> source="action" sortable={false} render={(r) => <Chip size="small" variant="outlined" label={actionLabel(r.action)} title={r.action} />} />
          <FunctionField<AuditEntryDto>
            source="entity_type"
            sortable={false}
            render={(r) => (
              <Box>
                <Typography variant="body2">{entityLabel(r.entity_type)}</Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} title={r.entity_id} data-testid="audit-record">{recordName(r)}</Typography>
              </Box>
            )}
          />
          <AuditChanges compact label="resources.audit-log.fields.changes" />
        </Datagrid>
      )}
    </List>
  );
}
