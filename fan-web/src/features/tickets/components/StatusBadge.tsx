import { useTranslation } from 'react-i18next';
import type { ShownStatus } from './use-shown-status';

/** Expired, cancelled and used tickets keep the plain grey badge. */
const TONE: Partial<Record<ShownStatus, string>> = {
  pending: 'waiting',
  verifying: 'progress',
  completed: 'done',
  rejected: 'problem',
};

export function StatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation('tickets');
  const tone = TONE[status];
  return <span className={tone ? `status-badge status-badge-${tone}` : 'status-badge'}>{t(`status.${status}`)}</span>;
}
