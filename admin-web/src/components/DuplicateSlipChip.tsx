import type { MouseEvent } from 'react';
import { Chip } from '@mui/material';
import { Link, useCreatePath, useGetOne, useTranslate } from 'react-admin';
import type { ReceiptDuplicateDto, StaffOrderDto, StaffPurchaseDto } from '@club/core';

/**
 * A slip's file or bank transaction already paid for another purchase or order: a chip that opens
 * that one, a warning while a decision waits (`warn`, the slip verdict's tone), a plain fact after.
 * `short` (a queue row) names only the kind of reuse, the full sentence on hover. The other one is
 * named by its TK- or OR- reference, as staff know it (its id, cut short, while it loads).
 */
export function DuplicateSlipChip({ duplicate: d, warn, short = false, testId }: { duplicate: ReceiptDuplicateDto; warn: boolean; short?: boolean; testId?: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const resource = d.kind === 'order' ? 'orders' : 'purchases';
  const { data } = useGetOne<StaffOrderDto | StaffPurchaseDto>(resource, { id: d.id }, { enabled: !short });
  const reference = data ? ('order_number' in data ? data.order_number : data.referenceNumber) : d.id.slice(0, 8);
  const sentence = translate(`club.orders.dup_${d.reason}`, { kind: translate(`club.orders.dupKind_${d.kind}`), id: reference });
  return (
    <Chip
      component={Link}
      to={createPath({ resource, id: d.id, type: 'show' })}
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
