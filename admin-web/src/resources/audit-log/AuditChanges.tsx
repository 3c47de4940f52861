import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntryDto } from '@club/core';


interface ChangeLine { field: string; before?: unknown; after?: unknown; value?: unknown }

/**
 * The audit rows write changes three ways: `{ field: [before, after] }` for an edit, `{ after: {...} }`
 * for something created and `{ before: {...} }` for something deleted; anything else (a reason) is a value.
 */
function changeLines(changes: Record<string, unknown>): ChangeLine[] {
  const lines: ChangeLine[] = [];
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (Array.isArray(value) && value.length === 2) lines.push({ field: key, before: value[0], after: value[1] });
    else if ((key === 'after' || key === 'before') && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [field, v] of Object.entries(value)) lines.push(key === 'after' ? { field, before: null, after: v } : { field, before: v, after: null });
    } else lines.push({ field: key, value });
  }
  return lines;
}

function formatValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

// Statuses are written as codes (pending_payment); the reader sees them as the console names them.
const STATUS_TEXTS: Record<string, string> = { order: 'club.orderStatus', purchase: 'club.purchaseStatus' };

/** `field: before → after`, one line each; `compact` cuts long lists for the list screen. */
export function AuditChanges({ compact = false }: { compact?: boolean; label?: string }) {
  const record = useRecordContext<AuditEntryDto>();
  const translate = useTranslate();
  if (!record) return null;
  const lines = changeLines(record.changes);
  const statusTexts = STATUS_TEXTS[record.entity_type];
  const show = (field: string, v: unknown) => (field === 'status' && statusTexts && typeof v === 'string' ? translate(`${statusTexts}.${v}`, { _: v }) : formatValue(v));
  const fieldName = (field: string) => (field === 'status' ? translate('resources.orders.fields.status') : field);
  if (!lines.length) return <Typography variant="body2" color="text.secondary">—</Typography>;
  const shown = compact ? lines.slice(0, 3) : lines;
  const clip = compact ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 360 } : { overflowWrap: 'anywhere' as const, whiteSpace: 'pre-wrap' };
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {shown.map((l, i) => (
        <Typography key={`${l.field}-${i}`} component="li" variant="body2" sx={clip}>
          <Box component="span" sx={{ fontWeight: 500 }}>{fieldName(l.field)}</Box>
          {': '}
          {'value' in l
            ? show(l.field, l.value)
            : <>
                <Box component="span" sx={{ color: 'text.secondary', textDecoration: l.before === null || l.before === undefined ? undefined : 'line-through' }}>{show(l.field, l.before)}</Box>
                {' → '}
                <Box component="span">{show(l.field, l.after)}</Box>
              </>}
        </Typography>
      ))}
      {compact && lines.length > shown.length && (
        <Typography component="li" variant="caption" color="text.secondary">{translate('club.audit.more', { smart_count: lines.length - shown.length })}</Typography>
      )}
    </Box>
  );
}
