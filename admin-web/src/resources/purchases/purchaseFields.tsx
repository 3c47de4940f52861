import { Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatBankAmount, formatBaht, type PurchaseStatus, type StaffPurchaseDto } from '@club/core';
import { DuplicateSlipChip } from '../../components/DuplicateSlipChip';
import { slipVerdict, SlipVerdictChip, type SlipState } from '../../components/SlipVerdict';
import { useDates } from '../../dates';
import { useStaffEvents } from '../../liveEvents';

/** New slips, decisions by colleagues and the bank's answers appear without a reload (socket.io room `staff`). */
export function useLivePurchaseRefresh() {
  const refresh = useRefresh();
  useStaffEvents(['purchase:status', 'purchase:bank-check'], refresh);
}

export function useMoney() {
  const [locale] = useLocaleState();
  return { baht: (satang: number) => formatBaht(satang, locale), bank: (satang: number) => formatBankAmount(satang, locale) };
}

/** "Bangkok Thunder FC – Udon Eagles" in the console language; TBA while the opponent is not known. */
export function useMatchTitle() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (m: NonNullable<StaffPurchaseDto['matchDetails']>) => {
    const name = (t: { name: string; nameTh: string } | null) => (t ? (locale === 'th' ? t.nameTh : t.name) : translate('club.ticketing.tba'));
    return `${name(m.homeTeam)} – ${name(m.awayTeam)}`;
  };
}

/**
 * What a purchase bought, in two lines: the match and its kick-off, or the season pass and the
 * matches it covers (a purchase names one or the other).
 */
export function usePurchaseSubject() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const matchTitle = useMatchTitle();
  const dates = useDates();
  return (p: StaffPurchaseDto): { title: string; detail: string } => {
    if (p.matchDetails) return { title: matchTitle(p.matchDetails), detail: dates.dateTime(p.matchDetails.matchDate) };
    const s = p.season!;
    return { title: locale === 'th' ? s.nameTh : s.name, detail: translate('club.seasons.passMatches', { label: s.seasonLabel, smart_count: s.matches }) };
  };
}

const STATUS_COLORS: Record<PurchaseStatus, ChipProps['color']> = {
  pending: 'default', verifying: 'warning', completed: 'success', expired: 'default', rejected: 'error', cancelled: 'default',
};

export function PurchaseStatusChip({ size = 'small' }: { size?: ChipProps['size']; label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<StaffPurchaseDto>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip data-testid="purchase-status" data-status={record.status} size={size} color={STATUS_COLORS[record.status]} label={translate(`club.purchaseStatus.${record.status}`)} />;
}

/** Buyer's name over their email (a list cell). */
export function BuyerCell(_props: { label?: string }) {
  const record = useRecordContext<StaffPurchaseDto>();
  if (!record) return null;
  return (
    <Box data-testid="purchase-buyer" sx={{ minWidth: 150 }}>
      <Typography variant="body2">{record.buyer.name}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>{record.buyer.email}</Typography>
    </Box>
  );
}

/** Teams over the kick-off, or the season pass over its matches (a list cell). */
export function MatchCell(_props: { label?: string; source?: string; sortBy?: string }) {
  const record = useRecordContext<StaffPurchaseDto>();
  const subject = usePurchaseSubject();
  if (!record) return null;
  const { title, detail } = subject(record);
  return (
    <Box data-testid="purchase-match" sx={{ minWidth: 170 }}>
      <Typography variant="body2">{title}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>{detail}</Typography>
    </Box>
  );
}

/** A purchase's slip as the slip verdict reads it: a purchase waits on staff while it is verifying, or pending with a slip that could not be read. */
export function purchaseSlipState(p: StaffPurchaseDto): SlipState {
  return { decided: p.status !== 'verifying' && p.status !== 'pending', receipt: p.receiptCheck, bank: p.receiptCheck?.bank, duplicates: p.receiptCheck?.duplicates?.length ?? 0 };
}

/** The slip's verdict and each earlier purchase or order paid with the same file or bank transaction (a link to it), as chips. */
export function SlipFlags({ always = false }: { label?: string; always?: boolean }) {
  const record = useRecordContext<StaffPurchaseDto>();
  const check = record?.receiptCheck;
  if (!record || !check) return null;
  const state = purchaseSlipState(record);
  const { verdict, tone } = slipVerdict(state);
  const dups = check.duplicates ?? [];
  // A list shows only what is wrong; the purchase page always says where the check stands.
  const showVerdict = always || verdict === 'unreadable';
  if (!showVerdict && !dups.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="purchase-flags">
      {showVerdict && <SlipVerdictChip state={state} testId="purchase-check" />}
      {dups.map((d) => <DuplicateSlipChip key={`${d.kind}-${d.id}-${d.reason}`} duplicate={d} warn={tone === 'warning'} short={!always} testId="purchase-duplicate" />)}
    </Stack>
  );
}
