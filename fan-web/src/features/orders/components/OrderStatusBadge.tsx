import { useTranslation } from 'react-i18next';
import type { OrderDisplayStatus } from '@club/core';

const TONE: Record<OrderDisplayStatus, string> = {
  pending: 'waiting',
  verifying: 'progress',
  processing: 'progress',
  paid: 'done',
  shipped: 'done',
  delivered: 'done',
  cancelled: 'problem',
  rejected: 'problem',
  refunded: 'refunded',
};

/** The status as the fan sees it (displayOrderStatus): pending, verifying, paid, … */
export function OrderStatusBadge({ status }: { status: OrderDisplayStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`status-badge status-badge-${TONE[status]}`} data-testid="order-status" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
