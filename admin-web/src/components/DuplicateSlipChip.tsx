import type { MouseEvent } from 'react';
import { Chip } from '@mui/material';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import type { ReceiptDuplicateDto } from '@club/core';

/**
 * A slip's file or bank transaction already paid for another purchase or order: a chip that opens
 * that one, a warning while a decision waits (`warn`, the slip verdict's tone), a plain fact after.
 * `short` (a queue row) names only the kind of reuse, the full sentence on hover.
 */
export function DuplicateSlipChip({ duplicate: d, warn, short = false, testId }: { duplicate: ReceiptDuplicateDto; warn: boolean; short?: boolean; testId?: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const sentence = translate(`club.orders.dup_${d.reason}`, { kind: translate(`club.orders.dupKind_${d.kind}`), id: d.id.slice(0, 8) });
  return (
    <Chip
      component={Link}
      to={createPath({ resource: d.kind === 'order' ? 'orders' : 'purchases', id: d.id, type: 'show' })}
      onClick={(e: MouseEvent) => e.stopPropagation()}
      clickable
      color={warn ? 'warning' : 'default'}
      variant={warn ? 'filled' : 'outlined'}
      size="small"
      data-testid={testId}
      title={sentence}
      label={short ? `${warn ? '⚠ ' : ''}${translate(`club.purchases.dupShort_${d.reason}`)}` : sentence}
    />
  );
}
