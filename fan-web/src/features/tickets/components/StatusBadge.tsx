import { useTranslation } from 'react-i18next';
import type { ShownStatus } from './use-shown-status';

export function StatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation('tickets');
  return <span className={`status-badge status-${status}`}>{t(`status.${status}`)}</span>;
}
