import { useTranslation } from 'react-i18next';
import type { OrderDisplayStatus } from '@club/core';

/** The status as the fan sees it (displayOrderStatus): pending, verifying, paid, … */
export function OrderStatusBadge({ status }: { status: OrderDisplayStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`order-status order-status-${status}`} data-testid="order-status" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
