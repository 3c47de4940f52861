import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SeasonSaleState } from '@club/core';

const COLORS: Record<SeasonSaleState, ChipProps['color']> = { not_yet: 'default', renewal: 'info', on_sale: 'success', closed: 'default' };

/** Where a pass's sale stands now: not yet, renewal for last season's holders, on sale, closed. */
export function SaleStateChip({ state }: { state: SeasonSaleState }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[state]} variant={state === 'closed' ? 'outlined' : 'filled'} label={translate(`club.seasons.state_${state}`)} />;
}
