import { Box, Typography } from '@mui/material';
import { useGetList, useGetOne, useListContext, useTranslate } from 'react-admin';
import type { AdminLedgerBalanceDto } from '@club/core';
import { useAccount, useSatang } from '../../components/exchange/exchangeText';

function Figure({ label, satang, hint }: { label: string; satang: number; hint?: string }) {
  const money = useSatang();
  return (
    <Box sx={{ minWidth: 150 }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="h6" component="p" sx={{ whiteSpace: 'nowrap' }}>{money(satang)}</Typography>
      {hint ? <Typography variant="caption" color="text.secondary">{hint}</Typography> : null}
    </Box>
  );
}

/** The fan the list is filtered on: their credit, what a payout may take. */
function FanBalance({ userId }: { userId: string }) {
  const translate = useTranslate();
  const { data } = useGetOne<AdminLedgerBalanceDto>('ledger-balances', { id: `fan:${userId}` });
  return data ? <Figure label={translate('club.exchange.fanCredit', { name: data.user_name ?? '' })} satang={data.balance_satang} /> : null;
}

/**
 * Every account's balance (its credits less its debits), the fans' together, and their sum: zero
 * to the satang while the ledger is whole.
 */
export function LedgerBalances() {
  const translate = useTranslate();
  const account = useAccount();
  const { filterValues } = useListContext();
  const { data } = useGetList<AdminLedgerBalanceDto>('ledger-balances');
  if (!data) return null;
  const total = data.reduce((sum, b) => sum + b.balance_satang, 0);
  const userId = typeof filterValues?.user_id === 'string' ? filterValues.user_id : null;
  return (
    <Box component="section" aria-labelledby="ledger-balances-title" sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id="ledger-balances-title" variant="subtitle1" component="h2" gutterBottom>{translate('club.exchange.balances')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {data.map((b) => (
          <Figure key={b.id} label={account(b.account)} satang={b.balance_satang} hint={b.account === 'fan' ? translate('club.exchange.fansHolding', { smart_count: b.fans ?? 0 }) : undefined} />
        ))}
        <Figure label={translate('club.exchange.total')} satang={total} hint={translate(total === 0 ? 'club.exchange.totalZero' : 'club.exchange.totalNotZero')} />
        {userId ? <FanBalance userId={userId} /> : null}
      </Box>
    </Box>
  );
}
