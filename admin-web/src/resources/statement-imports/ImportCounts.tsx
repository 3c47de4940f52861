import { Chip, Stack, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STATEMENT_LINES_OPEN, type StatementImportDto } from '@club/core';
import { useDates } from '../../dates';

/** The console path of an import's lines: those waiting for staff, or all of them. */
export const linesOfImport = (importId: string, waitingOnly: boolean) =>
  `/statement-lines?${new URLSearchParams({ filter: JSON.stringify(waitingOnly ? { import_id: importId, status: STATEMENT_LINES_OPEN } : { import_id: importId }) })}`;

/** How many of an import's new lines are waiting for staff now (they leave the count as staff decide). */
export const waitingCount = (counts: StatementImportDto['counts']) => STATEMENT_LINES_OPEN.reduce((n, s) => n + counts[s], 0);

/**
 * What became of an import's new lines, as small chips: confirmed with no staff action, already
 * paid (by a slip or the bank's callback), waiting for staff, and, once there are some, decided by
 * staff. A chip at zero stays, outlined: "0 waiting" is the good news.
 */
export function ImportCounts({ counts, size = 'small' }: { counts: StatementImportDto['counts']; size?: ChipProps['size']; label?: string }) {
  const translate = useTranslate();
  const dates = useDates();
  const waiting = waitingCount(counts);
  const decided = counts.assigned + counts.dismissed;
  const chip = (key: string, count: number, color: ChipProps['color']) => (
    <Chip
      key={key}
      component="span"
      size={size}
      color={count ? color : 'default'}
      variant={count ? 'filled' : 'outlined'}
      label={translate(`club.statements.count_${key}`, { count: dates.number(count) })}
      data-testid={`import-count-${key}`}
      data-count={count}
    />
  );
  return (
    // Spans: the chips also sit inside a phone list's line of text.
    <Stack component="span" direction="row" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid="import-counts">
      {chip('confirmed', counts.confirmed, 'success')}
      {chip('already_paid', counts.already_paid, 'info')}
      {chip('waiting', waiting, 'warning')}
      {decided > 0 && chip('decided', decided, 'default')}
    </Stack>
  );
}
